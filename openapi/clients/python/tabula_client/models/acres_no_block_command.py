from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_no_block_command_type import AcresNoBlockCommandType, check_acres_no_block_command_type

T = TypeVar("T", bound="AcresNoBlockCommand")


@_attrs_define
class AcresNoBlockCommand:
    """Answer: do not block.

    Example:
        {'type': 'no_block'}

    Attributes:
        type_ (AcresNoBlockCommandType):  Default: 'no_block'.
    """

    type_: AcresNoBlockCommandType = "no_block"

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
        type_ = check_acres_no_block_command_type(d.pop("type"))

        acres_no_block_command = cls(
            type_=type_,
        )

        return acres_no_block_command
