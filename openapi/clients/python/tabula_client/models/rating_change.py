from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """A seat's rating change (docs/players.md): each value before and after.

    Attributes:
        delta (float): The change of the ordinal.
        mu_after (float): mu after the game.
        mu_before (float): mu before the game.
        ordinal_after (float): ordinal after the game.
        ordinal_before (float): ordinal before the game.
        player (str): The player's id.
        rating_after (int): The displayed rating after the game.
        rating_before (int): The displayed rating before the game.
        sigma_after (float): sigma after the game.
        sigma_before (float): sigma before the game.
    """

    delta: float
    mu_after: float
    mu_before: float
    ordinal_after: float
    ordinal_before: float
    player: str
    rating_after: int
    rating_before: int
    sigma_after: float
    sigma_before: float

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        mu_after = self.mu_after

        mu_before = self.mu_before

        ordinal_after = self.ordinal_after

        ordinal_before = self.ordinal_before

        player = self.player

        rating_after = self.rating_after

        rating_before = self.rating_before

        sigma_after = self.sigma_after

        sigma_before = self.sigma_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "delta": delta,
                "mu_after": mu_after,
                "mu_before": mu_before,
                "ordinal_after": ordinal_after,
                "ordinal_before": ordinal_before,
                "player": player,
                "rating_after": rating_after,
                "rating_before": rating_before,
                "sigma_after": sigma_after,
                "sigma_before": sigma_before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delta = d.pop("delta")

        mu_after = d.pop("mu_after")

        mu_before = d.pop("mu_before")

        ordinal_after = d.pop("ordinal_after")

        ordinal_before = d.pop("ordinal_before")

        player = d.pop("player")

        rating_after = d.pop("rating_after")

        rating_before = d.pop("rating_before")

        sigma_after = d.pop("sigma_after")

        sigma_before = d.pop("sigma_before")

        rating_change = cls(
            delta=delta,
            mu_after=mu_after,
            mu_before=mu_before,
            ordinal_after=ordinal_after,
            ordinal_before=ordinal_before,
            player=player,
            rating_after=rating_after,
            rating_before=rating_before,
            sigma_after=sigma_after,
            sigma_before=sigma_before,
        )

        return rating_change
