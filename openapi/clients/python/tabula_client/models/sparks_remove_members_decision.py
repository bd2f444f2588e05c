from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_remove_members_decision_kind import (
    SparksRemoveMembersDecisionKind,
    check_sparks_remove_members_decision_kind,
)
from ..models.sparks_remove_members_decision_seat import (
    SparksRemoveMembersDecisionSeat,
    check_sparks_remove_members_decision_seat,
)

T = TypeVar("T", bound="SparksRemoveMembersDecision")


@_attrs_define
class SparksRemoveMembersDecision:
    """Remove members the clan could not feed (FS-FEED-2).

    Attributes:
        count (int): How many members to remove.
        kind (SparksRemoveMembersDecisionKind): The decision.
        seat (SparksRemoveMembersDecisionSeat): The seat to decide.
    """

    count: int
    kind: SparksRemoveMembersDecisionKind
    seat: SparksRemoveMembersDecisionSeat

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        kind: str = self.kind

        seat: str = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        kind = check_sparks_remove_members_decision_kind(d.pop("kind"))

        seat = check_sparks_remove_members_decision_seat(d.pop("seat"))

        sparks_remove_members_decision = cls(
            count=count,
            kind=kind,
            seat=seat,
        )

        return sparks_remove_members_decision
