from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_ambush_command_type import AcresAmbushCommandType, check_acres_ambush_command_type

T = TypeVar("T", bound="AcresAmbushCommand")


@_attrs_define
class AcresAmbushCommand:
    """Ambush (AC-AMBUSH).

    Example:
        {'card': 'n-native-americans-3', 'type': 'ambush'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresAmbushCommandType):  Default: 'ambush'.
    """

    card: str
    type_: AcresAmbushCommandType = "ambush"

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

        type_ = check_acres_ambush_command_type(d.pop("type"))

        acres_ambush_command = cls(
            card=card,
            type_=type_,
        )

        return acres_ambush_command
