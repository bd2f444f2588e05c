from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_take_food import SparksTakeFood, check_sparks_take_food

T = TypeVar("T", bound="SparksTake")


@_attrs_define
class SparksTake:
    """What one card gave in a hunt.

    Attributes:
        card (int): The card.
        food (SparksTakeFood): The food taken.
        tokens (int): Tokens taken (field crops or tokens off the harvest space).
    """

    card: int
    food: SparksTakeFood
    tokens: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        food: str = self.food

        tokens = self.tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "food": food,
                "tokens": tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        food = check_sparks_take_food(d.pop("food"))

        tokens = d.pop("tokens")

        sparks_take = cls(
            card=card,
            food=food,
            tokens=tokens,
        )

        return sparks_take
