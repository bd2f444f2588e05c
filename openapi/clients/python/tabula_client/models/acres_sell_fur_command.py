from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_sell_fur_command_type import AcresSellFurCommandType, check_acres_sell_fur_command_type

T = TypeVar("T", bound="AcresSellFurCommand")


@_attrs_define
class AcresSellFurCommand:
    """Free action: sell one card's fur for 1 money (option free_fur_sale, AC-VAR-11).

    Example:
        {'card': 'f-gaspe', 'type': 'sell_fur'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresSellFurCommandType):  Default: 'sell_fur'.
    """

    card: str
    type_: AcresSellFurCommandType = "sell_fur"

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

        type_ = check_acres_sell_fur_command_type(d.pop("type"))

        acres_sell_fur_command = cls(
            card=card,
            type_=type_,
        )

        return acres_sell_fur_command
