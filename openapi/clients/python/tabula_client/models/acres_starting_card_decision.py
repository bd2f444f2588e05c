from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_starting_card_decision_kind import (
    AcresStartingCardDecisionKind,
    check_acres_starting_card_decision_kind,
)
from ..models.acres_starting_card_decision_seat import (
    AcresStartingCardDecisionSeat,
    check_acres_starting_card_decision_seat,
)

T = TypeVar("T", bound="AcresStartingCardDecision")


@_attrs_define
class AcresStartingCardDecision:
    """french_start_card (AC-VAR-13): before their opening draw the French add one of their available empire cards to their
    starting deck.

        Attributes:
            kind (AcresStartingCardDecisionKind): The kind of question.
            seat (AcresStartingCardDecisionSeat): The seat that must answer.
    """

    kind: AcresStartingCardDecisionKind
    seat: AcresStartingCardDecisionSeat

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
        kind = check_acres_starting_card_decision_kind(d.pop("kind"))

        seat = check_acres_starting_card_decision_seat(d.pop("seat"))

        acres_starting_card_decision = cls(
            kind=kind,
            seat=seat,
        )

        return acres_starting_card_decision
