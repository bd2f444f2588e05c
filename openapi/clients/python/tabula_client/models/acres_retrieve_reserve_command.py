from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_retrieve_reserve_command_type import (
    AcresRetrieveReserveCommandType,
    check_acres_retrieve_reserve_command_type,
)

T = TypeVar("T", bound="AcresRetrieveReserveCommand")


@_attrs_define
class AcresRetrieveReserveCommand:
    """Free action: retrieve the reserve (AC-RESERVE-6).

    Example:
        {'type': 'retrieve_reserve'}

    Attributes:
        type_ (AcresRetrieveReserveCommandType):  Default: 'retrieve_reserve'.
    """

    type_: AcresRetrieveReserveCommandType = "retrieve_reserve"

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_acres_retrieve_reserve_command_type(d.pop("type"))

        acres_retrieve_reserve_command = cls(
            type_=type_,
        )

        return acres_retrieve_reserve_command
