from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisterPlayer")


@_attrs_define
class RegisterPlayer:
    """A new registered player (registerPlayer): its unique name and whether it is a program.

    Attributes:
        name (str): 2 to 30 letters, digits, '_' or '-', a letter first; unique whatever its case (the player's id is
            the name in lower case).
        bot (bool | Unset): The player is a program. Default: False.
    """

    name: str
    bot: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        bot = d.pop("bot", UNSET)

        register_player = cls(
            name=name,
            bot=bot,
        )

        return register_player
