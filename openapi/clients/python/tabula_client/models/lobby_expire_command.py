from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lobby_expire_command_type import LobbyExpireCommandType, check_lobby_expire_command_type

T = TypeVar("T", bound="LobbyExpireCommand")


@_attrs_define
class LobbyExpireCommand:
    """The server's: the game's open seats waited past expires_at, and it ended unplayed (the entry's seat is one that
    still waited).

        Example:
            {'type': 'expire'}

        Attributes:
            type_ (LobbyExpireCommandType):  Default: 'expire'.
    """

    type_: LobbyExpireCommandType = "expire"

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
        type_ = check_lobby_expire_command_type(d.pop("type"))

        lobby_expire_command = cls(
            type_=type_,
        )

        return lobby_expire_command
