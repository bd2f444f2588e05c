from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Pending")


@_attrs_define
class Pending:
    """
    Attributes:
        game_id (str):
        status (str):
    """

    game_id: str
    status: str

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        status = d.pop("status")

        pending = cls(
            game_id=game_id,
            status=status,
        )

        return pending
