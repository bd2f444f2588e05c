from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_reserve_retrieved_event_seat import (
    AcresReserveRetrievedEventSeat,
    check_acres_reserve_retrieved_event_seat,
)
from ..models.acres_reserve_retrieved_event_type import (
    AcresReserveRetrievedEventType,
    check_acres_reserve_retrieved_event_type,
)

T = TypeVar("T", bound="AcresReserveRetrievedEvent")


@_attrs_define
class AcresReserveRetrievedEvent:
    """The whole reserve returned to the hand (AC-RESERVE-6).

    Attributes:
        cards (list[AcresCard]): The cards retrieved.
        cost (int): Money paid.
        seat (AcresReserveRetrievedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresReserveRetrievedEventType): The event type.
    """

    cards: list[AcresCard]
    cost: int
    seat: AcresReserveRetrievedEventSeat
    type_: AcresReserveRetrievedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        cost = self.cost

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "cost": cost,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_acres_card(cards_item_data)

            cards.append(cards_item)

        cost = d.pop("cost")

        seat = check_acres_reserve_retrieved_event_seat(d.pop("seat"))

        type_ = check_acres_reserve_retrieved_event_type(d.pop("type"))

        acres_reserve_retrieved_event = cls(
            cards=cards,
            cost=cost,
            seat=seat,
            type_=type_,
        )

        return acres_reserve_retrieved_event
