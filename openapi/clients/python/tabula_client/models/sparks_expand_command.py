from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_expand_command_type import SparksExpandCommandType, check_sparks_expand_command_type

T = TypeVar("T", bound="SparksExpandCommand")


@_attrs_define
class SparksExpandCommand:
    """Phase 3: the spaces where your clan expands (FS-EXPAND); empty to place no one.

    Example:
        {'spaces': ['B.0.0', 'B.0.1'], 'type': 'expand'}

    Attributes:
        spaces (list[str]): space ids
        type_ (SparksExpandCommandType):  Default: 'expand'.
    """

    spaces: list[str]
    type_: SparksExpandCommandType = "expand"

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

        type_ = check_sparks_expand_command_type(d.pop("type"))

        sparks_expand_command = cls(
            spaces=spaces,
            type_=type_,
        )

        return sparks_expand_command
