from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_buying_passed_event_seat import SparksBuyingPassedEventSeat, check_sparks_buying_passed_event_seat
from ..models.sparks_buying_passed_event_type import SparksBuyingPassedEventType, check_sparks_buying_passed_event_type

T = TypeVar("T", bound="SparksBuyingPassedEvent")


@_attrs_define
class SparksBuyingPassedEvent:
    """The offerer takes no card this round (FS-TECH-4).

    Attributes:
        seat (SparksBuyingPassedEventSeat): The seat.
        type_ (SparksBuyingPassedEventType): The event type.
    """

    seat: SparksBuyingPassedEventSeat
    type_: SparksBuyingPassedEventType

    def to_dict(self) -> dict[str, Any]:
        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = check_sparks_buying_passed_event_seat(d.pop("seat"))

        type_ = check_sparks_buying_passed_event_type(d.pop("type"))

        sparks_buying_passed_event = cls(
            seat=seat,
            type_=type_,
        )

        return sparks_buying_passed_event
