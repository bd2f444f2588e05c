from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_resign_command_type import GameResignCommandType, check_game_resign_command_type

T = TypeVar("T", bound="GameResignCommand")


@_attrs_define
class GameResignCommand:
    """LC-RESIGN-1: give up the game (any time, whoever is to act).

    Example:
        {'type': 'resign'}

    Attributes:
        type_ (GameResignCommandType):  Default: 'resign'.
    """

    type_: GameResignCommandType = "resign"

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
        type_ = check_game_resign_command_type(d.pop("type"))

        game_resign_command = cls(
            type_=type_,
        )

        return game_resign_command
