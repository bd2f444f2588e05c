from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_crop_card_food import SparksCropCardFood, check_sparks_crop_card_food
from ..models.sparks_crop_card_kind import SparksCropCardKind, check_sparks_crop_card_kind

if TYPE_CHECKING:
    from ..models.sparks_fixed_yield import SparksFixedYield


T = TypeVar("T", bound="SparksCropCard")


@_attrs_define
class SparksCropCard:
    """A Herbs or field card: a fixed number of field crops each hunt.

    Attributes:
        food (SparksCropCardFood): The food it gives: field crops.
        kind (SparksCropCardKind): The card kind.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
        yield_ (SparksFixedYield): A fixed yield.
    """

    food: SparksCropCardFood
    kind: SparksCropCardKind
    number: int
    price: int
    yield_: SparksFixedYield

    def to_dict(self) -> dict[str, Any]:
        food: str = self.food

        kind: str = self.kind

        number = self.number

        price = self.price

        yield_ = self.yield_.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "food": food,
                "kind": kind,
                "number": number,
                "price": price,
                "yield": yield_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_fixed_yield import SparksFixedYield  # noqa: PLC0415

        d = dict(src_dict)
        food = check_sparks_crop_card_food(d.pop("food"))

        kind = check_sparks_crop_card_kind(d.pop("kind"))

        number = d.pop("number")

        price = d.pop("price")

        yield_ = SparksFixedYield.from_dict(d.pop("yield"))

        sparks_crop_card = cls(
            food=food,
            kind=kind,
            number=number,
            price=price,
            yield_=yield_,
        )

        return sparks_crop_card
