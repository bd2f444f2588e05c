"""`evaluate`: the chance that each nation wins, from the position alone (no search, no hidden cards).

The British margin is the score difference (AC-SCORE; the French win ties), plus what the running sieges
promise, plus each side's means to score later valued as the heuristic values them (money by `money_worth`,
empire cards by their fit to the nation's plan, plan.FIT), minus the pieces each side's raid cards
threaten past the other's blockers, all weighed by the time left; each term's weight is per edition (WEIGHTS).
The margin's spread shrinks as the pieces and the captures that end the game (AC-END-4) run out. A siege of a
capital that is about to fall decides the game (AC-END-1/2).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..data import CARDS, LOCATIONS, OPPONENT, RAID_LINKS, SEATS
from ..scoring import captured_points, end_reason, scores
from ..state import State
from .plan import DIMINISH, ENEMY_CAPITALS, FIT, money_worth


@dataclass(frozen=True)
class Weights:
    """What each term of the margin is worth in points of score, and the logistic's scale."""
    siege: float = 1.0  # per point of a siege's expected gain
    raids: float = 0.3  # the share of the threatened points that raids take, over the rest of a game
    money: float = 0.6  # means are worth less than points on the board: they still have to be turned into points
    drafted: float = 0.6  # per point of drafted cards' fit to the nation's plan (plan.FIT)
    scale: float = 0.8  # logit = scale * margin / (SPREAD_BASE + SPREAD_PER_TURN * sqrt(turns))


SPREAD_BASE, SPREAD_PER_TURN = 1.0, 2.0
# The weights were set by hand, the scale fitted on heuristic games. In the first edition drafted cards weigh nothing:
# on first-edition heuristic games (tools/acres_eval_fit.py) their fitted weight is below zero, and with it at 0
# the search as the French won 7 of 13 games against the heuristic in place of 3 of 13 (docs/ai.md).
WEIGHTS = {"second": Weights(), "first": Weights(drafted=0.0)}


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def siege_odds(state: State, track: str) -> float:
    """The attacker's chance of taking the place: +2 wins at his check, -1 loses at the defender's; the
    player about to check matters (the active player has checked already and may still play)."""
    value = state.sieges[track]["value"]
    attacker_next = state.active != track  # the attacker's check comes at the start of the next turn
    lean = value - (1.5 if attacker_next else 0.5)
    return _logistic(1.3 * lean)


def _stake(state: State, location: str) -> float:
    vp = LOCATIONS[location].vp
    if state.piece.get(location) == "disc":
        return 4 + 2.7 * vp
    return 2 + 1.7 * vp


# per card: the name it is drafted under (None for location and starting cards), raid card, raid blocker
_FACTS = {cid: (None if c.kind == "location" or c.deck == "start" else c.name, c.raid == "card", c.block_raid)
          for cid, c in CARDS.items()}


def deck_facts(state: State, seat: str) -> tuple[float, int, int]:
    """One pass over `seat`'s cards (hand, deck, discard, reserve, sieges): the worth of his drafted cards to
    his plan (plan.FIT, with its diminishing returns), his raid cards and his raid blockers."""
    zones = state.zones[seat]
    cards = zones["hand"] + zones["deck"] + zones["discard"] + zones["reserve"]
    for siege in state.sieges.values():
        cards = cards + siege["cards"][seat]
    fit = FIT[seat]
    counts: dict[str, int] = {}
    drafted, raiders, blockers = 0.0, 0, 0
    for c in cards:
        name, raider, blocker = _FACTS[c]
        raiders += raider
        blockers += blocker
        if name is not None:
            k = counts.get(name, 0)
            counts[name] = k + 1
            drafted += fit.get(name, 0.3) / (1 + DIMINISH.get(name, 0.6) * k)
    return drafted, raiders, blockers


def raid_pressure(state: State, raider: str, raiders: int, blockers: int) -> float:
    """What `raider`'s raids threaten: the pieces of his opponent within two raid cards' reach (fortified
    places are safe), weighed by his `raiders` (raid cards) against the victim's `blockers`."""
    if not raiders:
        return 0.0
    victim = OPPONENT[raider]
    loss = 0.0
    for loc in raid_zone(state, raider, 2 + state.rules.raid_range_bonus):
        if state.owner.get(loc) == victim and loc not in state.forts:
            vp = LOCATIONS[loc].vp
            loss += 4 + vp if state.piece[loc] == "disc" else 2 + vp
    return loss * raiders / (raiders + blockers + 2)


