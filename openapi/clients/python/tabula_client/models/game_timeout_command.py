from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_timeout_command_type import GameTimeoutCommandType, check_game_timeout_command_type

T = TypeVar("T", bound="GameTimeoutCommand")


@_attrs_define
class GameTimeoutCommand:
    """The server's, never a seat's: the entry's seat ran out of time and lost it (LC-TIME-2; the entry's `by` is clock).

    Example:
        {'type': 'timeout'}

    Attributes:
        type_ (GameTimeoutCommandType):  Default: 'timeout'.
    """

    type_: GameTimeoutCommandType = "timeout"

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
        type_ = check_game_timeout_command_type(d.pop("type"))

        game_timeout_command = cls(
            type_=type_,
        )

        return game_timeout_command
