from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_starting_card_added_event_seat import (
    AcresStartingCardAddedEventSeat,
    check_acres_starting_card_added_event_seat,
)
from ..models.acres_starting_card_added_event_type import (
    AcresStartingCardAddedEventType,
    check_acres_starting_card_added_event_type,
)

T = TypeVar("T", bound="AcresStartingCardAddedEvent")


@_attrs_define
class AcresStartingCardAddedEvent:
    """The French added an available empire card to their starting deck (AC-VAR-13).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresStartingCardAddedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresStartingCardAddedEventType): The event type.
    """

    card: AcresCard
    seat: AcresStartingCardAddedEventSeat
    type_: AcresStartingCardAddedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        seat = check_acres_starting_card_added_event_seat(d.pop("seat"))

        type_ = check_acres_starting_card_added_event_type(d.pop("type"))

        acres_starting_card_added_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_starting_card_added_event
