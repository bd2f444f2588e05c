from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_remove_members_command_type import (
    SparksRemoveMembersCommandType,
    check_sparks_remove_members_command_type,
)

T = TypeVar("T", bound="SparksRemoveMembersCommand")


@_attrs_define
class SparksRemoveMembersCommand:
    """Starvation: the members you take off the board (FS-FEED-2).

    Example:
        {'spaces': ['C.0.2', 'D.1.0'], 'type': 'remove_members'}

    Attributes:
        spaces (list[str]): space ids
        type_ (SparksRemoveMembersCommandType):  Default: 'remove_members'.
    """

    spaces: list[str]
    type_: SparksRemoveMembersCommandType = "remove_members"

    def to_dict(self) -> dict[str, Any]:
        spaces = self.spaces

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spaces": spaces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        spaces = cast(list[str], d.pop("spaces"))

        type_ = check_sparks_remove_members_command_type(d.pop("type"))

        sparks_remove_members_command = cls(
            spaces=spaces,
            type_=type_,
        )

        return sparks_remove_members_command
