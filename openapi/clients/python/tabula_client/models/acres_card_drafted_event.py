from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_card_drafted_event_seat import AcresCardDraftedEventSeat, check_acres_card_drafted_event_seat
from ..models.acres_card_drafted_event_type import AcresCardDraftedEventType, check_acres_card_drafted_event_type

T = TypeVar("T", bound="AcresCardDraftedEvent")


@_attrs_define
class AcresCardDraftedEvent:
    """A card was bought into the discard pile (AC-DRAFT-1).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        cost (int): Money paid.
        seat (AcresCardDraftedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresCardDraftedEventType): The event type.
    """

    card: AcresCard
    cost: int
    seat: AcresCardDraftedEventSeat
    type_: AcresCardDraftedEventType

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

        seat = check_acres_card_drafted_event_seat(d.pop("seat"))

        type_ = check_acres_card_drafted_event_type(d.pop("type"))

        acres_card_drafted_event = cls(
            card=card,
            cost=cost,
            seat=seat,
            type_=type_,
        )

        return acres_card_drafted_event
