from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_tool_card_food import SparksToolCardFood, check_sparks_tool_card_food
from ..models.sparks_tool_card_kind import SparksToolCardKind, check_sparks_tool_card_kind

if TYPE_CHECKING:
    from ..models.sparks_table_yield import SparksTableYield


T = TypeVar("T", bound="SparksToolCard")


@_attrs_define
class SparksToolCard:
    """A hunting tool: takes one food by its yield table.

    Attributes:
        food (SparksToolCardFood): The food it hunts.
        kind (SparksToolCardKind): The card kind.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
        yield_ (SparksTableYield): A yield table, read like the printed card (FS-HUNT-4).
    """

    food: SparksToolCardFood
    kind: SparksToolCardKind
    number: int
    price: int
    yield_: SparksTableYield

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
        from ..models.sparks_table_yield import SparksTableYield  # noqa: PLC0415

        d = dict(src_dict)
        food = check_sparks_tool_card_food(d.pop("food"))

        kind = check_sparks_tool_card_kind(d.pop("kind"))

        number = d.pop("number")

        price = d.pop("price")

        yield_ = SparksTableYield.from_dict(d.pop("yield"))

        sparks_tool_card = cls(
            food=food,
            kind=kind,
            number=number,
            price=price,
            yield_=yield_,
        )

        return sparks_tool_card
