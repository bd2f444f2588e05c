from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_keep_offered_card_command_type import (
    SparksKeepOfferedCardCommandType,
    check_sparks_keep_offered_card_command_type,
)

T = TypeVar("T", bound="SparksKeepOfferedCardCommand")


@_attrs_define
class SparksKeepOfferedCardCommand:
    """2 players: buy the refused first offer (FS-2P-9).

    Example:
        {'type': 'keep_offered_card'}

    Attributes:
        type_ (SparksKeepOfferedCardCommandType):  Default: 'keep_offered_card'.
    """

    type_: SparksKeepOfferedCardCommandType = "keep_offered_card"

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
        type_ = check_sparks_keep_offered_card_command_type(d.pop("type"))

        sparks_keep_offered_card_command = cls(
            type_=type_,
        )

        return sparks_keep_offered_card_command
