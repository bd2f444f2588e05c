from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_develop_command_type import AcresDevelopCommandType, check_acres_develop_command_type

T = TypeVar("T", bound="AcresDevelopCommand")


@_attrs_define
class AcresDevelopCommand:
    """Turn a village into a town (AC-DEVELOP).

    Example:
        {'location_card': 'b-philadelphia', 'settler': 'b-boston', 'type': 'develop'}

    Attributes:
        location_card (str): a card instance id, e.g. b-regular-infantry-3
        settler (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresDevelopCommandType):  Default: 'develop'.
    """

    location_card: str
    settler: str
    type_: AcresDevelopCommandType = "develop"

    def to_dict(self) -> dict[str, Any]:
        location_card = self.location_card

        settler = self.settler

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location_card": location_card,
                "settler": settler,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location_card = d.pop("location_card")

        settler = d.pop("settler")

        type_ = check_acres_develop_command_type(d.pop("type"))

        acres_develop_command = cls(
            location_card=location_card,
            settler=settler,
            type_=type_,
        )

        return acres_develop_command
