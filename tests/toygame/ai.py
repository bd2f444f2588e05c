"""Goofspiel's bot (the engine.core.Bot protocol): bid near the prize's rank."""
from __future__ import annotations

import random

from engine import search
from engine.core import Json

from .state import State, rank

ROLLOUT_PLIES = 6
ROLLOUT_MAX_PLIES = 0
EXPLORATION = search.EXPLORATION
WIDENING = search.WIDENING


def sample(state: State, seat: str, rng: random.Random) -> State:
    """What `seat` cannot know dealt again: the order of the face-down prizes, and which card of its hand each
    other seat that has bid put down (every other card is public). Sorting first makes the draw the same for
    every state of one information set."""
    new = state.copy()
    new.deck = sorted(new.deck)
    rng.shuffle(new.deck)
    for other in sorted(new.bids):
        if other != seat:
            pool = sorted([*new.hands[other], new.bids[other]], key=rank)
            new.bids[other] = pool.pop(rng.randrange(len(pool)))
            new.hands[other] = pool
    return new


def _closeness(state: State, cmd: Json) -> float:
    return -abs(rank(cmd["card"]) - rank(state.prize or "x-0"))


def heuristic(state: State, seat: str, legal: list[Json], rng: random.Random) -> Json:
    """The card nearest the prize's rank, the lower one on a tie."""
    return max(legal, key=lambda cmd: (_closeness(state, cmd), -rank(cmd["card"])))


def priors(state: State, seat: str, commands: list[Json], rng: random.Random) -> list[float]:
    return [_closeness(state, cmd) + rng.random() * 0.1 for cmd in commands]


def evaluate(state: State) -> dict[str, float]:
    """Each seat's share of the points won so far (the winners share 1 at the end)."""
    if state.result is not None:
        winners = state.result["winners"]
        return {s: 1 / len(winners) if s in winners else 0.0 for s in state.seats}
    points = {s: state.score(s) + 1 for s in state.seats}
    return {s: p / sum(points.values()) for s, p in points.items()}


def rollout(state: State, seat: str, rng: random.Random) -> Json:
    return {"type": "bid", "card": rng.choice(state.hands[seat])}


def turn_of(state: State) -> int:
    return state.round
