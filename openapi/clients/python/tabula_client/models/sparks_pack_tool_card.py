from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pack_tool_card_food import SparksPackToolCardFood, check_sparks_pack_tool_card_food
from ..models.sparks_pack_tool_card_kind import SparksPackToolCardKind, check_sparks_pack_tool_card_kind
from ..models.sparks_pack_tool_card_provisional_item import (
    SparksPackToolCardProvisionalItem,
    check_sparks_pack_tool_card_provisional_item,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_table_yield import SparksTableYield


T = TypeVar("T", bound="SparksPackToolCard")


@_attrs_define
class SparksPackToolCard:
    """A hunting tool: takes one food by its yield table.

    Attributes:
        food (SparksPackToolCardFood): The food it hunts.
        kind (SparksPackToolCardKind): The card kind.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
        yield_ (SparksTableYield): A yield table, read like the printed card (FS-HUNT-4).
        provisional (list[SparksPackToolCardProvisionalItem] | Unset): The fields whose values are invented, not
            printed.
    """

    food: SparksPackToolCardFood
    kind: SparksPackToolCardKind
    number: int
    price: int
    yield_: SparksTableYield
    provisional: list[SparksPackToolCardProvisionalItem] | Unset = UNSET

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
        from ..models.sparks_table_yield import SparksTableYield  # noqa: PLC0415

        d = dict(src_dict)
        food = check_sparks_pack_tool_card_food(d.pop("food"))

        kind = check_sparks_pack_tool_card_kind(d.pop("kind"))

        number = d.pop("number")

        price = d.pop("price")

        yield_ = SparksTableYield.from_dict(d.pop("yield"))

        _provisional = d.pop("provisional", UNSET)
        provisional: list[SparksPackToolCardProvisionalItem] | Unset = UNSET
        if _provisional is not UNSET:
            provisional = []
            for provisional_item_data in _provisional:
                provisional_item = check_sparks_pack_tool_card_provisional_item(provisional_item_data)

                provisional.append(provisional_item)

        sparks_pack_tool_card = cls(
            food=food,
            kind=kind,
            number=number,
            price=price,
            yield_=yield_,
            provisional=provisional,
        )

        return sparks_pack_tool_card
