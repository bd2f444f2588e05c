from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_lost_card_discarded_event_seat import (
    AcresLostCardDiscardedEventSeat,
    check_acres_lost_card_discarded_event_seat,
)
from ..models.acres_lost_card_discarded_event_type import (
    AcresLostCardDiscardedEventType,
    check_acres_lost_card_discarded_event_type,
)

T = TypeVar("T", bound="AcresLostCardDiscardedEvent")


@_attrs_define
class AcresLostCardDiscardedEvent:
    """A free action discarded the card of a location the seat lost (AC-VAR-17).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresLostCardDiscardedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresLostCardDiscardedEventType): The event type.
    """

    card: AcresCard
    seat: AcresLostCardDiscardedEventSeat
    type_: AcresLostCardDiscardedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        seat = check_acres_lost_card_discarded_event_seat(d.pop("seat"))

        type_ = check_acres_lost_card_discarded_event_type(d.pop("type"))

        acres_lost_card_discarded_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_lost_card_discarded_event
