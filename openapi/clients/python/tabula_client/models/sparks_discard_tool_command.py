from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_discard_tool_command_type import SparksDiscardToolCommandType

T = TypeVar("T", bound="SparksDiscardToolCommand")


@_attrs_define
class SparksDiscardToolCommand:
    """
    Attributes:
        card (int): a card number
        type_ (SparksDiscardToolCommandType):  Default: SparksDiscardToolCommandType.DISCARD_TOOL.
    """

    card: int
    type_: SparksDiscardToolCommandType = SparksDiscardToolCommandType.DISCARD_TOOL

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

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

        type_ = SparksDiscardToolCommandType(d.pop("type"))

        sparks_discard_tool_command = cls(
            card=card,
            type_=type_,
        )

        return sparks_discard_tool_command
