from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_end_turn_command_type import AcresEndTurnCommandType, check_acres_end_turn_command_type

T = TypeVar("T", bound="AcresEndTurnCommand")


@_attrs_define
class AcresEndTurnCommand:
    """End the turn: refill the hand (AC-TURN-7).

    Example:
        {'type': 'end_turn'}

    Attributes:
        type_ (AcresEndTurnCommandType):  Default: 'end_turn'.
    """

    type_: AcresEndTurnCommandType = "end_turn"

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
        type_ = check_acres_end_turn_command_type(d.pop("type"))

        acres_end_turn_command = cls(
            type_=type_,
        )

        return acres_end_turn_command
