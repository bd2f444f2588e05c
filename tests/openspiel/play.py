"""Random play of the OpenSpiel games for the tests: chance by its probabilities, decisions uniformly."""
from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is not installed (pip install -e '.[openspiel]')")
import interop.openspiel  # noqa: F401  (registers the games)

GAMES = ["tabula_acres(edition=second)", "tabula_acres(edition=first)",
         *(f"tabula_sparks(players={n})" for n in range(2, 7))]


def step(state: Any, rng: random.Random) -> int:
    """Applies a random action (a chance outcome by its probability) and returns it."""
    if state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        action = rng.choices(actions, probs)[0]
    else:
        action = rng.choice(state.legal_actions())
    state.apply_action(action)
    return int(action)


def states(name: str, seed: int, limit: int) -> Iterator[Any]:
    """The states of a random game, the first `limit` actions of it."""
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    rng = random.Random(seed)
    yield state
    for _ in range(limit):
        if state.is_terminal():
            return
        step(state, rng)
        yield state
