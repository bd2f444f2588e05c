from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_take_money_command_type import AcresTakeMoneyCommandType, check_acres_take_money_command_type

T = TypeVar("T", bound="AcresTakeMoneyCommand")


@_attrs_define
class AcresTakeMoneyCommand:
    """Take money with a location card (AC-MONEY).

    Example:
        {'card': 'b-philadelphia', 'type': 'take_money'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresTakeMoneyCommandType):  Default: 'take_money'.
    """

    card: str
    type_: AcresTakeMoneyCommandType = "take_money"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = check_acres_take_money_command_type(d.pop("type"))

        acres_take_money_command = cls(
            card=card,
            type_=type_,
        )

        return acres_take_money_command
