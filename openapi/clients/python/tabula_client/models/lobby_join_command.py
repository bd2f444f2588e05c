from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lobby_join_command_type import LobbyJoinCommandType, check_lobby_join_command_type

T = TypeVar("T", bound="LobbyJoinCommand")


@_attrs_define
class LobbyJoinCommand:
    """The lobby's: a registered player took the entry's seat (joinGame).

    Example:
        {'player': 'ada', 'type': 'join'}

    Attributes:
        player (str): The registered player's id.
        type_ (LobbyJoinCommandType):  Default: 'join'.
    """

    player: str
    type_: LobbyJoinCommandType = "join"

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = check_lobby_join_command_type(d.pop("type"))

        lobby_join_command = cls(
            player=player,
            type_=type_,
        )

        return lobby_join_command
