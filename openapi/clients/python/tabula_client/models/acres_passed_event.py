from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_passed_event_seat import AcresPassedEventSeat, check_acres_passed_event_seat
from ..models.acres_passed_event_type import AcresPassedEventType, check_acres_passed_event_type

T = TypeVar("T", bound="AcresPassedEvent")


@_attrs_define
class AcresPassedEvent:
    """An action spent on nothing.

    Attributes:
        seat (AcresPassedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresPassedEventType): The event type.
    """

    seat: AcresPassedEventSeat
    type_: AcresPassedEventType

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
        seat = check_acres_passed_event_seat(d.pop("seat"))

        type_ = check_acres_passed_event_type(d.pop("type"))

        acres_passed_event = cls(
            seat=seat,
            type_=type_,
        )

        return acres_passed_event
