from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_merchant_command_type import AcresMerchantCommandType, check_acres_merchant_command_type

T = TypeVar("T", bound="AcresMerchantCommand")


@_attrs_define
class AcresMerchantCommand:
    """Merchant (AC-MERCHANT).

    Example:
        {'cards': ['b-boston', 'b-new-haven'], 'ship': 'b-norfolk', 'type': 'merchant'}

    Attributes:
        cards (list[str]): card instance ids
        ship (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresMerchantCommandType):  Default: 'merchant'.
    """

    cards: list[str]
    ship: str
    type_: AcresMerchantCommandType = "merchant"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        ship = self.ship

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "ship": ship,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        ship = d.pop("ship")

        type_ = check_acres_merchant_command_type(d.pop("type"))

        acres_merchant_command = cls(
            cards=cards,
            ship=ship,
            type_=type_,
        )

        return acres_merchant_command
