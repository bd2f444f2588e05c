from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_redraw_decision_kind import AcresRedrawDecisionKind, check_acres_redraw_decision_kind
from ..models.acres_redraw_decision_seat import AcresRedrawDecisionSeat, check_acres_redraw_decision_seat

T = TypeVar("T", bound="AcresRedrawDecision")


@_attrs_define
class AcresRedrawDecision:
    """french_siege_redraw (AC-VAR-5): the French won a siege at their check; discard a card from hand and draw one, or
    not.

        Attributes:
            kind (AcresRedrawDecisionKind): The kind of question.
            seat (AcresRedrawDecisionSeat): The seat that must answer.
    """

    kind: AcresRedrawDecisionKind
    seat: AcresRedrawDecisionSeat

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_acres_redraw_decision_kind(d.pop("kind"))

        seat = check_acres_redraw_decision_seat(d.pop("seat"))

        acres_redraw_decision = cls(
            kind=kind,
            seat=seat,
        )

        return acres_redraw_decision
