from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_view_result_type_0_ranking_item import (
    SparksViewResultType0RankingItem,
    check_sparks_view_result_type_0_ranking_item,
)
from ..models.sparks_view_result_type_0_reason import (
    SparksViewResultType0Reason,
    check_sparks_view_result_type_0_reason,
)
from ..models.sparks_view_result_type_0_winner_type_0 import (
    SparksViewResultType0WinnerType0,
    check_sparks_view_result_type_0_winner_type_0,
)
from ..models.sparks_view_result_type_0_winners_item import (
    SparksViewResultType0WinnersItem,
    check_sparks_view_result_type_0_winners_item,
)

if TYPE_CHECKING:
    from ..models.sparks_view_result_type_0_scores import SparksViewResultType0Scores


T = TypeVar("T", bound="SparksViewResultType0")


@_attrs_define
class SparksViewResultType0:
    """The result once the game is over, else null.

    Attributes:
        ranking (list[SparksViewResultType0RankingItem]): Every seat, best first; ties broken by turn order.
        reason (SparksViewResultType0Reason): Why it ended: a clan of 13 (FS-END-1), no members left (FS-END-2) or a
            repeated table (FS-END-5).
        round_ (int): The round the game ended in.
        scores (SparksViewResultType0Scores): Each seat's score, keyed by seat.
        winner (None | SparksViewResultType0WinnerType0): The one winner, or null when several seats tie at the top.
        winners (list[SparksViewResultType0WinnersItem]): Every seat tied at the top: most members, then most food (OQ-
            FS-17).
    """

    ranking: list[SparksViewResultType0RankingItem]
    reason: SparksViewResultType0Reason
    round_: int
    scores: SparksViewResultType0Scores
    winner: None | SparksViewResultType0WinnerType0
    winners: list[SparksViewResultType0WinnersItem]

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_view_result_type_0_scores import SparksViewResultType0Scores  # noqa: PLC0415

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = check_sparks_view_result_type_0_ranking_item(ranking_item_data)

            ranking.append(ranking_item)

        reason = check_sparks_view_result_type_0_reason(d.pop("reason"))

        round_ = d.pop("round")

        scores = SparksViewResultType0Scores.from_dict(d.pop("scores"))

        def _parse_winner(data: object) -> None | SparksViewResultType0WinnerType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_sparks_view_result_type_0_winner_type_0(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksViewResultType0WinnerType0, data)

        winner = _parse_winner(d.pop("winner"))

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in _winners:
            winners_item = check_sparks_view_result_type_0_winners_item(winners_item_data)

            winners.append(winners_item)

        sparks_view_result_type_0 = cls(
            ranking=ranking,
            reason=reason,
            round_=round_,
            scores=scores,
            winner=winner,
            winners=winners,
        )

        return sparks_view_result_type_0
