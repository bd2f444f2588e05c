from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_discard_tool_command_type import (
    SparksDiscardToolCommandType,
    check_sparks_discard_tool_command_type,
)

T = TypeVar("T", bound="SparksDiscardToolCommand")


@_attrs_define
class SparksDiscardToolCommand:
    """Over the tool limit: put one of your tools in the box (FS-CARD-7).

    Example:
        {'card': 1, 'type': 'discard_tool'}

    Attributes:
        card (int): a card number
        type_ (SparksDiscardToolCommandType):  Default: 'discard_tool'.
    """

    card: int
    type_: SparksDiscardToolCommandType = "discard_tool"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = check_sparks_discard_tool_command_type(d.pop("type"))

        sparks_discard_tool_command = cls(
            card=card,
            type_=type_,
        )

        return sparks_discard_tool_command
