from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_occupy_decision_kind import AcresOccupyDecisionKind, check_acres_occupy_decision_kind
from ..models.acres_occupy_decision_seat import AcresOccupyDecisionSeat, check_acres_occupy_decision_seat
from ..models.acres_occupy_decision_siege import AcresOccupyDecisionSiege, check_acres_occupy_decision_siege
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresOccupyDecision")


@_attrs_define
class AcresOccupyDecision:
    """Place a cube on the location your won siege emptied, or not (AC-SIEGE-23/24).

    Attributes:
        kind (AcresOccupyDecisionKind): The kind of question.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresOccupyDecisionSeat): The seat that must answer.
        siege (AcresOccupyDecisionSiege): The siege the decision is about, named by its attacker.
        settler_needed (bool | Unset): Occupy: the location shows a settler symbol, so occupying needs a settler card
            (AC-SIEGE-23).
    """

    kind: AcresOccupyDecisionKind
    location: AcresLocation
    seat: AcresOccupyDecisionSeat
    siege: AcresOccupyDecisionSiege
    settler_needed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        location: str = self.location

        seat: str = self.seat

        siege: str = self.siege

        settler_needed = self.settler_needed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "location": location,
                "seat": seat,
                "siege": siege,
            }
        )
        if settler_needed is not UNSET:
            field_dict["settler_needed"] = settler_needed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_acres_occupy_decision_kind(d.pop("kind"))

        location = check_acres_location(d.pop("location"))

        seat = check_acres_occupy_decision_seat(d.pop("seat"))

        siege = check_acres_occupy_decision_siege(d.pop("siege"))

        settler_needed = d.pop("settler_needed", UNSET)

        acres_occupy_decision = cls(
            kind=kind,
            location=location,
            seat=seat,
            siege=siege,
            settler_needed=settler_needed,
        )

        return acres_occupy_decision
