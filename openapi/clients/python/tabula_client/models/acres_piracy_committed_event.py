from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_piracy_committed_event_seat import (
    AcresPiracyCommittedEventSeat,
    check_acres_piracy_committed_event_seat,
)
from ..models.acres_piracy_committed_event_type import (
    AcresPiracyCommittedEventType,
    check_acres_piracy_committed_event_type,
)

T = TypeVar("T", bound="AcresPiracyCommittedEvent")


@_attrs_define
class AcresPiracyCommittedEvent:
    """The French took 2 money (AC-PIRACY-1).

    Attributes:
        cards (list[AcresCard]): Louisbourg and the ship card, to the discard pile.
        from_bank (int): The rest, from the bank.
        from_opponent (int): Paid by the British.
        seat (AcresPiracyCommittedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresPiracyCommittedEventType): The event type.
    """

    cards: list[AcresCard]
    from_bank: int
    from_opponent: int
    seat: AcresPiracyCommittedEventSeat
    type_: AcresPiracyCommittedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        from_bank = self.from_bank

        from_opponent = self.from_opponent

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "from_bank": from_bank,
                "from_opponent": from_opponent,
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

        from_bank = d.pop("from_bank")

        from_opponent = d.pop("from_opponent")

        seat = check_acres_piracy_committed_event_seat(d.pop("seat"))

        type_ = check_acres_piracy_committed_event_type(d.pop("type"))

        acres_piracy_committed_event = cls(
            cards=cards,
            from_bank=from_bank,
            from_opponent=from_opponent,
            seat=seat,
            type_=type_,
        )

        return acres_piracy_committed_event
