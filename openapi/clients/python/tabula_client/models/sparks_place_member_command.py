from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_place_member_command_type import (
    SparksPlaceMemberCommandType,
    check_sparks_place_member_command_type,
)

T = TypeVar("T", bound="SparksPlaceMemberCommand")


@_attrs_define
class SparksPlaceMemberCommand:
    """Placement round: put your first or second member (or, with 2 players, the neutral's first member) on a space (FS-
    PLACE, FS-2P-7).

        Example:
            {'space': 'A.0.0', 'type': 'place_member'}

        Attributes:
            space (str): a space id, e.g. A.0.2 (tile A, hex 0, space 2)
            type_ (SparksPlaceMemberCommandType):  Default: 'place_member'.
    """

    space: str
    type_: SparksPlaceMemberCommandType = "place_member"

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

        type_ = check_sparks_place_member_command_type(d.pop("type"))

        sparks_place_member_command = cls(
            space=space,
            type_=type_,
        )

        return sparks_place_member_command
