from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_no_block_command_type import AcresNoBlockCommandType

T = TypeVar("T", bound="AcresNoBlockCommand")


@_attrs_define
class AcresNoBlockCommand:
    """
    Attributes:
        type_ (AcresNoBlockCommandType):  Default: AcresNoBlockCommandType.NO_BLOCK.
    """

    type_: AcresNoBlockCommandType = AcresNoBlockCommandType.NO_BLOCK

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = AcresNoBlockCommandType(d.pop("type"))

        acres_no_block_command = cls(
            type_=type_,
        )

        return acres_no_block_command
