from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_ambush_loss_decision_by import AcresAmbushLossDecisionBy, check_acres_ambush_loss_decision_by
from ..models.acres_ambush_loss_decision_kind import AcresAmbushLossDecisionKind, check_acres_ambush_loss_decision_kind
from ..models.acres_ambush_loss_decision_seat import AcresAmbushLossDecisionSeat, check_acres_ambush_loss_decision_seat

T = TypeVar("T", bound="AcresAmbushLossDecision")


@_attrs_define
class AcresAmbushLossDecision:
    """Give up a card with the ambush symbol from hand or reserve (AC-AMBUSH-3).

    Attributes:
        by (AcresAmbushLossDecisionBy): Who caused the decision: the raider, the ambusher, the player of a Priest or
            Indian Leader.
        kind (AcresAmbushLossDecisionKind): The kind of question.
        seat (AcresAmbushLossDecisionSeat): The seat that must answer.
    """

    by: AcresAmbushLossDecisionBy
    kind: AcresAmbushLossDecisionKind
    seat: AcresAmbushLossDecisionSeat

    def to_dict(self) -> dict[str, Any]:
        by: str = self.by

        kind: str = self.kind

        seat: str = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = check_acres_ambush_loss_decision_by(d.pop("by"))

        kind = check_acres_ambush_loss_decision_kind(d.pop("kind"))

        seat = check_acres_ambush_loss_decision_seat(d.pop("seat"))

        acres_ambush_loss_decision = cls(
            by=by,
            kind=kind,
            seat=seat,
        )

        return acres_ambush_loss_decision
