from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_siege_card_lost_event_seat import (
    AcresSiegeCardLostEventSeat,
    check_acres_siege_card_lost_event_seat,
)
from ..models.acres_siege_card_lost_event_siege import (
    AcresSiegeCardLostEventSiege,
    check_acres_siege_card_lost_event_siege,
)
from ..models.acres_siege_card_lost_event_to import AcresSiegeCardLostEventTo, check_acres_siege_card_lost_event_to
from ..models.acres_siege_card_lost_event_type import (
    AcresSiegeCardLostEventType,
    check_acres_siege_card_lost_event_type,
)

T = TypeVar("T", bound="AcresSiegeCardLostEvent")


@_attrs_define
class AcresSiegeCardLostEvent:
    """Under ambush_siege_cards (AC-VAR-3) the ambushed seat lost a card from its side of a siege; the track moved back by
    the card's strength.

        Attributes:
            card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
            seat (AcresSiegeCardLostEventSeat): The seat the event is about (usually the one who acted).
            siege (AcresSiegeCardLostEventSiege): The siege, named by its attacker.
            to (AcresSiegeCardLostEventTo): Where it went.
            type_ (AcresSiegeCardLostEventType): The event type.
            value (int): The new siege value.
    """

    card: AcresCard
    seat: AcresSiegeCardLostEventSeat
    siege: AcresSiegeCardLostEventSiege
    to: AcresSiegeCardLostEventTo
    type_: AcresSiegeCardLostEventType
    value: int

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat: str = self.seat

        siege: str = self.siege

        to: str = self.to

        type_: str = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "siege": siege,
                "to": to,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        seat = check_acres_siege_card_lost_event_seat(d.pop("seat"))

        siege = check_acres_siege_card_lost_event_siege(d.pop("siege"))

        to = check_acres_siege_card_lost_event_to(d.pop("to"))

        type_ = check_acres_siege_card_lost_event_type(d.pop("type"))

        value = d.pop("value")

        acres_siege_card_lost_event = cls(
            card=card,
            seat=seat,
            siege=siege,
            to=to,
            type_=type_,
            value=value,
        )

        return acres_siege_card_lost_event
