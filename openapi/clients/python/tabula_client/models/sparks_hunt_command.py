from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_hunt_command_type import SparksHuntCommandType, check_sparks_hunt_command_type

T = TypeVar("T", bound="SparksHuntCommand")


@_attrs_define
class SparksHuntCommand:
    """Phase 2: hunt with these hunting tools, in this order (FS-HUNT); unlisted tools are not used. Herbs and Field cards
    always give their crops.

        Example:
            {'tools': [7, 8], 'type': 'hunt'}

        Attributes:
            tools (list[int]): card numbers, in the order they are used
            type_ (SparksHuntCommandType):  Default: 'hunt'.
    """

    tools: list[int]
    type_: SparksHuntCommandType = "hunt"

    def to_dict(self) -> dict[str, Any]:
        tools = self.tools

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tools": tools,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tools = cast(list[int], d.pop("tools"))

        type_ = check_sparks_hunt_command_type(d.pop("type"))

        sparks_hunt_command = cls(
            tools=tools,
            type_=type_,
        )

        return sparks_hunt_command
