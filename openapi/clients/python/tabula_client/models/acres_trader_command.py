from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_trader_command_type import AcresTraderCommandType, check_acres_trader_command_type

T = TypeVar("T", bound="AcresTraderCommand")


@_attrs_define
class AcresTraderCommand:
    """Trader (AC-TRADER).

    Example:
        {'cards': ['f-gaspe', 'f-trois-rivieres'], 'trader': 'f-trader-1', 'type': 'trader'}

    Attributes:
        cards (list[str]): card instance ids
        trader (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresTraderCommandType):  Default: 'trader'.
    """

    cards: list[str]
    trader: str
    type_: AcresTraderCommandType = "trader"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        trader = self.trader

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "trader": trader,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        trader = d.pop("trader")

        type_ = check_acres_trader_command_type(d.pop("type"))

        acres_trader_command = cls(
            cards=cards,
            trader=trader,
            type_=type_,
        )

        return acres_trader_command
