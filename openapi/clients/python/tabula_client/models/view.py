from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.view_state import ViewState


T = TypeVar("T", bound="View")


@_attrs_define
class View:
    """
    Attributes:
        game_id (str):
        seat (None | str):
        state (ViewState): The game's view for this caller.
        version (int):
    """

    game_id: str
    seat: None | str
    state: ViewState
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat: None | str
        seat = self.seat

        state = self.state.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "state": state,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.view_state import ViewState  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        state = ViewState.from_dict(d.pop("state"))

        version = d.pop("version")

        view = cls(
            game_id=game_id,
            seat=seat,
            state=state,
            version=version,
        )

        return view
