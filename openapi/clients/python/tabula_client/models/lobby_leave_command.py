from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lobby_leave_command_type import LobbyLeaveCommandType, check_lobby_leave_command_type

T = TypeVar("T", bound="LobbyLeaveCommand")


@_attrs_define
class LobbyLeaveCommand:
    """The lobby's: a registered player left the entry's seat before the game started (leaveGame).

    Example:
        {'player': 'ada', 'type': 'leave'}

    Attributes:
        player (str): The registered player's id.
        type_ (LobbyLeaveCommandType):  Default: 'leave'.
    """

    player: str
    type_: LobbyLeaveCommandType = "leave"

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

        type_ = check_lobby_leave_command_type(d.pop("type"))

        lobby_leave_command = cls(
            player=player,
            type_=type_,
        )

        return lobby_leave_command
