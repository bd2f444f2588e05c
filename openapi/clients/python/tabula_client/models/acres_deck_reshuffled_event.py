from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_deck_reshuffled_event_seat import (
    AcresDeckReshuffledEventSeat,
    check_acres_deck_reshuffled_event_seat,
)
from ..models.acres_deck_reshuffled_event_type import (
    AcresDeckReshuffledEventType,
    check_acres_deck_reshuffled_event_type,
)

T = TypeVar("T", bound="AcresDeckReshuffledEvent")


@_attrs_define
class AcresDeckReshuffledEvent:
    """The deck was empty: the discard pile became the deck (AC-TURN-7).

    Attributes:
        count (int): Cards reshuffled.
        seat (AcresDeckReshuffledEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresDeckReshuffledEventType): The event type.
    """

    count: int
    seat: AcresDeckReshuffledEventSeat
    type_: AcresDeckReshuffledEventType

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = check_acres_deck_reshuffled_event_seat(d.pop("seat"))

        type_ = check_acres_deck_reshuffled_event_type(d.pop("type"))

        acres_deck_reshuffled_event = cls(
            count=count,
            seat=seat,
            type_=type_,
        )

        return acres_deck_reshuffled_event
