from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_fur_sold_event_seat import AcresFurSoldEventSeat, check_acres_fur_sold_event_seat
from ..models.acres_fur_sold_event_type import AcresFurSoldEventType, check_acres_fur_sold_event_type

T = TypeVar("T", bound="AcresFurSoldEvent")


@_attrs_define
class AcresFurSoldEvent:
    """A free action sold one card's fur, without a Trader, to the discard pile (AC-VAR-11).

    Attributes:
        amount (int): Money gained.
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresFurSoldEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresFurSoldEventType): The event type.
    """

    amount: int
    card: AcresCard
    seat: AcresFurSoldEventSeat
    type_: AcresFurSoldEventType

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        card: str = self.card

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        card = check_acres_card(d.pop("card"))

        seat = check_acres_fur_sold_event_seat(d.pop("seat"))

        type_ = check_acres_fur_sold_event_type(d.pop("type"))

        acres_fur_sold_event = cls(
            amount=amount,
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_fur_sold_event
