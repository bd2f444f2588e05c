from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_keep_or_box_decision_kind import (
    SparksKeepOrBoxDecisionKind,
    check_sparks_keep_or_box_decision_kind,
)
from ..models.sparks_keep_or_box_decision_seat import (
    SparksKeepOrBoxDecisionSeat,
    check_sparks_keep_or_box_decision_seat,
)

T = TypeVar("T", bound="SparksKeepOrBoxDecision")


@_attrs_define
class SparksKeepOrBoxDecision:
    """Keep or box the first offer nobody took (2 players, FS-2P-9).

    Attributes:
        card (int): The offered card.
        kind (SparksKeepOrBoxDecisionKind): The decision.
        seat (SparksKeepOrBoxDecisionSeat): The seat to decide.
    """

    card: int
    kind: SparksKeepOrBoxDecisionKind
    seat: SparksKeepOrBoxDecisionSeat

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

        kind = check_sparks_keep_or_box_decision_kind(d.pop("kind"))

        seat = check_sparks_keep_or_box_decision_seat(d.pop("seat"))

        sparks_keep_or_box_decision = cls(
            card=card,
            kind=kind,
            seat=seat,
        )

        return sparks_keep_or_box_decision
