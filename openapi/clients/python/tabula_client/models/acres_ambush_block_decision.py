from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_ambush_block_decision_by import AcresAmbushBlockDecisionBy, check_acres_ambush_block_decision_by
from ..models.acres_ambush_block_decision_kind import (
    AcresAmbushBlockDecisionKind,
    check_acres_ambush_block_decision_kind,
)
from ..models.acres_ambush_block_decision_seat import (
    AcresAmbushBlockDecisionSeat,
    check_acres_ambush_block_decision_seat,
)

T = TypeVar("T", bound="AcresAmbushBlockDecision")


@_attrs_define
class AcresAmbushBlockDecision:
    """Block the ambush with a card that blocks ambushes, or not (AC-AMBUSH-2).

    Attributes:
        by (AcresAmbushBlockDecisionBy): Who caused the decision: the raider, the ambusher, the player of a Priest or
            Indian Leader.
        kind (AcresAmbushBlockDecisionKind): The kind of question.
        seat (AcresAmbushBlockDecisionSeat): The seat that must answer.
    """

    by: AcresAmbushBlockDecisionBy
    kind: AcresAmbushBlockDecisionKind
    seat: AcresAmbushBlockDecisionSeat

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
        by = check_acres_ambush_block_decision_by(d.pop("by"))

        kind = check_acres_ambush_block_decision_kind(d.pop("kind"))

        seat = check_acres_ambush_block_decision_seat(d.pop("seat"))

        acres_ambush_block_decision = cls(
            by=by,
            kind=kind,
            seat=seat,
        )

        return acres_ambush_block_decision
