from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_cards_returned_event_seat import AcresCardsReturnedEventSeat, check_acres_cards_returned_event_seat
from ..models.acres_cards_returned_event_type import AcresCardsReturnedEventType, check_acres_cards_returned_event_type

T = TypeVar("T", bound="AcresCardsReturnedEvent")


@_attrs_define
class AcresCardsReturnedEvent:
    """The Governor sent cards back to the available cards or the display (AC-GOVERNOR-1).

    Attributes:
        cards (list[AcresCard]): The cards sent back.
        governor (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresCardsReturnedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresCardsReturnedEventType): The event type.
    """

    cards: list[AcresCard]
    governor: AcresCard
    seat: AcresCardsReturnedEventSeat
    type_: AcresCardsReturnedEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        governor: str = self.governor

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "governor": governor,
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

        governor = check_acres_card(d.pop("governor"))

        seat = check_acres_cards_returned_event_seat(d.pop("seat"))

        type_ = check_acres_cards_returned_event_type(d.pop("type"))

        acres_cards_returned_event = cls(
            cards=cards,
            governor=governor,
            seat=seat,
            type_=type_,
        )

        return acres_cards_returned_event
