"""The bot interface: one function, `choose`, that any AI seat (RQ worker, arena, benchmark) calls.

Levels: `random` (a uniformly random legal command), `heuristic` (the game's hand-written play, fast) and
`search` (information-set MCTS, engine/search.py, under a budget). Whatever the level, a bot first replaces
the real state by `ai.sample(state, seat, rng)`, a state drawn from the seat's information set, and never
looks at the real state again: it cannot read a card the seat could not see at the table.
"""
from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

from .core import Engine, Json
from .search import Budget, Search

LEVELS = ("random", "heuristic", "search")
DEFAULT_LEVEL = "heuristic"  # `random` can play games that never end (an endless Governor, starving clans)
DEFAULT_SECONDS = 1.0  # the search's time per decision unless the seat says otherwise
MAX_THINK_SECONDS = 30.0  # well inside the AI job's timeout (workers/queue.py)


def random_command(commands: list[Json], rng: random.Random, by_type: bool = False) -> Json:
    """A uniformly random command; with `by_type`, first a random command type, then a command of it
    (so the hundreds of ways to discard do not drown the one way to settle)."""
    if not by_type:
        return rng.choice(commands)
    groups: dict[str, list[Json]] = defaultdict(list)
    for cmd in commands:
        groups[cmd["type"]].append(cmd)
    return rng.choice(groups[rng.choice(sorted(groups))])


def choose(game: Engine, state: Any, seat: str, legal: list[Json], level: str, rng: random.Random,
           budget: Budget | None = None, **search_options: Any) -> Json:
    """A command of `legal` (the commands `seat` may play in `state`) chosen at `level`.

    `budget` bounds the search (default: 200 iterations; the workers pass a clock and seconds).
    An unknown level raises ValueError.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; levels are {', '.join(LEVELS)}")
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return random_command(legal, rng)
    ai = game.ai
    known = ai.sample(state, seat, rng)  # from here on the bot sees only what the seat could know
    if level == "heuristic":
        return ai.heuristic(known, seat, legal, rng)
    return Search(game, known, seat, legal, rng, **search_options).run(budget or Budget(iterations=200))
