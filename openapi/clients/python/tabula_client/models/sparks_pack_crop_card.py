from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pack_crop_card_food import SparksPackCropCardFood, check_sparks_pack_crop_card_food
from ..models.sparks_pack_crop_card_kind import SparksPackCropCardKind, check_sparks_pack_crop_card_kind
from ..models.sparks_pack_crop_card_provisional_item import (
    SparksPackCropCardProvisionalItem,
    check_sparks_pack_crop_card_provisional_item,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_fixed_yield import SparksFixedYield


T = TypeVar("T", bound="SparksPackCropCard")


@_attrs_define
class SparksPackCropCard:
    """A Herbs or field card: a fixed number of field crops each hunt.

    Attributes:
        food (SparksPackCropCardFood): The food it gives: field crops.
        kind (SparksPackCropCardKind): The card kind.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
        yield_ (SparksFixedYield): A fixed yield.
        provisional (list[SparksPackCropCardProvisionalItem] | Unset): The fields whose values are invented, not
            printed.
    """

    food: SparksPackCropCardFood
    kind: SparksPackCropCardKind
    number: int
    price: int
    yield_: SparksFixedYield
    provisional: list[SparksPackCropCardProvisionalItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        food: str = self.food

        kind: str = self.kind

        number = self.number

        price = self.price

        yield_ = self.yield_.to_dict()

        provisional: list[str] | Unset = UNSET
        if not isinstance(self.provisional, Unset):
            provisional = []
            for provisional_item_data in self.provisional:
                provisional_item: str = provisional_item_data
                provisional.append(provisional_item)

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
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_fixed_yield import SparksFixedYield  # noqa: PLC0415

        d = dict(src_dict)
        food = check_sparks_pack_crop_card_food(d.pop("food"))

        kind = check_sparks_pack_crop_card_kind(d.pop("kind"))

        number = d.pop("number")

        price = d.pop("price")

        yield_ = SparksFixedYield.from_dict(d.pop("yield"))

        _provisional = d.pop("provisional", UNSET)
        provisional: list[SparksPackCropCardProvisionalItem] | Unset = UNSET
        if _provisional is not UNSET:
            provisional = []
            for provisional_item_data in _provisional:
                provisional_item = check_sparks_pack_crop_card_provisional_item(provisional_item_data)

                provisional.append(provisional_item)

        sparks_pack_crop_card = cls(
            food=food,
            kind=kind,
            number=number,
            price=price,
            yield_=yield_,
            provisional=provisional,
        )

        return sparks_pack_crop_card
