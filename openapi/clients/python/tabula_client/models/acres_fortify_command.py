from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_fortify_command_type import AcresFortifyCommandType, check_acres_fortify_command_type

T = TypeVar("T", bound="AcresFortifyCommand")


@_attrs_define
class AcresFortifyCommand:
    """Fortify a location you control (AC-FORTIFY).

    Example:
        {'fortification': 'f-fortification', 'location_card': 'f-gaspe', 'type': 'fortify'}

    Attributes:
        fortification (str): a card instance id, e.g. b-regular-infantry-3
        location_card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresFortifyCommandType):  Default: 'fortify'.
    """

    fortification: str
    location_card: str
    type_: AcresFortifyCommandType = "fortify"

    def to_dict(self) -> dict[str, Any]:
        fortification = self.fortification

        location_card = self.location_card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fortification": fortification,
                "location_card": location_card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fortification = d.pop("fortification")

        location_card = d.pop("location_card")

        type_ = check_acres_fortify_command_type(d.pop("type"))

        acres_fortify_command = cls(
            fortification=fortification,
            location_card=location_card,
            type_=type_,
        )

        return acres_fortify_command
