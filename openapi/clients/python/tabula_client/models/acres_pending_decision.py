from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_pending_decision_by import AcresPendingDecisionBy, check_acres_pending_decision_by
from ..models.acres_pending_decision_kind import AcresPendingDecisionKind, check_acres_pending_decision_kind
from ..models.acres_pending_decision_seat import AcresPendingDecisionSeat, check_acres_pending_decision_seat
from ..models.acres_pending_decision_siege import AcresPendingDecisionSiege, check_acres_pending_decision_siege
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresPendingDecision")


@_attrs_define
class AcresPendingDecision:
    """A question awaiting an answer: `seat` must answer it before anything else happens; the context fields depend on
    `kind` (see the decisions).

        Attributes:
            kind (AcresPendingDecisionKind): The kind of question.
            seat (AcresPendingDecisionSeat): The seat that must answer.
            by (AcresPendingDecisionBy | Unset): Who caused the decision: the raider, the ambusher, the player of a Priest
                or Indian Leader.
            location (AcresLocation | Unset): A location id of the board (data/acres.json).
            settler_needed (bool | Unset): Occupy: the location shows a settler symbol, so occupying needs a settler card
                (AC-SIEGE-23).
            siege (AcresPendingDecisionSiege | Unset): The siege the decision is about, named by its attacker.
    """

    kind: AcresPendingDecisionKind
    seat: AcresPendingDecisionSeat
    by: AcresPendingDecisionBy | Unset = UNSET
    location: AcresLocation | Unset = UNSET
    settler_needed: bool | Unset = UNSET
    siege: AcresPendingDecisionSiege | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by

        location: str | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location

        settler_needed = self.settler_needed

        siege: str | Unset = UNSET
        if not isinstance(self.siege, Unset):
            siege = self.siege

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by
        if location is not UNSET:
            field_dict["location"] = location
        if settler_needed is not UNSET:
            field_dict["settler_needed"] = settler_needed
        if siege is not UNSET:
            field_dict["siege"] = siege

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_acres_pending_decision_kind(d.pop("kind"))

        seat = check_acres_pending_decision_seat(d.pop("seat"))

        _by = d.pop("by", UNSET)
        by: AcresPendingDecisionBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = check_acres_pending_decision_by(_by)

        _location = d.pop("location", UNSET)
        location: AcresLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_acres_location(_location)

        settler_needed = d.pop("settler_needed", UNSET)

        _siege = d.pop("siege", UNSET)
        siege: AcresPendingDecisionSiege | Unset
        if isinstance(_siege, Unset):
            siege = UNSET
        else:
            siege = check_acres_pending_decision_siege(_siege)

        acres_pending_decision = cls(
            kind=kind,
            seat=seat,
            by=by,
            location=location,
            settler_needed=settler_needed,
            siege=siege,
        )

        return acres_pending_decision
