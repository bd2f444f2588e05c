from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_money_taken_event_action import AcresMoneyTakenEventAction, check_acres_money_taken_event_action
from ..models.acres_money_taken_event_seat import AcresMoneyTakenEventSeat, check_acres_money_taken_event_seat
from ..models.acres_money_taken_event_type import AcresMoneyTakenEventType, check_acres_money_taken_event_type

T = TypeVar("T", bound="AcresMoneyTakenEvent")


@_attrs_define
class AcresMoneyTakenEvent:
    """A seat took money (AC-MERCHANT-1, AC-TRADER-1).

    Attributes:
        action (AcresMoneyTakenEventAction): The action taken.
        amount (int): Money gained.
        cards (list[AcresCard]): The cards played, to the discard pile.
        seat (AcresMoneyTakenEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresMoneyTakenEventType): The event type.
    """

    action: AcresMoneyTakenEventAction
    amount: int
    cards: list[AcresCard]
    seat: AcresMoneyTakenEventSeat
    type_: AcresMoneyTakenEventType

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        amount = self.amount

        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "amount": amount,
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_acres_money_taken_event_action(d.pop("action"))

        amount = d.pop("amount")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_acres_card(cards_item_data)

            cards.append(cards_item)

        seat = check_acres_money_taken_event_seat(d.pop("seat"))

        type_ = check_acres_money_taken_event_type(d.pop("type"))

        acres_money_taken_event = cls(
            action=action,
            amount=amount,
            cards=cards,
            seat=seat,
            type_=type_,
        )

        return acres_money_taken_event
