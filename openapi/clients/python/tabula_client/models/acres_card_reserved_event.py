from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_card_reserved_event_seat import AcresCardReservedEventSeat, check_acres_card_reserved_event_seat
from ..models.acres_card_reserved_event_type import AcresCardReservedEventType, check_acres_card_reserved_event_type

T = TypeVar("T", bound="AcresCardReservedEvent")


@_attrs_define
class AcresCardReservedEvent:
    """A card moved from the hand to the reserve.

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresCardReservedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresCardReservedEventType): The event type.
    """

    card: AcresCard
    seat: AcresCardReservedEventSeat
    type_: AcresCardReservedEventType

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

        seat = check_acres_card_reserved_event_seat(d.pop("seat"))

        type_ = check_acres_card_reserved_event_type(d.pop("type"))

        acres_card_reserved_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_card_reserved_event
