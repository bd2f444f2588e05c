from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRating")


@_attrs_define
class PlayerRating:
    """A player's rating in one game type: openskill's Plackett-Luce model (mu 25, sigma 25/3 at the start; see
    docs/players.md).

        Attributes:
            games (int): Rated games of this type the player finished.
            mu (float): The estimated skill (25 at the start).
            rating (int): For display: 1500 is a settled average player.
            sigma (float): The uncertainty of mu (25/3 at the start; shrinks with rated games). Tables sort by mu - 3 sigma.
    """

    games: int
    mu: float
    rating: int
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        mu = self.mu

        rating = self.rating

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "mu": mu,
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

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        player_rating = cls(
            games=games,
            mu=mu,
            rating=rating,
            sigma=sigma,
        )

        return player_rating
