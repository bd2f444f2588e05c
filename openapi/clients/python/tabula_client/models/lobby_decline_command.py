from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lobby_decline_command_type import LobbyDeclineCommandType, check_lobby_decline_command_type

T = TypeVar("T", bound="LobbyDeclineCommand")


@_attrs_define
class LobbyDeclineCommand:
    """The lobby's: the player the entry's seat was reserved for declined the challenge (declineGame): the game ended
    unplayed.

        Example:
            {'player': 'ada', 'type': 'decline'}

        Attributes:
            player (str): The registered player's id.
            type_ (LobbyDeclineCommandType):  Default: 'decline'.
    """

    player: str
    type_: LobbyDeclineCommandType = "decline"

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

        type_ = check_lobby_decline_command_type(d.pop("type"))

        lobby_decline_command = cls(
            player=player,
            type_=type_,
        )

        return lobby_decline_command
