from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_fortified_event_seat import (
    AcresLocationFortifiedEventSeat,
    check_acres_location_fortified_event_seat,
)
from ..models.acres_location_fortified_event_type import (
    AcresLocationFortifiedEventType,
    check_acres_location_fortified_event_type,
)

T = TypeVar("T", bound="AcresLocationFortifiedEvent")


@_attrs_define
class AcresLocationFortifiedEvent:
    """A fortification disc was placed (AC-FORTIFY-1..3).

    Attributes:
        cards (list[AcresCard]): The location card and the Fortification card, to the discard pile.
        cost (int): Money paid.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresLocationFortifiedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresLocationFortifiedEventType): The event type.
    """

    cards: list[AcresCard]
    cost: int
    location: AcresLocation
    seat: AcresLocationFortifiedEventSeat
    type_: AcresLocationFortifiedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        cost = self.cost

        location: str = self.location

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "cost": cost,
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

        cost = d.pop("cost")

        location = check_acres_location(d.pop("location"))

        seat = check_acres_location_fortified_event_seat(d.pop("seat"))

        type_ = check_acres_location_fortified_event_type(d.pop("type"))

        acres_location_fortified_event = cls(
            cards=cards,
            cost=cost,
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_location_fortified_event
