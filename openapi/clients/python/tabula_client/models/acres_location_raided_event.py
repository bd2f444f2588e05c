from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_raided_event_piece import (
    AcresLocationRaidedEventPiece,
    check_acres_location_raided_event_piece,
)
from ..models.acres_location_raided_event_seat import (
    AcresLocationRaidedEventSeat,
    check_acres_location_raided_event_seat,
)
from ..models.acres_location_raided_event_type import (
    AcresLocationRaidedEventType,
    check_acres_location_raided_event_type,
)

T = TypeVar("T", bound="AcresLocationRaidedEvent")


@_attrs_define
class AcresLocationRaidedEvent:
    """A raid succeeded: the piece is captured (AC-RAID-13/14).

    Attributes:
        location (AcresLocation): A location id of the board (data/acres.json).
        piece (AcresLocationRaidedEventPiece): The piece captured.
        replaced (bool): A town fell back to a village (AC-RAID-14); else the location became neutral.
        seat (AcresLocationRaidedEventSeat): The raider.
        type_ (AcresLocationRaidedEventType): The event type.
    """

    location: AcresLocation
    piece: AcresLocationRaidedEventPiece
    replaced: bool
    seat: AcresLocationRaidedEventSeat
    type_: AcresLocationRaidedEventType

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        piece: str = self.piece

        replaced = self.replaced

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "piece": piece,
                "replaced": replaced,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = check_acres_location(d.pop("location"))

        piece = check_acres_location_raided_event_piece(d.pop("piece"))

        replaced = d.pop("replaced")

        seat = check_acres_location_raided_event_seat(d.pop("seat"))

        type_ = check_acres_location_raided_event_type(d.pop("type"))

        acres_location_raided_event = cls(
            location=location,
            piece=piece,
            replaced=replaced,
            seat=seat,
            type_=type_,
        )

        return acres_location_raided_event
