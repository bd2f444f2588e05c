from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_starting_card_command_type import (
    AcresStartingCardCommandType,
    check_acres_starting_card_command_type,
)

T = TypeVar("T", bound="AcresStartingCardCommand")


@_attrs_define
class AcresStartingCardCommand:
    """Answer (french_start_card, AC-VAR-13): add this available empire card to the starting deck.

    Example:
        {'card': 'f-regular-infantry-2', 'type': 'starting_card'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresStartingCardCommandType):  Default: 'starting_card'.
    """

    card: str
    type_: AcresStartingCardCommandType = "starting_card"

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

        type_ = check_acres_starting_card_command_type(d.pop("type"))

        acres_starting_card_command = cls(
            card=card,
            type_=type_,
        )

        return acres_starting_card_command
