from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leaderboard_entry import LeaderboardEntry


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """A page of a game type's rating table, best first (mu - 3 sigma).

    Attributes:
        next_offset (int | None): The `offset` of the next page; null: this is the last page.
        players (list[LeaderboardEntry]): This page's players.
        total (int): Players with a rating of this type.
        type_ (str): The game type the table is of.
    """

    next_offset: int | None
    players: list[LeaderboardEntry]
    total: int
    type_: str

    def to_dict(self) -> dict[str, Any]:
        next_offset: int | None
        next_offset = self.next_offset

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        total = self.total

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "next_offset": next_offset,
                "players": players,
                "total": total,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LeaderboardEntry.from_dict(players_item_data)

            players.append(players_item)

        total = d.pop("total")

        type_ = d.pop("type")

        leaderboard = cls(
            next_offset=next_offset,
            players=players,
            total=total,
            type_=type_,
        )

        return leaderboard
