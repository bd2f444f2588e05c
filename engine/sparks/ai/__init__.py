"""The First Sparks bots, behind the Bot protocol of engine/core.py that engine/search.py uses: `sample` a
seat's information set (sample.py), the `heuristic` level and its `priors` (the score of each command, which
the search opens its best commands by; heuristic.py, on the economic model of model.py and hunt.py),
`evaluate` (evaluate.py, its weights fitted) and `rollout` (play.py) for the search. The engine proper imports
nothing from here."""
from __future__ import annotations

from .evaluate import evaluate
from .heuristic import heuristic, priors
from .play import rollout
from .sample import sample

EXPLORATION = 0.35  # search's UCB constant (default 0.7): trust the fitted evaluate more; 4p arena 60/96 vs 58/96

WIDENING = 1.0  # progressive unpruning at the search's default rate
ROLLOUT_PLIES = 4
ROLLOUT_MAX_PLIES = 0  # playouts count plies: The First Sparks has no turns to finish


def turn_of(state: object) -> None:
    return None


__all__ = ["EXPLORATION", "ROLLOUT_MAX_PLIES", "ROLLOUT_PLIES", "WIDENING", "evaluate", "heuristic", "priors", "rollout",
           "sample", "turn_of"]
