"""The First Sparks bots, behind the interface engine/search.py uses: `sample` a seat's information set
(ai_sample.py), the `heuristic` level and its `priors` (the score of each command, which the search opens
its best commands by; ai_heuristic.py, on the economic model of ai_model.py), and `evaluate` and `rollout`
for the search (ai_play.py)."""
from __future__ import annotations

from .ai_heuristic import heuristic, priors
from .ai_play import evaluate, rollout
from .ai_sample import sample

EXPLORATION = 0.35  # search's UCB constant (default 0.7): trust the fitted evaluate more; 4p arena 60/96 vs 58/96

WIDENING = 1.0  # progressive unpruning at the search's default rate
ROLLOUT_PLIES = 4
ROLLOUT_MAX_PLIES = 0  # playouts count plies: The First Sparks has no turns to finish


def turn_of(state: object) -> None:
    return None


__all__ = ["EXPLORATION", "ROLLOUT_MAX_PLIES", "ROLLOUT_PLIES", "WIDENING", "evaluate", "heuristic", "priors", "rollout",
           "sample", "turn_of"]
