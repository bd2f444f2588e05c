from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_natives_demand_decision_by import (
    AcresNativesDemandDecisionBy,
    check_acres_natives_demand_decision_by,
)
from ..models.acres_natives_demand_decision_kind import (
    AcresNativesDemandDecisionKind,
    check_acres_natives_demand_decision_kind,
)
from ..models.acres_natives_demand_decision_seat import (
    AcresNativesDemandDecisionSeat,
    check_acres_natives_demand_decision_seat,
)

T = TypeVar("T", bound="AcresNativesDemandDecision")


@_attrs_define
class AcresNativesDemandDecision:
    """Give a neutral Native Americans card from hand or reserve (AC-PRIEST-2).

    Attributes:
        by (AcresNativesDemandDecisionBy): Who caused the decision: the raider, the ambusher, the player of a Priest or
            Indian Leader.
        kind (AcresNativesDemandDecisionKind): The kind of question.
        seat (AcresNativesDemandDecisionSeat): The seat that must answer.
    """

    by: AcresNativesDemandDecisionBy
    kind: AcresNativesDemandDecisionKind
    seat: AcresNativesDemandDecisionSeat

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
        by = check_acres_natives_demand_decision_by(d.pop("by"))

        kind = check_acres_natives_demand_decision_kind(d.pop("kind"))

        seat = check_acres_natives_demand_decision_seat(d.pop("seat"))

        acres_natives_demand_decision = cls(
            by=by,
            kind=kind,
            seat=seat,
        )

        return acres_natives_demand_decision
