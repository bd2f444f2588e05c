from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """A player's place in a game type's table, with its rating there.

    Attributes:
        games (int): Rated games of this type the player finished.
        mu (float): The estimated skill (25 at the start).
        player_id (str): The player (GET /v1/players/{player_id}).
        rank (int): 1 for the first: the place by mu - 3 sigma, counted from the top of the table.
        rating (int): For display: 1500 is a settled average player.
        sigma (float): The uncertainty of mu (25/3 at the start; shrinks with rated games). Tables sort by mu - 3 sigma.
    """

    games: int
    mu: float
    player_id: str
    rank: int
    rating: int
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        mu = self.mu

        player_id = self.player_id

        rank = self.rank

        rating = self.rating

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "mu": mu,
                "player_id": player_id,
                "rank": rank,
                "rating": rating,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        mu = d.pop("mu")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        leaderboard_entry = cls(
            games=games,
            mu=mu,
            player_id=player_id,
            rank=rank,
            rating=rating,
            sigma=sigma,
        )

        return leaderboard_entry
