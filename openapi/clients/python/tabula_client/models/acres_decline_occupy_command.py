from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_decline_occupy_command_type import (
    AcresDeclineOccupyCommandType,
    check_acres_decline_occupy_command_type,
)

T = TypeVar("T", bound="AcresDeclineOccupyCommand")


@_attrs_define
class AcresDeclineOccupyCommand:
    """Answer: place no cube.

    Example:
        {'type': 'decline_occupy'}

    Attributes:
        type_ (AcresDeclineOccupyCommandType):  Default: 'decline_occupy'.
    """

    type_: AcresDeclineOccupyCommandType = "decline_occupy"

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
        type_ = check_acres_decline_occupy_command_type(d.pop("type"))

        acres_decline_occupy_command = cls(
            type_=type_,
        )

        return acres_decline_occupy_command
