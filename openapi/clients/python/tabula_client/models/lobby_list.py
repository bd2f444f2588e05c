from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.summary import Summary


T = TypeVar("T", bound="LobbyList")


@_attrs_define
class LobbyList:
    """A page of the lobby: games with a seat any registered player may take.

    Attributes:
        games (list[Summary]): This page's games.
        next_offset (int | None): The `offset` of the next page; null: this is the last page.
    """

    games: list[Summary]
    next_offset: int | None

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        next_offset: int | None
        next_offset = self.next_offset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "next_offset": next_offset,
            }
        )

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

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))

        lobby_list = cls(
            games=games,
            next_offset=next_offset,
        )

        return lobby_list
