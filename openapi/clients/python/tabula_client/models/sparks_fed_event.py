from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_fed_event_seat import SparksFedEventSeat, check_sparks_fed_event_seat
from ..models.sparks_fed_event_type import SparksFedEventType, check_sparks_fed_event_type

T = TypeVar("T", bound="SparksFedEvent")


@_attrs_define
class SparksFedEvent:
    """A clan fed its members (FS-FEED-1).

    Attributes:
        paid (int): Food paid.
        seat (SparksFedEventSeat): The seat.
        short (int): Members that could not be fed.
        type_ (SparksFedEventType): The event type.
    """

    paid: int
    seat: SparksFedEventSeat
    short: int
    type_: SparksFedEventType

    def to_dict(self) -> dict[str, Any]:
        paid = self.paid

        seat: str = self.seat

        short = self.short

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "paid": paid,
                "seat": seat,
                "short": short,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        paid = d.pop("paid")

        seat = check_sparks_fed_event_seat(d.pop("seat"))

        short = d.pop("short")

        type_ = check_sparks_fed_event_type(d.pop("type"))

        sparks_fed_event = cls(
            paid=paid,
            seat=seat,
            short=short,
            type_=type_,
        )

        return sparks_fed_event
