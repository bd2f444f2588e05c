from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_skip_second_member_command_type import (
    SparksSkipSecondMemberCommandType,
    check_sparks_skip_second_member_command_type,
)

T = TypeVar("T", bound="SparksSkipSecondMemberCommand")


@_attrs_define
class SparksSkipSecondMemberCommand:
    """Placement round: place no second member (FS-PLACE-4).

    Example:
        {'type': 'skip_second_member'}

    Attributes:
        type_ (SparksSkipSecondMemberCommandType):  Default: 'skip_second_member'.
    """

    type_: SparksSkipSecondMemberCommandType = "skip_second_member"

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
        type_ = check_sparks_skip_second_member_command_type(d.pop("type"))

        sparks_skip_second_member_command = cls(
            type_=type_,
        )

        return sparks_skip_second_member_command
