from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_ready_type import PlayerReadyType, check_player_ready_type

T = TypeVar("T", bound="PlayerReady")


@_attrs_define
class PlayerReady:
    """First item of a player's stream: where it starts. Resume after `id` until an inbox item comes.

    Attributes:
        id (str): The inbox id the stream starts after (`after`, or now).
        type_ (PlayerReadyType):
    """

    id: str
    type_: PlayerReadyType

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_player_ready_type(d.pop("type"))

        player_ready = cls(
            id=id,
            type_=type_,
        )

        return player_ready
