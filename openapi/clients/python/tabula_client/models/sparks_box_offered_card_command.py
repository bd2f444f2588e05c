from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_box_offered_card_command_type import (
    SparksBoxOfferedCardCommandType,
    check_sparks_box_offered_card_command_type,
)

T = TypeVar("T", bound="SparksBoxOfferedCardCommand")


@_attrs_define
class SparksBoxOfferedCardCommand:
    """2 players: put the refused first offer in the box instead (FS-2P-9).

    Example:
        {'type': 'box_offered_card'}

    Attributes:
        type_ (SparksBoxOfferedCardCommandType):  Default: 'box_offered_card'.
    """

    type_: SparksBoxOfferedCardCommandType = "box_offered_card"

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
        type_ = check_sparks_box_offered_card_command_type(d.pop("type"))

        sparks_box_offered_card_command = cls(
            type_=type_,
        )

        return sparks_box_offered_card_command
