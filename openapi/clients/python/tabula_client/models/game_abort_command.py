from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_abort_command_type import GameAbortCommandType

T = TypeVar("T", bound="GameAbortCommand")


@_attrs_define
class GameAbortCommand:
    """
    Attributes:
        type_ (GameAbortCommandType):  Default: GameAbortCommandType.ABORT.
    """

    type_: GameAbortCommandType = GameAbortCommandType.ABORT

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
        type_ = GameAbortCommandType(d.pop("type"))

        game_abort_command = cls(
            type_=type_,
        )

        return game_abort_command
