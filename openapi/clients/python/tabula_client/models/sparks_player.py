from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksPlayer")


@_attrs_define
class SparksPlayer:
    """A player as the viewing seat sees it.

    Attributes:
        cards (list[int]): The cards owned, ascending.
        food (int | None): The clan's food value; null when hidden (a Fire owner, FS-KNOW-1).
        food_hidden (bool): The food is hidden from the viewer.
        herbs (int): The player's Herbs card.
        tool_limit (int): How many tools the clan may hold (FS-CARD-6, 4 with the sled).
    """

    cards: list[int]
    food: int | None
    food_hidden: bool
    herbs: int
    tool_limit: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        food: int | None
        food = self.food

        food_hidden = self.food_hidden

        herbs = self.herbs

        tool_limit = self.tool_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "food": food,
                "food_hidden": food_hidden,
                "herbs": herbs,
                "tool_limit": tool_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        def _parse_food(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        food = _parse_food(d.pop("food"))

        food_hidden = d.pop("food_hidden")

        herbs = d.pop("herbs")

        tool_limit = d.pop("tool_limit")

        sparks_player = cls(
            cards=cards,
            food=food,
            food_hidden=food_hidden,
            herbs=herbs,
            tool_limit=tool_limit,
        )

        return sparks_player
