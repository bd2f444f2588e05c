from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_table_view_result_type_0_reason import (
    AcresTableViewResultType0Reason,
    check_acres_table_view_result_type_0_reason,
)
from ..models.acres_table_view_result_type_0_winner import (
    AcresTableViewResultType0Winner,
    check_acres_table_view_result_type_0_winner,
)

if TYPE_CHECKING:
    from ..models.acres_table_view_result_type_0_scores import AcresTableViewResultType0Scores


T = TypeVar("T", bound="AcresTableViewResultType0")


@_attrs_define
class AcresTableViewResultType0:
    """The outcome once the game is over; null while it runs.

    Attributes:
        reason (AcresTableViewResultType0Reason): Why the game ended (AC-END-1..6; fort_duquesne: AC-VAR-2).
        scores (AcresTableViewResultType0Scores): The final scores of both seats.
        winner (AcresTableViewResultType0Winner): The winner (the French win equal totals, AC-SCORE-4).
    """

    reason: AcresTableViewResultType0Reason
    scores: AcresTableViewResultType0Scores
    winner: AcresTableViewResultType0Winner

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
        from ..models.acres_table_view_result_type_0_scores import AcresTableViewResultType0Scores  # noqa: PLC0415

        d = dict(src_dict)
        reason = check_acres_table_view_result_type_0_reason(d.pop("reason"))

        scores = AcresTableViewResultType0Scores.from_dict(d.pop("scores"))

        winner = check_acres_table_view_result_type_0_winner(d.pop("winner"))

        acres_table_view_result_type_0 = cls(
            reason=reason,
            scores=scores,
            winner=winner,
        )

        return acres_table_view_result_type_0
