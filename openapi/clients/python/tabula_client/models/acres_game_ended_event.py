from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_game_ended_event_reason import AcresGameEndedEventReason, check_acres_game_ended_event_reason
from ..models.acres_game_ended_event_type import AcresGameEndedEventType, check_acres_game_ended_event_type
from ..models.acres_game_ended_event_winner import AcresGameEndedEventWinner, check_acres_game_ended_event_winner

if TYPE_CHECKING:
    from ..models.acres_game_ended_event_scores import AcresGameEndedEventScores


T = TypeVar("T", bound="AcresGameEndedEvent")


@_attrs_define
class AcresGameEndedEvent:
    """The game ended.

    Attributes:
        reason (AcresGameEndedEventReason): Why the game ended (AC-END-1..6; fort_duquesne: AC-VAR-2).
        scores (AcresGameEndedEventScores): The final scores of both seats.
        type_ (AcresGameEndedEventType): The event type.
        winner (AcresGameEndedEventWinner): The winner (the French win equal totals, AC-SCORE-4).
    """

    reason: AcresGameEndedEventReason
    scores: AcresGameEndedEventScores
    type_: AcresGameEndedEventType
    winner: AcresGameEndedEventWinner

    def to_dict(self) -> dict[str, Any]:
        reason: str = self.reason

        scores = self.scores.to_dict()

        type_: str = self.type_

        winner: str = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "scores": scores,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_game_ended_event_scores import AcresGameEndedEventScores  # noqa: PLC0415

        d = dict(src_dict)
        reason = check_acres_game_ended_event_reason(d.pop("reason"))

        scores = AcresGameEndedEventScores.from_dict(d.pop("scores"))

        type_ = check_acres_game_ended_event_type(d.pop("type"))

        winner = check_acres_game_ended_event_winner(d.pop("winner"))

        acres_game_ended_event = cls(
            reason=reason,
            scores=scores,
            type_=type_,
            winner=winner,
        )

        return acres_game_ended_event
