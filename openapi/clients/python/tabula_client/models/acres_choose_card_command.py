from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_choose_card_command_type import AcresChooseCardCommandType, check_acres_choose_card_command_type

T = TypeVar("T", bound="AcresChooseCardCommand")


@_attrs_define
class AcresChooseCardCommand:
    """Answer: the card you give or return.

    Example:
        {'card': 'b-militia-1', 'type': 'choose_card'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresChooseCardCommandType):  Default: 'choose_card'.
    """

    card: str
    type_: AcresChooseCardCommandType = "choose_card"

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

        type_ = check_acres_choose_card_command_type(d.pop("type"))

        acres_choose_card_command = cls(
            card=card,
            type_=type_,
        )

        return acres_choose_card_command
