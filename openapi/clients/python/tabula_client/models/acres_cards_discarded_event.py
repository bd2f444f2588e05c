from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_cards_discarded_event_seat import (
    AcresCardsDiscardedEventSeat,
    check_acres_cards_discarded_event_seat,
)
from ..models.acres_cards_discarded_event_type import (
    AcresCardsDiscardedEventType,
    check_acres_cards_discarded_event_type,
)

T = TypeVar("T", bound="AcresCardsDiscardedEvent")


@_attrs_define
class AcresCardsDiscardedEvent:
    """Cards were discarded from the hand (AC-DISCARD-1).

    Attributes:
        cards (list[AcresCard]): The cards discarded.
        cost (int): Money paid.
        seat (AcresCardsDiscardedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresCardsDiscardedEventType): The event type.
    """

    cards: list[AcresCard]
    cost: int
    seat: AcresCardsDiscardedEventSeat
    type_: AcresCardsDiscardedEventType

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

        seat = check_acres_cards_discarded_event_seat(d.pop("seat"))

        type_ = check_acres_cards_discarded_event_type(d.pop("type"))

        acres_cards_discarded_event = cls(
            cards=cards,
            cost=cost,
            seat=seat,
            type_=type_,
        )

        return acres_cards_discarded_event
