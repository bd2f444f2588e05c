from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.view_state import ViewState


T = TypeVar("T", bound="View")


@_attrs_define
class View:
    """
    Attributes:
        fairness (Fairness):
        game_id (str):
        seat (None | str):
        state (ViewState): The game's view for this caller.
        version (int):
    """

    fairness: Fairness
    game_id: str
    seat: None | str
    state: ViewState
    version: int

    def to_dict(self) -> dict[str, Any]:
        fairness = self.fairness.to_dict()

        game_id = self.game_id

        seat: None | str
        seat = self.seat

        state = self.state.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fairness": fairness,
                "game_id": game_id,
                "seat": seat,
                "state": state,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.view_state import ViewState  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        game_id = d.pop("game_id")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        state = ViewState.from_dict(d.pop("state"))

        version = d.pop("version")

        view = cls(
            fairness=fairness,
            game_id=game_id,
            seat=seat,
            state=state,
            version=version,
        )

        return view
