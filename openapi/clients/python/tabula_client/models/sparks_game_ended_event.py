from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_game_ended_event_ranking_item import (
    SparksGameEndedEventRankingItem,
    check_sparks_game_ended_event_ranking_item,
)
from ..models.sparks_game_ended_event_reason import SparksGameEndedEventReason, check_sparks_game_ended_event_reason
from ..models.sparks_game_ended_event_type import SparksGameEndedEventType, check_sparks_game_ended_event_type
from ..models.sparks_game_ended_event_winner_type_0 import (
    SparksGameEndedEventWinnerType0,
    check_sparks_game_ended_event_winner_type_0,
)
from ..models.sparks_game_ended_event_winners_item import (
    SparksGameEndedEventWinnersItem,
    check_sparks_game_ended_event_winners_item,
)

if TYPE_CHECKING:
    from ..models.sparks_game_ended_event_scores import SparksGameEndedEventScores


T = TypeVar("T", bound="SparksGameEndedEvent")


@_attrs_define
class SparksGameEndedEvent:
    """The game ended (FS-END).

    Attributes:
        ranking (list[SparksGameEndedEventRankingItem]): Every seat, best first; ties broken by turn order.
        reason (SparksGameEndedEventReason): Why it ended: a clan of 13 (FS-END-1), no members left (FS-END-2) or a
            repeated table (FS-END-5).
        round_ (int): The round the game ended in.
        scores (SparksGameEndedEventScores): Each seat's score, keyed by seat.
        type_ (SparksGameEndedEventType): The event type.
        winner (None | SparksGameEndedEventWinnerType0): The one winner, or null when several seats tie at the top.
        winners (list[SparksGameEndedEventWinnersItem]): Every seat tied at the top: most members, then most food (OQ-
            FS-17).
    """

    ranking: list[SparksGameEndedEventRankingItem]
    reason: SparksGameEndedEventReason
    round_: int
    scores: SparksGameEndedEventScores
    type_: SparksGameEndedEventType
    winner: None | SparksGameEndedEventWinnerType0
    winners: list[SparksGameEndedEventWinnersItem]

    def to_dict(self) -> dict[str, Any]:
        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item: str = ranking_item_data
            ranking.append(ranking_item)

        reason: str = self.reason

        round_ = self.round_

        scores = self.scores.to_dict()

        type_: str = self.type_

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
                "type": type_,
                "winner": winner,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_game_ended_event_scores import SparksGameEndedEventScores  # noqa: PLC0415

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = check_sparks_game_ended_event_ranking_item(ranking_item_data)

            ranking.append(ranking_item)

        reason = check_sparks_game_ended_event_reason(d.pop("reason"))

        round_ = d.pop("round")

        scores = SparksGameEndedEventScores.from_dict(d.pop("scores"))

        type_ = check_sparks_game_ended_event_type(d.pop("type"))

        def _parse_winner(data: object) -> None | SparksGameEndedEventWinnerType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_sparks_game_ended_event_winner_type_0(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksGameEndedEventWinnerType0, data)

        winner = _parse_winner(d.pop("winner"))

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in _winners:
            winners_item = check_sparks_game_ended_event_winners_item(winners_item_data)

            winners.append(winners_item)

        sparks_game_ended_event = cls(
            ranking=ranking,
            reason=reason,
            round_=round_,
            scores=scores,
            type_=type_,
            winner=winner,
            winners=winners,
        )

        return sparks_game_ended_event
