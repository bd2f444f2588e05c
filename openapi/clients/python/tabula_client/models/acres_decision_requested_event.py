from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_decision_requested_event_by import (
    AcresDecisionRequestedEventBy,
    check_acres_decision_requested_event_by,
)
from ..models.acres_decision_requested_event_kind import (
    AcresDecisionRequestedEventKind,
    check_acres_decision_requested_event_kind,
)
from ..models.acres_decision_requested_event_seat import (
    AcresDecisionRequestedEventSeat,
    check_acres_decision_requested_event_seat,
)
from ..models.acres_decision_requested_event_siege import (
    AcresDecisionRequestedEventSiege,
    check_acres_decision_requested_event_siege,
)
from ..models.acres_decision_requested_event_type import (
    AcresDecisionRequestedEventType,
    check_acres_decision_requested_event_type,
)
from ..models.acres_location import AcresLocation, check_acres_location
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresDecisionRequestedEvent")


@_attrs_define
class AcresDecisionRequestedEvent:
    """A decision is added to the pending list; its seat must answer.

    Attributes:
        kind (AcresDecisionRequestedEventKind): The kind of question.
        seat (AcresDecisionRequestedEventSeat): The seat that must answer.
        type_ (AcresDecisionRequestedEventType): The event type.
        by (AcresDecisionRequestedEventBy | Unset): Who caused the decision: the raider, the ambusher, the player of a
            Priest or Indian Leader.
        location (AcresLocation | Unset): A location id of the board (data/acres.json).
        settler_needed (bool | Unset): Occupy: the location shows a settler symbol, so occupying needs a settler card
            (AC-SIEGE-23).
        siege (AcresDecisionRequestedEventSiege | Unset): The siege the decision is about, named by its attacker.
    """

    kind: AcresDecisionRequestedEventKind
    seat: AcresDecisionRequestedEventSeat
    type_: AcresDecisionRequestedEventType
    by: AcresDecisionRequestedEventBy | Unset = UNSET
    location: AcresLocation | Unset = UNSET
    settler_needed: bool | Unset = UNSET
    siege: AcresDecisionRequestedEventSiege | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        type_: str = self.type_

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
                "type": type_,
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
        kind = check_acres_decision_requested_event_kind(d.pop("kind"))

        seat = check_acres_decision_requested_event_seat(d.pop("seat"))

        type_ = check_acres_decision_requested_event_type(d.pop("type"))

        _by = d.pop("by", UNSET)
        by: AcresDecisionRequestedEventBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = check_acres_decision_requested_event_by(_by)

        _location = d.pop("location", UNSET)
        location: AcresLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_acres_location(_location)

        settler_needed = d.pop("settler_needed", UNSET)

        _siege = d.pop("siege", UNSET)
        siege: AcresDecisionRequestedEventSiege | Unset
        if isinstance(_siege, Unset):
            siege = UNSET
        else:
            siege = check_acres_decision_requested_event_siege(_siege)

        acres_decision_requested_event = cls(
            kind=kind,
            seat=seat,
            type_=type_,
            by=by,
            location=location,
            settler_needed=settler_needed,
            siege=siege,
        )

        return acres_decision_requested_event
