from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_demand_natives_command_type import (
    AcresDemandNativesCommandType,
    check_acres_demand_natives_command_type,
)

T = TypeVar("T", bound="AcresDemandNativesCommand")


@_attrs_define
class AcresDemandNativesCommand:
    """Priest / Indian Leader demand (AC-PRIEST).

    Example:
        {'card': 'f-priest-2', 'type': 'demand_natives'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresDemandNativesCommandType):  Default: 'demand_natives'.
    """

    card: str
    type_: AcresDemandNativesCommandType = "demand_natives"

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

        type_ = check_acres_demand_natives_command_type(d.pop("type"))

        acres_demand_natives_command = cls(
            card=card,
            type_=type_,
        )

        return acres_demand_natives_command