def raid_zone(state: State, raider: str, reach: int) -> set[str]:
    """The places within `reach` raid links of the raider's (AC-RAID-5, AC-RAID-8: a path stops at a
    fortified place but may start from one). A lean Query.raid_distances that ignores the siege limits of
    AC-RAID-9: good enough for an estimate, and twice as fast."""
    owner, forts = state.owner, state.forts
    frontier = [loc for loc, who in owner.items() if who == raider]
    seen = set(frontier)
    for depth in range(reach):
        following = []
        for node in frontier:
            if depth and node in forts:
                continue
            for nb in RAID_LINKS[node]:
                if nb not in seen:
                    seen.add(nb)
                    following.append(nb)
        frontier = following
    return seen


def turns_left(state: State) -> float:
    """A rough count of turns before AC-END-4 ends the game: none when the seat about to start his turn
    already meets it, one when the active seat does, else what the pieces and the captures leave."""
    if end_reason(state, OPPONENT[state.active]):
        return 0.0
    if end_reason(state, state.active):
        return 1.0
    left = min(min(state.cubes[s], 2 * state.discs[s]) for s in SEATS)
    capture = min(12 - captured_points(state, s) for s in SEATS) / 2
    return max(1.5, min(left * 0.9, capture * 1.5, 25.0))


TERMS = ("siege", "money", "drafted", "raids")  # the weighted terms of the margin (Weights' fields)


@dataclass(frozen=True)
class Margin:
    """The British margin's parts, British minus French, before weighting: `score` in points (the French win
    ties), each of TERMS in its own unit, the turns left, and the chance a capital siege ends the game for the
    British minus for the French."""
    score: float
    terms: dict[str, float]
    left: float
    capital: float

    def value(self, w: Weights) -> float:
        weighted: float = sum(getattr(w, name) * x for name, x in self.terms.items())
        return self.score + weighted

    @property
    def spread(self) -> float:
        return SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(self.left)


def british_margin(state: State) -> Margin:
    table = scores(state)
    siege_gain = capital = 0.0
    for track, siege in state.sieges.items():
        sign = 1 if track == "british" else -1
        odds = siege_odds(state, track)
        if siege["location"] in ENEMY_CAPITALS[track]:
            capital += sign * odds
        else:
            siege_gain += sign * (odds * _stake(state, siege["location"]) - (1 - odds) * 1.5)
    left = turns_left(state)
    horizon = min(1.0, left / 8)
    b_drafted, b_raiders, b_blockers = deck_facts(state, "british")
    f_drafted, f_raiders, f_blockers = deck_facts(state, "french")
    threats = (raid_pressure(state, "french", f_raiders, b_blockers)
               - raid_pressure(state, "british", b_raiders, f_blockers))
    terms = {"siege": siege_gain,
             "money": money_worth(state.money["british"]) - money_worth(state.money["french"]),
             "drafted": horizon * (b_drafted - f_drafted),
             "raids": -horizon * threats}
    return Margin(table["british"]["total"] - table["french"]["total"] - 0.5, terms, left, capital)


def evaluate(state: State) -> dict[str, float]:
    if state.result is not None:
        winner = state.result["winner"]
        return {s: 1.0 if s == winner else 0.0 for s in SEATS}
    m = british_margin(state)
    w = WEIGHTS[state.rules.edition]
    p = _logistic(w.scale * m.value(w) / m.spread)
    capital = m.capital  # a capital siege about to fall overrides the margin
    if capital > 0:
        p = capital + (1 - capital) * p
    elif capital < 0:
        p = (1 + capital) * p
    return {"british": p, "french": 1.0 - p}


__all__ = [
    "TERMS",
    "Margin",
    "Weights",
    "british_margin",
    "deck_facts",
    "evaluate",
    "raid_pressure",
    "raid_zone",
    "siege_odds",
    "turns_left",
]
