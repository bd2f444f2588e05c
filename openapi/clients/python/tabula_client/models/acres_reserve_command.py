from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_reserve_command_type import AcresReserveCommandType, check_acres_reserve_command_type

T = TypeVar("T", bound="AcresReserveCommand")


@_attrs_define
class AcresReserveCommand:
    """Put a card in the reserve (AC-RESERVE).

    Example:
        {'card': 'f-trader-1', 'type': 'reserve'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresReserveCommandType):  Default: 'reserve'.
    """

    card: str
    type_: AcresReserveCommandType = "reserve"

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

        type_ = check_acres_reserve_command_type(d.pop("type"))

        acres_reserve_command = cls(
            card=card,
            type_=type_,
        )

        return acres_reserve_command
