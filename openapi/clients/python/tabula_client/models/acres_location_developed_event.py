from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_developed_event_seat import (
    AcresLocationDevelopedEventSeat,
    check_acres_location_developed_event_seat,
)
from ..models.acres_location_developed_event_type import (
    AcresLocationDevelopedEventType,
    check_acres_location_developed_event_type,
)

T = TypeVar("T", bound="AcresLocationDevelopedEvent")


@_attrs_define
class AcresLocationDevelopedEvent:
    """A village became a town (AC-DEVELOP-1..3).

    Attributes:
        cards (list[AcresCard]): The location card and the settler card, to the discard pile.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresLocationDevelopedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresLocationDevelopedEventType): The event type.
    """

    cards: list[AcresCard]
    location: AcresLocation
    seat: AcresLocationDevelopedEventSeat
    type_: AcresLocationDevelopedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        location: str = self.location

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "location": location,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_acres_card(cards_item_data)

            cards.append(cards_item)

        location = check_acres_location(d.pop("location"))

        seat = check_acres_location_developed_event_seat(d.pop("seat"))

        type_ = check_acres_location_developed_event_type(d.pop("type"))

        acres_location_developed_event = cls(
            cards=cards,
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_location_developed_event
