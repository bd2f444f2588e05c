"""Player ratings (issue 19): the maths of one rated game's update, pure (no store, no Flask).

The model is openskill's Plackett-Luce (Weng and Lin 2011, Algorithm 4) with the library's defaults: mu 25,
sigma 25/3, beta 25/6, tau 25/300. Why this one:
- one update from the whole finishing order, ties included, for any number of participants (our games seat 2 to
  6), where Elo or Glicko-2 would decompose a multiplayer game into pairs (and Glicko-2 also wants rating periods,
  not one update per finished game);
- openskill's manual recommends it as the balance of accuracy and cost for games that are not large, and the
  published examples (tests/service/test_ratings.py) are computed with it and these defaults;
- one model for every seat count keeps every rating of a game type on one scale.

Each participant is a team of one. A participant is only an id: an AI level is rated like a person, under an id
the caller chooses. The caller keeps one table of ratings per game type and calls `update` once per rated game.

The ordinal, mu - 3 sigma (openskill's), is the conservative skill a table is sorted by: with sigma large a
newcomer's ordinal can rise after a middling place, which is the model's intent, not a bug.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()  # the defaults, as the published examples use them; `rate` never changes the model
Z = 3.0  # the sigmas an ordinal takes off mu, as openskill's ordinal()
# The display scale: a settled player (sigma -> 0) of mu 25 shows 1500, and a 400-point gap between settled
# players means 10:1 odds under the model's two-player likelihood, 1 / (1 + exp(-(mu1 - mu2) / (sqrt(2) beta))),
# as in Elo. A newcomer (ordinal 0) shows 1500 - 25 * SCALE = 763, and rises as games shrink sigma.
SCALE = 400.0 / (math.log(10.0) * math.sqrt(2.0) * MODEL.beta)
OFFSET = 1500.0 - MODEL.mu * SCALE


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0  # rated games played: how settled a rating is, for display ("provisional")

    @property
    def ordinal(self) -> float:
        return self.mu - Z * self.sigma

    def to_json(self) -> dict[str, Any]:
        return {"mu": self.mu, "sigma": self.sigma, "games": self.games}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Rating:
        """The rating `to_json` gave. Raises ValueError on a value no update could have produced (KeyError on a
        missing mu or sigma)."""
        mu, sigma, games = float(d["mu"]), float(d["sigma"]), d.get("games", 0)
        if not (math.isfinite(mu) and math.isfinite(sigma) and sigma > 0):
            raise ValueError(f"not a rating: mu {mu}, sigma {sigma}")
        if isinstance(games, bool) or not isinstance(games, int) or games < 0:
            raise ValueError(f"not a count of games: {games!r}")
        return cls(mu, sigma, games)


DEFAULT = Rating(MODEL.mu, MODEL.sigma)


def _places(standings: list[list[str]]) -> list[tuple[str, int]]:
    """(participant, place) in the standings' order, place 1 the best; ValueError on a malformed standing."""
    places: list[tuple[str, int]] = []
    for place, group in enumerate(standings, start=1):
        if not group:
            raise ValueError(f"place {place} of the standings is empty")
        places.extend((who, place) for who in group)
    ids = [who for who, _ in places]
    if len(set(ids)) != len(ids):
        raise ValueError(f"a participant is listed twice: {sorted(ids)}")
    if len(ids) < 2:
        raise ValueError(f"a rated game needs 2 participants or more, not {len(ids)}")
    return places


def update(standings: list[list[str]], current: dict[str, Rating]) -> dict[str, Rating]:
    """The new rating of every participant of one game.

    `standings`: the finishing order as groups of participant ids, best first, a tie in one group, e.g.
    [["p1"], ["p2", "p3"], ["p4"]]. `current`: the ratings known; a participant missing from it starts at
    DEFAULT. Raises ValueError on a participant listed twice, an empty group or fewer than 2 participants."""
    places = _places(standings)
    before = [current.get(who, DEFAULT) for who, _ in places]
    teams = [[PlackettLuceRating(r.mu, r.sigma)] for r in before]
    rated = MODEL.rate(teams, ranks=[float(place) for _, place in places])
    return {who: Rating(team[0].mu, team[0].sigma, old.games + 1)
            for (who, _), old, team in zip(places, before, rated, strict=True)}


def change(before: Rating, after: Rating) -> dict[str, float]:
    """One participant's change, for a game's result JSON; delta is the change of the ordinal."""
    values = {"mu_before": before.mu, "mu_after": after.mu, "sigma_before": before.sigma,
              "sigma_after": after.sigma, "ordinal_before": before.ordinal, "ordinal_after": after.ordinal,
              "delta": after.ordinal - before.ordinal}
    return {key: round(value, 4) for key, value in values.items()}


def display(r: Rating) -> int:
    """The rating shown to people: the ordinal on an Elo-like scale (SCALE, OFFSET above), monotonic in it."""
    return round(OFFSET + SCALE * r.ordinal)
