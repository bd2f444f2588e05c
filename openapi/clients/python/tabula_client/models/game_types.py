from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_type import GameType


T = TypeVar("T", bound="GameTypes")


@_attrs_define
class GameTypes:
    """Every game type this server plays.

    Attributes:
        types (list[GameType]): One per game type this server plays.
    """

    types: list[GameType]

    def to_dict(self) -> dict[str, Any]:
        types = []
        for types_item_data in self.types:
            types_item = types_item_data.to_dict()
            types.append(types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "types": types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type import GameType  # noqa: PLC0415

        d = dict(src_dict)
        types = []
        _types = d.pop("types")
        for types_item_data in _types:
            types_item = GameType.from_dict(types_item_data)

            types.append(types_item)

        game_types = cls(
            types=types,
        )

        return game_types
