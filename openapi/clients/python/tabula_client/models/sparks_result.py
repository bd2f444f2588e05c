from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_result_ranking_item import SparksResultRankingItem, check_sparks_result_ranking_item
from ..models.sparks_result_reason import SparksResultReason, check_sparks_result_reason
from ..models.sparks_result_winner_type_0 import SparksResultWinnerType0, check_sparks_result_winner_type_0
from ..models.sparks_result_winners_item import SparksResultWinnersItem, check_sparks_result_winners_item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_result_left_item import SparksResultLeftItem
    from ..models.sparks_result_ratings import SparksResultRatings
    from ..models.sparks_result_scores import SparksResultScores


T = TypeVar("T", bound="SparksResult")


@_attrs_define
class SparksResult:
    """The end of the game: GameEnded's fields.

    Attributes:
        ranking (list[SparksResultRankingItem]): Every seat, best first; ties broken by turn order.
        reason (SparksResultReason): Why it ended: a clan of 13 (FS-END-1), no members left (FS-END-2) or a repeated
            table (FS-END-5).
        round_ (int): The round the game ended in.
        scores (SparksResultScores): Each seat's score, keyed by seat.
        winner (None | SparksResultWinnerType0): The one winner, or null when several seats tie at the top.
        winners (list[SparksResultWinnersItem]): Every seat tied at the top: most members, then most food (OQ-FS-17).
        left (list[SparksResultLeftItem] | Unset): LC-RESIGN-2: the seats that left the game, in the order they left.
        ratings (SparksResultRatings | Unset): GET /v1/games/{id}/result of a rated game only: each seat's rating
            change, by seat.
        standings (list[list[str]] | Unset): The finishing order as groups of tied seats, best first.
    """

    ranking: list[SparksResultRankingItem]
    reason: SparksResultReason
    round_: int
    scores: SparksResultScores
    winner: None | SparksResultWinnerType0
    winners: list[SparksResultWinnersItem]
    left: list[SparksResultLeftItem] | Unset = UNSET
    ratings: SparksResultRatings | Unset = UNSET
    standings: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item: str = ranking_item_data
            ranking.append(ranking_item)

        reason: str = self.reason

        round_ = self.round_

        scores = self.scores.to_dict()

        winner: None | str
        if isinstance(self.winner, str):
            winner = self.winner
        else:
            winner = self.winner

        winners = []
        for winners_item_data in self.winners:
            winners_item: str = winners_item_data
            winners.append(winners_item)

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "reason": reason,
                "round": round_,
                "scores": scores,
                "winner": winner,
                "winners": winners,
            }
        )
        if left is not UNSET:
            field_dict["left"] = left
        if ratings is not UNSET:
            field_dict["ratings"] = ratings
        if standings is not UNSET:
            field_dict["standings"] = standings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_result_left_item import SparksResultLeftItem  # noqa: PLC0415
        from ..models.sparks_result_ratings import SparksResultRatings  # noqa: PLC0415
        from ..models.sparks_result_scores import SparksResultScores  # noqa: PLC0415

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = check_sparks_result_ranking_item(ranking_item_data)

            ranking.append(ranking_item)

        reason = check_sparks_result_reason(d.pop("reason"))

        round_ = d.pop("round")

        scores = SparksResultScores.from_dict(d.pop("scores"))

        def _parse_winner(data: object) -> None | SparksResultWinnerType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_sparks_result_winner_type_0(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksResultWinnerType0, data)

        winner = _parse_winner(d.pop("winner"))

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in _winners:
            winners_item = check_sparks_result_winners_item(winners_item_data)

            winners.append(winners_item)

        _left = d.pop("left", UNSET)
        left: list[SparksResultLeftItem] | Unset = UNSET
        if _left is not UNSET:
            left = []
            for left_item_data in _left:
                left_item = SparksResultLeftItem.from_dict(left_item_data)

                left.append(left_item)

        _ratings = d.pop("ratings", UNSET)
        ratings: SparksResultRatings | Unset
        if isinstance(_ratings, Unset):
            ratings = UNSET
        else:
            ratings = SparksResultRatings.from_dict(_ratings)

        _standings = d.pop("standings", UNSET)
        standings: list[list[str]] | Unset = UNSET
        if _standings is not UNSET:
            standings = []
            for standings_item_data in _standings:
                standings_item = cast(list[str], standings_item_data)

                standings.append(standings_item)

        sparks_result = cls(
            ranking=ranking,
            reason=reason,
            round_=round_,
            scores=scores,
            winner=winner,
            winners=winners,
            left=left,
            ratings=ratings,
            standings=standings,
        )

        return sparks_result
