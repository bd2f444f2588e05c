from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.acres_score import AcresScore


T = TypeVar("T", bound="AcresResultScores")


@_attrs_define
class AcresResultScores:
    """The final scores of both seats.

    Attributes:
        british (AcresScore): One seat's score (AC-SCORE-1..3).
        french (AcresScore): One seat's score (AC-SCORE-1..3).
    """

    british: AcresScore
    french: AcresScore

    def to_dict(self) -> dict[str, Any]:
        british = self.british.to_dict()

        french = self.french.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "british": british,
                "french": french,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_score import AcresScore  # noqa: PLC0415

        d = dict(src_dict)
        british = AcresScore.from_dict(d.pop("british"))

        french = AcresScore.from_dict(d.pop("french"))

        acres_result_scores = cls(
            british=british,
            french=french,
        )

        return acres_result_scores
