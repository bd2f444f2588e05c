from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_card_bought_event_seat import SparksCardBoughtEventSeat, check_sparks_card_bought_event_seat
from ..models.sparks_card_bought_event_type import SparksCardBoughtEventType, check_sparks_card_bought_event_type

T = TypeVar("T", bound="SparksCardBoughtEvent")


@_attrs_define
class SparksCardBoughtEvent:
    """A card was bought.

    Attributes:
        bonus (bool): The bonus crop (1 food) went with it.
        card (int): The card.
        price (int): The price paid.
        seat (SparksCardBoughtEventSeat): The buyer.
        type_ (SparksCardBoughtEventType): The event type.
    """

    bonus: bool
    card: int
    price: int
    seat: SparksCardBoughtEventSeat
    type_: SparksCardBoughtEventType

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        card = self.card

        price = self.price

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "card": card,
                "price": price,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        card = d.pop("card")

        price = d.pop("price")

        seat = check_sparks_card_bought_event_seat(d.pop("seat"))

        type_ = check_sparks_card_bought_event_type(d.pop("type"))

        sparks_card_bought_event = cls(
            bonus=bonus,
            card=card,
            price=price,
            seat=seat,
            type_=type_,
        )

        return sparks_card_bought_event
