from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feed_view_type import FeedViewType

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.feed_view_state import FeedViewState


T = TypeVar("T", bound="FeedView")


@_attrs_define
class FeedView:
    """
    Attributes:
        fairness (Fairness):
        game_id (str):
        seat (None | str): The token's seat; null: spectator.
        state (FeedViewState): As GET /v1/games/{id}/state gives it.
        type_ (FeedViewType):
        version (int):
    """

    fairness: Fairness
    game_id: str
    seat: None | str
    state: FeedViewState
    type_: FeedViewType
    version: int

    def to_dict(self) -> dict[str, Any]:
        fairness = self.fairness.to_dict()

        game_id = self.game_id

        seat: None | str
        seat = self.seat

        state = self.state.to_dict()

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fairness": fairness,
                "game_id": game_id,
                "seat": seat,
                "state": state,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.feed_view_state import FeedViewState  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        game_id = d.pop("game_id")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        state = FeedViewState.from_dict(d.pop("state"))

        type_ = FeedViewType(d.pop("type"))

        version = d.pop("version")

        feed_view = cls(
            fairness=fairness,
            game_id=game_id,
            seat=seat,
            state=state,
            type_=type_,
            version=version,
        )

        return feed_view
