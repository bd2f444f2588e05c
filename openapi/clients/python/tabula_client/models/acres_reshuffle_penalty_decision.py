from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_reshuffle_penalty_decision_kind import (
    AcresReshufflePenaltyDecisionKind,
    check_acres_reshuffle_penalty_decision_kind,
)
from ..models.acres_reshuffle_penalty_decision_seat import (
    AcresReshufflePenaltyDecisionSeat,
    check_acres_reshuffle_penalty_decision_seat,
)

T = TypeVar("T", bound="AcresReshufflePenaltyDecision")


@_attrs_define
class AcresReshufflePenaltyDecision:
    """Discard a card of your hand: your refill's reshuffle went unpaid (AC-VAR-0).

    Attributes:
        kind (AcresReshufflePenaltyDecisionKind): The kind of question.
        seat (AcresReshufflePenaltyDecisionSeat): The seat that must answer.
    """

    kind: AcresReshufflePenaltyDecisionKind
    seat: AcresReshufflePenaltyDecisionSeat

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
        kind = check_acres_reshuffle_penalty_decision_kind(d.pop("kind"))

        seat = check_acres_reshuffle_penalty_decision_seat(d.pop("seat"))

        acres_reshuffle_penalty_decision = cls(
            kind=kind,
            seat=seat,
        )

        return acres_reshuffle_penalty_decision
