from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_intendant_used_event_seat import AcresIntendantUsedEventSeat, check_acres_intendant_used_event_seat
from ..models.acres_intendant_used_event_type import AcresIntendantUsedEventType, check_acres_intendant_used_event_type

T = TypeVar("T", bound="AcresIntendantUsedEvent")


@_attrs_define
class AcresIntendantUsedEvent:
    """The Intendant took a card from the discard pile into the hand (AC-INTENDANT-1).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        cost (int): Money paid.
        intendant (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresIntendantUsedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresIntendantUsedEventType): The event type.
    """

    card: AcresCard
    cost: int
    intendant: AcresCard
    seat: AcresIntendantUsedEventSeat
    type_: AcresIntendantUsedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        cost = self.cost

        intendant: str = self.intendant

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cost": cost,
                "intendant": intendant,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        cost = d.pop("cost")

        intendant = check_acres_card(d.pop("intendant"))

        seat = check_acres_intendant_used_event_seat(d.pop("seat"))

        type_ = check_acres_intendant_used_event_type(d.pop("type"))

        acres_intendant_used_event = cls(
            card=card,
            cost=cost,
            intendant=intendant,
            seat=seat,
            type_=type_,
        )

        return acres_intendant_used_event
