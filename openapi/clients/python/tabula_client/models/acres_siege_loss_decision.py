from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_siege_loss_decision_kind import AcresSiegeLossDecisionKind, check_acres_siege_loss_decision_kind
from ..models.acres_siege_loss_decision_seat import AcresSiegeLossDecisionSeat, check_acres_siege_loss_decision_seat
from ..models.acres_siege_loss_decision_siege import AcresSiegeLossDecisionSiege, check_acres_siege_loss_decision_siege

T = TypeVar("T", bound="AcresSiegeLossDecision")


@_attrs_define
class AcresSiegeLossDecision:
    """Choose which of your empire cards in the lost siege goes back (AC-SIEGE-30).

    Attributes:
        kind (AcresSiegeLossDecisionKind): The kind of question.
        seat (AcresSiegeLossDecisionSeat): The seat that must answer.
        siege (AcresSiegeLossDecisionSiege): The siege the decision is about, named by its attacker.
    """

    kind: AcresSiegeLossDecisionKind
    seat: AcresSiegeLossDecisionSeat
    siege: AcresSiegeLossDecisionSiege

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        siege: str = self.siege

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "siege": siege,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_acres_siege_loss_decision_kind(d.pop("kind"))

        seat = check_acres_siege_loss_decision_seat(d.pop("seat"))

        siege = check_acres_siege_loss_decision_siege(d.pop("siege"))

        acres_siege_loss_decision = cls(
            kind=kind,
            seat=seat,
            siege=siege,
        )

        return acres_siege_loss_decision
