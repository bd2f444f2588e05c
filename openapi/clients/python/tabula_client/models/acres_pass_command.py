from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_pass_command_type import AcresPassCommandType, check_acres_pass_command_type

T = TypeVar("T", bound="AcresPassCommand")


@_attrs_define
class AcresPassCommand:
    """Pass one action (AC-PASS).

    Example:
        {'type': 'pass'}

    Attributes:
        type_ (AcresPassCommandType):  Default: 'pass'.
    """

    type_: AcresPassCommandType = "pass"

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
        type_ = check_acres_pass_command_type(d.pop("type"))

        acres_pass_command = cls(
            type_=type_,
        )

        return acres_pass_command
