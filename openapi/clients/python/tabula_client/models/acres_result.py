from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_result_reason import AcresResultReason, check_acres_result_reason
from ..models.acres_result_winner import AcresResultWinner, check_acres_result_winner
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_result_left_item import AcresResultLeftItem
    from ..models.acres_result_ratings import AcresResultRatings
    from ..models.acres_result_scores import AcresResultScores


T = TypeVar("T", bound="AcresResult")


@_attrs_define
class AcresResult:
    """The outcome of the game.

    Attributes:
        reason (AcresResultReason): Why the game ended (AC-END-1..6; fort_duquesne: AC-VAR-2).
        scores (AcresResultScores): The final scores of both seats.
        winner (AcresResultWinner): The winner (the French win equal totals, AC-SCORE-4).
        left (list[AcresResultLeftItem] | Unset): LC-RESIGN-2: the seats that left the game, in the order they left.
        ratings (AcresResultRatings | Unset): GET /v1/games/{id}/result of a rated game only: each seat's rating change,
            by seat.
        standings (list[list[str]] | Unset): The finishing order as groups of tied seats, best first.
        winners (list[str] | Unset): The seats that share the first place.
    """

    reason: AcresResultReason
    scores: AcresResultScores
    winner: AcresResultWinner
    left: list[AcresResultLeftItem] | Unset = UNSET
    ratings: AcresResultRatings | Unset = UNSET
    standings: list[list[str]] | Unset = UNSET
    winners: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason: str = self.reason

        scores = self.scores.to_dict()

        winner: str = self.winner

        left: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = []
            for left_item_data in self.left:
                left_item = left_item_data.to_dict()
                left.append(left_item)

        ratings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = self.ratings.to_dict()

        standings: list[list[str]] | Unset = UNSET
        if not isinstance(self.standings, Unset):
            standings = []
            for standings_item_data in self.standings:
                standings_item = standings_item_data

                standings.append(standings_item)

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "scores": scores,
                "winner": winner,
            }
        )
        if left is not UNSET:
            field_dict["left"] = left
        if ratings is not UNSET:
            field_dict["ratings"] = ratings
        if standings is not UNSET:
            field_dict["standings"] = standings
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_result_left_item import AcresResultLeftItem  # noqa: PLC0415
        from ..models.acres_result_ratings import AcresResultRatings  # noqa: PLC0415
        from ..models.acres_result_scores import AcresResultScores  # noqa: PLC0415

        d = dict(src_dict)
        reason = check_acres_result_reason(d.pop("reason"))

        scores = AcresResultScores.from_dict(d.pop("scores"))

        winner = check_acres_result_winner(d.pop("winner"))

        _left = d.pop("left", UNSET)
        left: list[AcresResultLeftItem] | Unset = UNSET
        if _left is not UNSET:
            left = []
            for left_item_data in _left:
                left_item = AcresResultLeftItem.from_dict(left_item_data)

                left.append(left_item)

        _ratings = d.pop("ratings", UNSET)
        ratings: AcresResultRatings | Unset
        if isinstance(_ratings, Unset):
            ratings = UNSET
        else:
            ratings = AcresResultRatings.from_dict(_ratings)

        _standings = d.pop("standings", UNSET)
        standings: list[list[str]] | Unset = UNSET
        if _standings is not UNSET:
            standings = []
            for standings_item_data in _standings:
                standings_item = cast(list[str], standings_item_data)

                standings.append(standings_item)

        winners = cast(list[str], d.pop("winners", UNSET))

        acres_result = cls(
            reason=reason,
            scores=scores,
            winner=winner,
            left=left,
            ratings=ratings,
            standings=standings,
            winners=winners,
        )

        return acres_result
