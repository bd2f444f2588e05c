from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_intendant_command_type import AcresIntendantCommandType, check_acres_intendant_command_type

T = TypeVar("T", bound="AcresIntendantCommand")


@_attrs_define
class AcresIntendantCommand:
    """Intendant, French only (AC-INTENDANT).

    Example:
        {'card': 'f-governor', 'intendant': 'f-intendant', 'type': 'intendant'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        intendant (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresIntendantCommandType):  Default: 'intendant'.
    """

    card: str
    intendant: str
    type_: AcresIntendantCommandType = "intendant"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        intendant = self.intendant

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "intendant": intendant,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        intendant = d.pop("intendant")

        type_ = check_acres_intendant_command_type(d.pop("type"))

        acres_intendant_command = cls(
            card=card,
            intendant=intendant,
            type_=type_,
        )

        return acres_intendant_command
