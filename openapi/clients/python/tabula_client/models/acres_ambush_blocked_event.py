from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_ambush_blocked_event_seat import AcresAmbushBlockedEventSeat, check_acres_ambush_blocked_event_seat
from ..models.acres_ambush_blocked_event_type import AcresAmbushBlockedEventType, check_acres_ambush_blocked_event_type
from ..models.acres_card import AcresCard, check_acres_card

T = TypeVar("T", bound="AcresAmbushBlockedEvent")


@_attrs_define
class AcresAmbushBlockedEvent:
    """The ambushed seat blocked the ambush (AC-AMBUSH-2).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresAmbushBlockedEventSeat): The ambushed seat.
        type_ (AcresAmbushBlockedEventType): The event type.
    """

    card: AcresCard
    seat: AcresAmbushBlockedEventSeat
    type_: AcresAmbushBlockedEventType

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

        seat = check_acres_ambush_blocked_event_seat(d.pop("seat"))

        type_ = check_acres_ambush_blocked_event_type(d.pop("type"))

        acres_ambush_blocked_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_ambush_blocked_event
