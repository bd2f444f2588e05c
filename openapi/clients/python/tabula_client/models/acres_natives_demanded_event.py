from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_natives_demanded_event_seat import (
    AcresNativesDemandedEventSeat,
    check_acres_natives_demanded_event_seat,
)
from ..models.acres_natives_demanded_event_type import (
    AcresNativesDemandedEventType,
    check_acres_natives_demanded_event_type,
)

T = TypeVar("T", bound="AcresNativesDemandedEvent")


@_attrs_define
class AcresNativesDemandedEvent:
    """A Priest or Indian Leader was played, to the discard pile (AC-PRIEST-1).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresNativesDemandedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresNativesDemandedEventType): The event type.
    """

    card: AcresCard
    seat: AcresNativesDemandedEventSeat
    type_: AcresNativesDemandedEventType

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

        seat = check_acres_natives_demanded_event_seat(d.pop("seat"))

        type_ = check_acres_natives_demanded_event_type(d.pop("type"))

        acres_natives_demanded_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_natives_demanded_event
