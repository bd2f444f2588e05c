from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_home_support_played_event_seat import (
    AcresHomeSupportPlayedEventSeat,
    check_acres_home_support_played_event_seat,
)
from ..models.acres_home_support_played_event_type import (
    AcresHomeSupportPlayedEventType,
    check_acres_home_support_played_event_type,
)

T = TypeVar("T", bound="AcresHomeSupportPlayedEvent")


@_attrs_define
class AcresHomeSupportPlayedEvent:
    """Home Support was played after its draw (AC-HOMESUPPORT-1).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresHomeSupportPlayedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresHomeSupportPlayedEventType): The event type.
    """

    card: AcresCard
    seat: AcresHomeSupportPlayedEventSeat
    type_: AcresHomeSupportPlayedEventType

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

        seat = check_acres_home_support_played_event_seat(d.pop("seat"))

        type_ = check_acres_home_support_played_event_type(d.pop("type"))

        acres_home_support_played_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_home_support_played_event
