from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_settle_command_location import AcresSettleCommandLocation, check_acres_settle_command_location
from ..models.acres_settle_command_type import AcresSettleCommandType, check_acres_settle_command_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresSettleCommand")


@_attrs_define
class AcresSettleCommand:
    """Settle a neutral location (AC-SETTLE).

    Example:
        {'location': 'baltimore', 'settler': 'b-boston', 'transport': 'b-norfolk', 'type': 'settle', 'via':
            'b-philadelphia'}

    Attributes:
        location (AcresSettleCommandLocation): a location id
        transport (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresSettleCommandType):  Default: 'settle'.
        via (str): a card instance id, e.g. b-regular-infantry-3
        settler (str | Unset): a card instance id; omit when not needed
    """

    location: AcresSettleCommandLocation
    transport: str
    via: str
    type_: AcresSettleCommandType = "settle"
    settler: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        transport = self.transport

        type_: str = self.type_

        via = self.via

        settler = self.settler

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "transport": transport,
                "type": type_,
                "via": via,
            }
        )
        if settler is not UNSET:
            field_dict["settler"] = settler

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = check_acres_settle_command_location(d.pop("location"))

        transport = d.pop("transport")

        type_ = check_acres_settle_command_type(d.pop("type"))

        via = d.pop("via")

        settler = d.pop("settler", UNSET)

        acres_settle_command = cls(
            location=location,
            transport=transport,
            type_=type_,
            via=via,
            settler=settler,
        )

        return acres_settle_command
