from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_abandoned_event_piece import (
    AcresLocationAbandonedEventPiece,
    check_acres_location_abandoned_event_piece,
)
from ..models.acres_location_abandoned_event_seat import (
    AcresLocationAbandonedEventSeat,
    check_acres_location_abandoned_event_seat,
)
from ..models.acres_location_abandoned_event_type import (
    AcresLocationAbandonedEventType,
    check_acres_location_abandoned_event_type,
)

T = TypeVar("T", bound="AcresLocationAbandonedEvent")


@_attrs_define
class AcresLocationAbandonedEvent:
    """Under governor_loses_control (AC-VAR-14) the Governor returned the card of a location the seat held: its piece went
    back to stock and the location is neutral.

        Attributes:
            fort_returned (bool): A fortification disc went back to the stock.
            location (AcresLocation): A location id of the board (data/acres.json).
            piece (AcresLocationAbandonedEventPiece): The piece taken back to stock.
            seat (AcresLocationAbandonedEventSeat): The seat the event is about (usually the one who acted).
            type_ (AcresLocationAbandonedEventType): The event type.
    """

    fort_returned: bool
    location: AcresLocation
    piece: AcresLocationAbandonedEventPiece
    seat: AcresLocationAbandonedEventSeat
    type_: AcresLocationAbandonedEventType

    def to_dict(self) -> dict[str, Any]:
        fort_returned = self.fort_returned

        location: str = self.location

        piece: str = self.piece

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fort_returned": fort_returned,
                "location": location,
                "piece": piece,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fort_returned = d.pop("fort_returned")

        location = check_acres_location(d.pop("location"))

        piece = check_acres_location_abandoned_event_piece(d.pop("piece"))

        seat = check_acres_location_abandoned_event_seat(d.pop("seat"))

        type_ = check_acres_location_abandoned_event_type(d.pop("type"))

        acres_location_abandoned_event = cls(
            fort_returned=fort_returned,
            location=location,
            piece=piece,
            seat=seat,
            type_=type_,
        )

        return acres_location_abandoned_event
