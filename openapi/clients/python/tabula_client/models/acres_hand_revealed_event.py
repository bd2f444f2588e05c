from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_hand_revealed_event_reason import (
    AcresHandRevealedEventReason,
    check_acres_hand_revealed_event_reason,
)
from ..models.acres_hand_revealed_event_seat import AcresHandRevealedEventSeat, check_acres_hand_revealed_event_seat
from ..models.acres_hand_revealed_event_type import AcresHandRevealedEventType, check_acres_hand_revealed_event_type

T = TypeVar("T", bound="AcresHandRevealedEvent")


@_attrs_define
class AcresHandRevealedEvent:
    """A seat had nothing to give up and showed its whole hand.

    Attributes:
        cards (list[AcresCard]): The hand, sorted.
        reason (AcresHandRevealedEventReason): What asked for a card.
        seat (AcresHandRevealedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresHandRevealedEventType): The event type.
    """

    cards: list[AcresCard]
    reason: AcresHandRevealedEventReason
    seat: AcresHandRevealedEventSeat
    type_: AcresHandRevealedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        reason: str = self.reason

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "reason": reason,
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

        reason = check_acres_hand_revealed_event_reason(d.pop("reason"))

        seat = check_acres_hand_revealed_event_seat(d.pop("seat"))

        type_ = check_acres_hand_revealed_event_type(d.pop("type"))

        acres_hand_revealed_event = cls(
            cards=cards,
            reason=reason,
            seat=seat,
            type_=type_,
        )

        return acres_hand_revealed_event
