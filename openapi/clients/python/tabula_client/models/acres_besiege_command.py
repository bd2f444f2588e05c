from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_besiege_command_location import AcresBesiegeCommandLocation, check_acres_besiege_command_location
from ..models.acres_besiege_command_type import AcresBesiegeCommandType, check_acres_besiege_command_type

T = TypeVar("T", bound="AcresBesiegeCommand")


@_attrs_define
class AcresBesiegeCommand:
    """Begin a siege (AC-SIEGE).

    Example:
        {'location': 'port-royal', 'military': 'b-new-york', 'transport': 'b-norfolk', 'type': 'besiege', 'via':
            'b-boston'}

    Attributes:
        location (AcresBesiegeCommandLocation): a location id
        military (str): a card instance id, e.g. b-regular-infantry-3
        transport (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresBesiegeCommandType):  Default: 'besiege'.
        via (str): a card instance id, e.g. b-regular-infantry-3
    """

    location: AcresBesiegeCommandLocation
    military: str
    transport: str
    via: str
    type_: AcresBesiegeCommandType = "besiege"

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        military = self.military

        transport = self.transport

        type_: str = self.type_

        via = self.via

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "military": military,
                "transport": transport,
                "type": type_,
                "via": via,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = check_acres_besiege_command_location(d.pop("location"))

        military = d.pop("military")

        transport = d.pop("transport")

        type_ = check_acres_besiege_command_type(d.pop("type"))

        via = d.pop("via")

        acres_besiege_command = cls(
            location=location,
            military=military,
            transport=transport,
            type_=type_,
            via=via,
        )

        return acres_besiege_command
