from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_end_turn_command_type import AcresEndTurnCommandType

T = TypeVar("T", bound="AcresEndTurnCommand")


@_attrs_define
class AcresEndTurnCommand:
    """
    Attributes:
        type_ (AcresEndTurnCommandType):  Default: AcresEndTurnCommandType.END_TURN.
    """

    type_: AcresEndTurnCommandType = AcresEndTurnCommandType.END_TURN

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = AcresEndTurnCommandType(d.pop("type"))

        acres_end_turn_command = cls(
            type_=type_,
        )

        return acres_end_turn_command
