from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_discard_tool_decision_kind import (
    SparksDiscardToolDecisionKind,
    check_sparks_discard_tool_decision_kind,
)
from ..models.sparks_discard_tool_decision_seat import (
    SparksDiscardToolDecisionSeat,
    check_sparks_discard_tool_decision_seat,
)

T = TypeVar("T", bound="SparksDiscardToolDecision")


@_attrs_define
class SparksDiscardToolDecision:
    """Discard a tool: the clan holds more than its limit (FS-CARD-7).

    Attributes:
        card (int): The card just gained.
        kind (SparksDiscardToolDecisionKind): The decision.
        seat (SparksDiscardToolDecisionSeat): The seat to decide.
    """

    card: int
    kind: SparksDiscardToolDecisionKind
    seat: SparksDiscardToolDecisionSeat

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind: str = self.kind

        seat: str = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        kind = check_sparks_discard_tool_decision_kind(d.pop("kind"))

        seat = check_sparks_discard_tool_decision_seat(d.pop("seat"))

        sparks_discard_tool_decision = cls(
            card=card,
            kind=kind,
            seat=seat,
        )

        return sparks_discard_tool_decision
