from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Pending")


@_attrs_define
class Pending:
    """getResult's answer while the scoring job of a finished game has not run yet: retry after Retry-After.

    Attributes:
        game_id (str): The game's id, as in /v1/games/{game_id}.
        status (str): Always scoring: the game is over and its result is being computed.
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
