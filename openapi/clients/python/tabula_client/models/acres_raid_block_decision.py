from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_raid_block_decision_by import AcresRaidBlockDecisionBy, check_acres_raid_block_decision_by
from ..models.acres_raid_block_decision_kind import AcresRaidBlockDecisionKind, check_acres_raid_block_decision_kind
from ..models.acres_raid_block_decision_seat import AcresRaidBlockDecisionSeat, check_acres_raid_block_decision_seat

T = TypeVar("T", bound="AcresRaidBlockDecision")


@_attrs_define
class AcresRaidBlockDecision:
    """Block the raid on your location with a blocking card or its own location card, or not (AC-RAID-11).

    Attributes:
        by (AcresRaidBlockDecisionBy): Who caused the decision: the raider, the ambusher, the player of a Priest or
            Indian Leader.
        kind (AcresRaidBlockDecisionKind): The kind of question.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresRaidBlockDecisionSeat): The seat that must answer.
    """

    by: AcresRaidBlockDecisionBy
    kind: AcresRaidBlockDecisionKind
    location: AcresLocation
    seat: AcresRaidBlockDecisionSeat

    def to_dict(self) -> dict[str, Any]:
        by: str = self.by

        kind: str = self.kind

        location: str = self.location

        seat: str = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "kind": kind,
                "location": location,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = check_acres_raid_block_decision_by(d.pop("by"))

        kind = check_acres_raid_block_decision_kind(d.pop("kind"))

        location = check_acres_location(d.pop("location"))

        seat = check_acres_raid_block_decision_seat(d.pop("seat"))

        acres_raid_block_decision = cls(
            by=by,
            kind=kind,
            location=location,
            seat=seat,
        )

        return acres_raid_block_decision
