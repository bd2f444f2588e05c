from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_position_result_type_0_reason import (
    AcresPositionResultType0Reason,
    check_acres_position_result_type_0_reason,
)
from ..models.acres_position_result_type_0_winner import (
    AcresPositionResultType0Winner,
    check_acres_position_result_type_0_winner,
)

if TYPE_CHECKING:
    from ..models.acres_position_result_type_0_scores import AcresPositionResultType0Scores


T = TypeVar("T", bound="AcresPositionResultType0")


@_attrs_define
class AcresPositionResultType0:
    """The outcome once the game is over; null while it runs.

    Attributes:
        reason (AcresPositionResultType0Reason): Why the game ended (AC-END-1..6; fort_duquesne: AC-VAR-2).
        scores (AcresPositionResultType0Scores): The final scores of both seats.
        winner (AcresPositionResultType0Winner): The winner (the French win equal totals, AC-SCORE-4).
    """

    reason: AcresPositionResultType0Reason
    scores: AcresPositionResultType0Scores
    winner: AcresPositionResultType0Winner

    def to_dict(self) -> dict[str, Any]:
        reason: str = self.reason

        scores = self.scores.to_dict()

        winner: str = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "scores": scores,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_position_result_type_0_scores import AcresPositionResultType0Scores  # noqa: PLC0415

        d = dict(src_dict)
        reason = check_acres_position_result_type_0_reason(d.pop("reason"))

        scores = AcresPositionResultType0Scores.from_dict(d.pop("scores"))

        winner = check_acres_position_result_type_0_winner(d.pop("winner"))

        acres_position_result_type_0 = cls(
            reason=reason,
            scores=scores,
            winner=winner,
        )

        return acres_position_result_type_0
