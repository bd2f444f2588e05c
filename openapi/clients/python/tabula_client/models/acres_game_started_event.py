from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_game_started_event_type import AcresGameStartedEventType, check_acres_game_started_event_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_position import AcresPosition
    from ..models.acres_table_view import AcresTableView


T = TypeVar("T", bound="AcresGameStartedEvent")


@_attrs_define
class AcresGameStartedEvent:
    """The table at the start: the position in the log, each seat's view as served to it.

    Attributes:
        type_ (AcresGameStartedEventType): The event type.
        position (AcresPosition | Unset): The whole table, hidden cards included (docs/positions-acres.md): the full
            state of a sandbox or finished game, and the start of every game's log.
        view (AcresTableView | Unset): The table as one seat (or a spectator) sees it: its own hand, never another's, no
            deck's contents.
    """

    type_: AcresGameStartedEventType
    position: AcresPosition | Unset = UNSET
    view: AcresTableView | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_position import AcresPosition  # noqa: PLC0415
        from ..models.acres_table_view import AcresTableView  # noqa: PLC0415

        d = dict(src_dict)
        type_ = check_acres_game_started_event_type(d.pop("type"))

        _position = d.pop("position", UNSET)
        position: AcresPosition | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = AcresPosition.from_dict(_position)

        _view = d.pop("view", UNSET)
        view: AcresTableView | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = AcresTableView.from_dict(_view)

        acres_game_started_event = cls(
            type_=type_,
            position=position,
            view=view,
        )

        return acres_game_started_event
