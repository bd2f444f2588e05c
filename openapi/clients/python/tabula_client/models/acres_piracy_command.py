from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_piracy_command_type import AcresPiracyCommandType, check_acres_piracy_command_type

T = TypeVar("T", bound="AcresPiracyCommand")


@_attrs_define
class AcresPiracyCommand:
    """Piracy, French only (AC-PIRACY).

    Example:
        {'louisbourg': 'f-louisbourg', 'ship': 'f-port-royal', 'type': 'piracy'}

    Attributes:
        louisbourg (str): a card instance id, e.g. b-regular-infantry-3
        ship (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresPiracyCommandType):  Default: 'piracy'.
    """

    louisbourg: str
    ship: str
    type_: AcresPiracyCommandType = "piracy"

    def to_dict(self) -> dict[str, Any]:
        louisbourg = self.louisbourg

        ship = self.ship

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "louisbourg": louisbourg,
                "ship": ship,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        louisbourg = d.pop("louisbourg")

        ship = d.pop("ship")

        type_ = check_acres_piracy_command_type(d.pop("type"))

        acres_piracy_command = cls(
            louisbourg=louisbourg,
            ship=ship,
            type_=type_,
        )

        return acres_piracy_command
