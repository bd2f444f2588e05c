from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_raid_blocked_event_seat import AcresRaidBlockedEventSeat, check_acres_raid_blocked_event_seat
from ..models.acres_raid_blocked_event_type import AcresRaidBlockedEventType, check_acres_raid_blocked_event_type

T = TypeVar("T", bound="AcresRaidBlockedEvent")


@_attrs_define
class AcresRaidBlockedEvent:
    """The raided seat blocked the raid (AC-RAID-11).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresRaidBlockedEventSeat): The raided seat.
        type_ (AcresRaidBlockedEventType): The event type.
    """

    card: AcresCard
    location: AcresLocation
    seat: AcresRaidBlockedEventSeat
    type_: AcresRaidBlockedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        location: str = self.location

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "location": location,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        location = check_acres_location(d.pop("location"))

        seat = check_acres_raid_blocked_event_seat(d.pop("seat"))

        type_ = check_acres_raid_blocked_event_type(d.pop("type"))

        acres_raid_blocked_event = cls(
            card=card,
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_raid_blocked_event
