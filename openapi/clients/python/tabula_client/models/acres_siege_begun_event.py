from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_siege_begun_event_seat import AcresSiegeBegunEventSeat, check_acres_siege_begun_event_seat
from ..models.acres_siege_begun_event_type import AcresSiegeBegunEventType, check_acres_siege_begun_event_type

T = TypeVar("T", bound="AcresSiegeBegunEvent")


@_attrs_define
class AcresSiegeBegunEvent:
    """A seat besieges a location on its own track; siege_card goes onto it (AC-SIEGE-1..10).

    Attributes:
        cards (list[AcresCard]): Via and transport, to the discard pile.
        cost (int): Money paid.
        defence (int): The location's defence.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresSiegeBegunEventSeat): The seat the event is about (usually the one who acted).
        siege_card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card
            (data/acres.json).
        strength (int): The siege card's strength.
        type_ (AcresSiegeBegunEventType): The event type.
        value (int): The siege value after the defence and the first card.
    """

    cards: list[AcresCard]
    cost: int
    defence: int
    location: AcresLocation
    seat: AcresSiegeBegunEventSeat
    siege_card: AcresCard
    strength: int
    type_: AcresSiegeBegunEventType
    value: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        cost = self.cost

        defence = self.defence

        location: str = self.location

        seat: str = self.seat

        siege_card: str = self.siege_card

        strength = self.strength

        type_: str = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "cost": cost,
                "defence": defence,
                "location": location,
                "seat": seat,
                "siege_card": siege_card,
                "strength": strength,
                "type": type_,
                "value": value,
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

        defence = d.pop("defence")

        location = check_acres_location(d.pop("location"))

        seat = check_acres_siege_begun_event_seat(d.pop("seat"))

        siege_card = check_acres_card(d.pop("siege_card"))

        strength = d.pop("strength")

        type_ = check_acres_siege_begun_event_type(d.pop("type"))

        value = d.pop("value")

        acres_siege_begun_event = cls(
            cards=cards,
            cost=cost,
            defence=defence,
            location=location,
            seat=seat,
            siege_card=siege_card,
            strength=strength,
            type_=type_,
            value=value,
        )

        return acres_siege_begun_event
