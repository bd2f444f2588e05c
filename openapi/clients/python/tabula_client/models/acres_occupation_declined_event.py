from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_occupation_declined_event_seat import (
    AcresOccupationDeclinedEventSeat,
    check_acres_occupation_declined_event_seat,
)
from ..models.acres_occupation_declined_event_type import (
    AcresOccupationDeclinedEventType,
    check_acres_occupation_declined_event_type,
)

T = TypeVar("T", bound="AcresOccupationDeclinedEvent")


@_attrs_define
class AcresOccupationDeclinedEvent:
    """The siege's winner placed no cube (AC-SIEGE-26).

    Attributes:
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresOccupationDeclinedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresOccupationDeclinedEventType): The event type.
    """

    location: AcresLocation
    seat: AcresOccupationDeclinedEventSeat
    type_: AcresOccupationDeclinedEventType

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = check_acres_location(d.pop("location"))

        seat = check_acres_occupation_declined_event_seat(d.pop("seat"))

        type_ = check_acres_occupation_declined_event_type(d.pop("type"))

        acres_occupation_declined_event = cls(
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_occupation_declined_event
