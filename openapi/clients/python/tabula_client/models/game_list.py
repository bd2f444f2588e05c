from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary import Summary


T = TypeVar("T", bound="GameList")


@_attrs_define
class GameList:
    """A page of games (listGames), the latest updated first.

    Attributes:
        games (list[Summary]): This page's games.
        total (int): Games that match the filters.
        next_offset (int | None | Unset): The `offset` of the next page; null: this is the last page.
    """

    games: list[Summary]
    total: int
    next_offset: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        total = self.total

        next_offset: int | None | Unset
        if isinstance(self.next_offset, Unset):
            next_offset = UNSET
        else:
            next_offset = self.next_offset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "total": total,
            }
        )
        if next_offset is not UNSET:
            field_dict["next_offset"] = next_offset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.summary import Summary  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = Summary.from_dict(games_item_data)

            games.append(games_item)

        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_offset = _parse_next_offset(d.pop("next_offset", UNSET))

        game_list = cls(
            games=games,
            total=total,
            next_offset=next_offset,
        )

        return game_list
