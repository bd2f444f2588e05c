from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_occupy_command_type import AcresOccupyCommandType, check_acres_occupy_command_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresOccupyCommand")


@_attrs_define
class AcresOccupyCommand:
    """Answer: place a cube on the location you took.

    Example:
        {'settler': 'b-boston', 'type': 'occupy'}

    Attributes:
        type_ (AcresOccupyCommandType):  Default: 'occupy'.
        settler (str | Unset): a card instance id; omit when not needed
    """

    type_: AcresOccupyCommandType = "occupy"
    settler: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        settler = self.settler

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if settler is not UNSET:
            field_dict["settler"] = settler

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_acres_occupy_command_type(d.pop("type"))

        settler = d.pop("settler", UNSET)

        acres_occupy_command = cls(
            type_=type_,
            settler=settler,
        )

        return acres_occupy_command
