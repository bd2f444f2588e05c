from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_ambush_launched_event_seat import (
    AcresAmbushLaunchedEventSeat,
    check_acres_ambush_launched_event_seat,
)
from ..models.acres_ambush_launched_event_type import (
    AcresAmbushLaunchedEventType,
    check_acres_ambush_launched_event_type,
)
from ..models.acres_card import AcresCard, check_acres_card

T = TypeVar("T", bound="AcresAmbushLaunchedEvent")


@_attrs_define
class AcresAmbushLaunchedEvent:
    """A seat ambushes its opponent (AC-AMBUSH-1).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        cost (int): Money paid.
        seat (AcresAmbushLaunchedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresAmbushLaunchedEventType): The event type.
    """

    card: AcresCard
    cost: int
    seat: AcresAmbushLaunchedEventSeat
    type_: AcresAmbushLaunchedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        cost = self.cost

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cost": cost,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        cost = d.pop("cost")

        seat = check_acres_ambush_launched_event_seat(d.pop("seat"))

        type_ = check_acres_ambush_launched_event_type(d.pop("type"))

        acres_ambush_launched_event = cls(
            card=card,
            cost=cost,
            seat=seat,
            type_=type_,
        )

        return acres_ambush_launched_event
