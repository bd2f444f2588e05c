from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_tool_discarded_event_seat import (
    SparksToolDiscardedEventSeat,
    check_sparks_tool_discarded_event_seat,
)
from ..models.sparks_tool_discarded_event_type import (
    SparksToolDiscardedEventType,
    check_sparks_tool_discarded_event_type,
)

T = TypeVar("T", bound="SparksToolDiscardedEvent")


@_attrs_define
class SparksToolDiscardedEvent:
    """A tool went to the box (the tool limit, FS-CARD-7).

    Attributes:
        card (int): The card discarded.
        seat (SparksToolDiscardedEventSeat): The seat.
        type_ (SparksToolDiscardedEventType): The event type.
    """

    card: int
    seat: SparksToolDiscardedEventSeat
    type_: SparksToolDiscardedEventType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

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
        card = d.pop("card")

        seat = check_sparks_tool_discarded_event_seat(d.pop("seat"))

        type_ = check_sparks_tool_discarded_event_type(d.pop("type"))

        sparks_tool_discarded_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return sparks_tool_discarded_event
