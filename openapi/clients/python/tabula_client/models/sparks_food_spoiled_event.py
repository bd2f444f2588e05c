from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_food_spoiled_event_seat import SparksFoodSpoiledEventSeat, check_sparks_food_spoiled_event_seat
from ..models.sparks_food_spoiled_event_type import SparksFoodSpoiledEventType, check_sparks_food_spoiled_event_type

T = TypeVar("T", bound="SparksFoodSpoiledEvent")


@_attrs_define
class SparksFoodSpoiledEvent:
    """Spoilage: a third of the food, rounded down (FS-SPOIL-1).

    Attributes:
        amount (int): Food lost.
        seat (SparksFoodSpoiledEventSeat): The seat.
        type_ (SparksFoodSpoiledEventType): The event type.
    """

    amount: int
    seat: SparksFoodSpoiledEventSeat
    type_: SparksFoodSpoiledEventType

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        seat = check_sparks_food_spoiled_event_seat(d.pop("seat"))

        type_ = check_sparks_food_spoiled_event_type(d.pop("type"))

        sparks_food_spoiled_event = cls(
            amount=amount,
            seat=seat,
            type_=type_,
        )

        return sparks_food_spoiled_event
