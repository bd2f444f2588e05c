from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_siege_reinforced_event_seat import (
    AcresSiegeReinforcedEventSeat,
    check_acres_siege_reinforced_event_seat,
)
from ..models.acres_siege_reinforced_event_siege import (
    AcresSiegeReinforcedEventSiege,
    check_acres_siege_reinforced_event_siege,
)
from ..models.acres_siege_reinforced_event_type import (
    AcresSiegeReinforcedEventType,
    check_acres_siege_reinforced_event_type,
)

T = TypeVar("T", bound="AcresSiegeReinforcedEvent")


@_attrs_define
class AcresSiegeReinforcedEvent:
    """A card joined a siege (AC-REINFORCE-1..9).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        cost (int): Money paid.
        free (bool): A Military Leader played as a free action (AC-REINFORCE-7).
        seat (AcresSiegeReinforcedEventSeat): The seat the event is about (usually the one who acted).
        siege (AcresSiegeReinforcedEventSiege): The siege, named by its attacker.
        strength (int): The card's strength.
        type_ (AcresSiegeReinforcedEventType): The event type.
        value (int): The new siege value.
    """

    card: AcresCard
    cost: int
    free: bool
    seat: AcresSiegeReinforcedEventSeat
    siege: AcresSiegeReinforcedEventSiege
    strength: int
    type_: AcresSiegeReinforcedEventType
    value: int

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        cost = self.cost

        free = self.free

        seat: str = self.seat

        siege: str = self.siege

        strength = self.strength

        type_: str = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cost": cost,
                "free": free,
                "seat": seat,
                "siege": siege,
                "strength": strength,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        cost = d.pop("cost")

        free = d.pop("free")

        seat = check_acres_siege_reinforced_event_seat(d.pop("seat"))

        siege = check_acres_siege_reinforced_event_siege(d.pop("siege"))

        strength = d.pop("strength")

        type_ = check_acres_siege_reinforced_event_type(d.pop("type"))

        value = d.pop("value")

        acres_siege_reinforced_event = cls(
            card=card,
            cost=cost,
            free=free,
            seat=seat,
            siege=siege,
            strength=strength,
            type_=type_,
            value=value,
        )

        return acres_siege_reinforced_event
