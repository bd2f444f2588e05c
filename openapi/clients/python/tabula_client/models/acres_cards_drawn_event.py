from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_cards_drawn_event_reason import AcresCardsDrawnEventReason, check_acres_cards_drawn_event_reason
from ..models.acres_cards_drawn_event_seat import AcresCardsDrawnEventSeat, check_acres_cards_drawn_event_seat
from ..models.acres_cards_drawn_event_type import AcresCardsDrawnEventType, check_acres_cards_drawn_event_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresCardsDrawnEvent")


@_attrs_define
class AcresCardsDrawnEvent:
    """Cards moved from the deck to the hand.

    Attributes:
        count (int): How many cards were drawn.
        reason (AcresCardsDrawnEventReason): Why: the opening hand, the end-of-turn refill, Home Support, the redraw
            after a siege (AC-VAR-5).
        seat (AcresCardsDrawnEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresCardsDrawnEventType): The event type.
        cards (list[AcresCard] | Unset): The cards drawn: shown to the drawing seat only.
    """

    count: int
    reason: AcresCardsDrawnEventReason
    seat: AcresCardsDrawnEventSeat
    type_: AcresCardsDrawnEventType
    cards: list[AcresCard] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        reason: str = self.reason

        seat: str = self.seat

        type_: str = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item: str = cards_item_data
                cards.append(cards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "reason": reason,
                "seat": seat,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        reason = check_acres_cards_drawn_event_reason(d.pop("reason"))

        seat = check_acres_cards_drawn_event_seat(d.pop("seat"))

        type_ = check_acres_cards_drawn_event_type(d.pop("type"))

        _cards = d.pop("cards", UNSET)
        cards: list[AcresCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = check_acres_card(cards_item_data)

                cards.append(cards_item)

        acres_cards_drawn_event = cls(
            count=count,
            reason=reason,
            seat=seat,
            type_=type_,
            cards=cards,
        )

        return acres_cards_drawn_event
