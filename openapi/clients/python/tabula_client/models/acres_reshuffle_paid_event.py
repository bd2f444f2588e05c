from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_reshuffle_paid_event_seat import AcresReshufflePaidEventSeat, check_acres_reshuffle_paid_event_seat
from ..models.acres_reshuffle_paid_event_type import AcresReshufflePaidEventType, check_acres_reshuffle_paid_event_type

T = TypeVar("T", bound="AcresReshufflePaidEvent")


@_attrs_define
class AcresReshufflePaidEvent:
    """The end-of-turn refill's reshuffle was paid for (AC-VAR-0).

    Attributes:
        cost (int): Money paid.
        seat (AcresReshufflePaidEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresReshufflePaidEventType): The event type.
    """

    cost: int
    seat: AcresReshufflePaidEventSeat
    type_: AcresReshufflePaidEventType

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cost": cost,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = d.pop("cost")

        seat = check_acres_reshuffle_paid_event_seat(d.pop("seat"))

        type_ = check_acres_reshuffle_paid_event_type(d.pop("type"))

        acres_reshuffle_paid_event = cls(
            cost=cost,
            seat=seat,
            type_=type_,
        )

        return acres_reshuffle_paid_event
