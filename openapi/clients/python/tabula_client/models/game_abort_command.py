from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_abort_command_type import GameAbortCommandType, check_game_abort_command_type

T = TypeVar("T", bound="GameAbortCommand")


@_attrs_define
class GameAbortCommand:
    """LC-ABORT-1: end the game without a result, while a seat has not acted yet.

    Example:
        {'type': 'abort'}

    Attributes:
        type_ (GameAbortCommandType):  Default: 'abort'.
    """

    type_: GameAbortCommandType = "abort"

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
        type_ = check_game_abort_command_type(d.pop("type"))

        game_abort_command = cls(
            type_=type_,
        )

        return game_abort_command
