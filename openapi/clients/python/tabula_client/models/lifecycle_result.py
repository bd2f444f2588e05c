from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lifecycle_result_reason import LifecycleResultReason, check_lifecycle_result_reason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lifecycle_result_ratings import LifecycleResultRatings


T = TypeVar("T", bound="LifecycleResult")


@_attrs_define
class LifecycleResult:
    """A game the lifecycle ended: aborted, declined or expired (no winner), or won by the last seat standing after a
    resignation or a timeout.

        Attributes:
            by (None | str): The seat that resigned, aborted, declined or ran out of time; null: none (expired).
            ranking (list[str]): Every seat, best first (empty without a winner).
            reason (LifecycleResultReason): Why the game ended.
            standings (list[list[str]]): The finishing order as groups of tied seats, best first.
            winner (None | str): The winner; null: none.
            winners (list[str]): The winners (one, or none).
            ratings (LifecycleResultRatings | Unset): GET /v1/games/{id}/result of a rated game only: each seat's rating
                change, by seat.
    """

    by: None | str
    ranking: list[str]
    reason: LifecycleResultReason
    standings: list[list[str]]
    winner: None | str
    winners: list[str]
    ratings: LifecycleResultRatings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        by: None | str
        by = self.by

        ranking = self.ranking

        reason: str = self.reason

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data

            standings.append(standings_item)

        winner: None | str
        winner = self.winner

        winners = self.winners

        ratings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = self.ratings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "ranking": ranking,
                "reason": reason,
                "standings": standings,
                "winner": winner,
                "winners": winners,
            }
        )
        if ratings is not UNSET:
            field_dict["ratings"] = ratings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lifecycle_result_ratings import LifecycleResultRatings  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        ranking = cast(list[str], d.pop("ranking"))

        reason = check_lifecycle_result_reason(d.pop("reason"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = cast(list[str], standings_item_data)

            standings.append(standings_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        winners = cast(list[str], d.pop("winners"))

        _ratings = d.pop("ratings", UNSET)
        ratings: LifecycleResultRatings | Unset
        if isinstance(_ratings, Unset):
            ratings = UNSET
        else:
            ratings = LifecycleResultRatings.from_dict(_ratings)

        lifecycle_result = cls(
            by=by,
            ranking=ranking,
            reason=reason,
            standings=standings,
            winner=winner,
            winners=winners,
            ratings=ratings,
        )

        return lifecycle_result
