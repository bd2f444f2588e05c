from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_member_placed_event_clan import SparksMemberPlacedEventClan, check_sparks_member_placed_event_clan
from ..models.sparks_member_placed_event_seat import SparksMemberPlacedEventSeat, check_sparks_member_placed_event_seat
from ..models.sparks_member_placed_event_step import SparksMemberPlacedEventStep, check_sparks_member_placed_event_step
from ..models.sparks_member_placed_event_type import SparksMemberPlacedEventType, check_sparks_member_placed_event_type

T = TypeVar("T", bound="SparksMemberPlacedEvent")


@_attrs_define
class SparksMemberPlacedEvent:
    """A member was placed in the placement round.

    Attributes:
        clan (SparksMemberPlacedEventClan): The clan placed: the seat's, or neutral (FS-2P-7).
        cost (int): Food paid (FS-PLACE-6).
        seat (SparksMemberPlacedEventSeat): The seat that placed it and paid.
        space (str): The space.
        step (SparksMemberPlacedEventStep): Which placement.
        type_ (SparksMemberPlacedEventType): The event type.
    """

    clan: SparksMemberPlacedEventClan
    cost: int
    seat: SparksMemberPlacedEventSeat
    space: str
    step: SparksMemberPlacedEventStep
    type_: SparksMemberPlacedEventType

    def to_dict(self) -> dict[str, Any]:
        clan: str = self.clan

        cost = self.cost

        seat: str = self.seat

        space = self.space

        step: str = self.step

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clan": clan,
                "cost": cost,
                "seat": seat,
                "space": space,
                "step": step,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clan = check_sparks_member_placed_event_clan(d.pop("clan"))

        cost = d.pop("cost")

        seat = check_sparks_member_placed_event_seat(d.pop("seat"))

        space = d.pop("space")

        step = check_sparks_member_placed_event_step(d.pop("step"))

        type_ = check_sparks_member_placed_event_type(d.pop("type"))

        sparks_member_placed_event = cls(
            clan=clan,
            cost=cost,
            seat=seat,
            space=space,
            step=step,
            type_=type_,
        )

        return sparks_member_placed_event
