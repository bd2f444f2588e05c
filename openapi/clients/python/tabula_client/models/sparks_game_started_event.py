from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_game_started_event_type import SparksGameStartedEventType, check_sparks_game_started_event_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_position import SparksPosition
    from ..models.sparks_view import SparksView


T = TypeVar("T", bound="SparksGameStartedEvent")


@_attrs_define
class SparksGameStartedEvent:
    """The table after setup: the position in the log and once the game is over; each seat's view of it while the game
    runs.

        Attributes:
            type_ (SparksGameStartedEventType): The event type.
            position (SparksPosition | Unset): The whole table, hidden information included (a position, docs/positions-
                sparks.md).
            view (SparksView | Unset): The table as a seat, or a spectator, sees it (hidden: the deck, the face-down tiles
                and a Fire owner's food, FS-KNOW-1).
    """

    type_: SparksGameStartedEventType
    position: SparksPosition | Unset = UNSET
    view: SparksView | Unset = UNSET

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
        from ..models.sparks_position import SparksPosition  # noqa: PLC0415
        from ..models.sparks_view import SparksView  # noqa: PLC0415

        d = dict(src_dict)
        type_ = check_sparks_game_started_event_type(d.pop("type"))

        _position = d.pop("position", UNSET)
        position: SparksPosition | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = SparksPosition.from_dict(_position)

        _view = d.pop("view", UNSET)
        view: SparksView | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = SparksView.from_dict(_view)

        sparks_game_started_event = cls(
            type_=type_,
            position=position,
            view=view,
        )

        return sparks_game_started_event
