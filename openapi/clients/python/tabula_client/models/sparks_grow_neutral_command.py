from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_grow_neutral_command_type import (
    SparksGrowNeutralCommandType,
    check_sparks_grow_neutral_command_type,
)

T = TypeVar("T", bound="SparksGrowNeutralCommand")


@_attrs_define
class SparksGrowNeutralCommand:
    """2 players, phase 3: add one neutral member, free, until it matches the first player's clan (FS-2P-11).

    Example:
        {'space': 'A.1.1', 'type': 'grow_neutral'}

    Attributes:
        space (str): a space id, e.g. A.0.2 (tile A, hex 0, space 2)
        type_ (SparksGrowNeutralCommandType):  Default: 'grow_neutral'.
    """

    space: str
    type_: SparksGrowNeutralCommandType = "grow_neutral"

    def to_dict(self) -> dict[str, Any]:
        space = self.space

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        space = d.pop("space")

        type_ = check_sparks_grow_neutral_command_type(d.pop("type"))

        sparks_grow_neutral_command = cls(
            space=space,
            type_=type_,
        )

        return sparks_grow_neutral_command
