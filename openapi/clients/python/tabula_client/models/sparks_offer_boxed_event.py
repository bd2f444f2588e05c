from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_offer_boxed_event_food_type_0 import (
    SparksOfferBoxedEventFoodType0,
    check_sparks_offer_boxed_event_food_type_0,
)
from ..models.sparks_offer_boxed_event_seat import SparksOfferBoxedEventSeat, check_sparks_offer_boxed_event_seat
from ..models.sparks_offer_boxed_event_type import SparksOfferBoxedEventType, check_sparks_offer_boxed_event_type

T = TypeVar("T", bound="SparksOfferBoxedEvent")


@_attrs_define
class SparksOfferBoxedEvent:
    """The refused first offer went to the box (FS-2P-9, OQ-FS-20).

    Attributes:
        card (int): The card.
        food (None | SparksOfferBoxedEventFoodType0): The food its harvest space lost; null for a field or knowledge
            card.
        seat (SparksOfferBoxedEventSeat): The offerer.
        tokens (int): Tokens that left the harvest space.
        type_ (SparksOfferBoxedEventType): The event type.
    """

    card: int
    food: None | SparksOfferBoxedEventFoodType0
    seat: SparksOfferBoxedEventSeat
    tokens: int
    type_: SparksOfferBoxedEventType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        food: None | str
        if isinstance(self.food, str):
            food = self.food
        else:
            food = self.food

        seat: str = self.seat

        tokens = self.tokens

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "food": food,
                "seat": seat,
                "tokens": tokens,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_food(data: object) -> None | SparksOfferBoxedEventFoodType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                food_type_0 = check_sparks_offer_boxed_event_food_type_0(data)

                return food_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksOfferBoxedEventFoodType0, data)

        food = _parse_food(d.pop("food"))

        seat = check_sparks_offer_boxed_event_seat(d.pop("seat"))

        tokens = d.pop("tokens")

        type_ = check_sparks_offer_boxed_event_type(d.pop("type"))

        sparks_offer_boxed_event = cls(
            card=card,
            food=food,
            seat=seat,
            tokens=tokens,
            type_=type_,
        )

        return sparks_offer_boxed_event
