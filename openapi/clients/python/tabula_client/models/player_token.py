from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerToken")


@_attrs_define
class PlayerToken:
    """A player's id, name and new bearer token (registration or a token rotation): keep the token, it is shown once.

    Attributes:
        name (str): The name as registered (its case kept).
        player_id (str): The player's id: its name in lower case, as in /v1/players/{player_id}.
        token (str): The player's bearer token, shown only here: it opens the player's seats in every game.
    """

    name: str
    player_id: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        player_id = self.player_id

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "player_id": player_id,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        player_id = d.pop("player_id")

        token = d.pop("token")

        player_token = cls(
            name=name,
            player_id=player_id,
            token=token,
        )

        return player_token
