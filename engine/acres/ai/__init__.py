"""The A Few Acres of Snow bots, behind the Bot protocol of engine/core.py that engine/search.py uses: `sample` a
seat's information set (sample.py), the `heuristic` level, its `priors` (the score of each command, which the
search opens its best commands by) and the `rollout` policy (heuristic.py, scoring each command with score.py
on what plan.py knows of a position), and `evaluate` (evaluate.py). The engine proper imports nothing from here.
"""
from __future__ import annotations

from ..state import State
from .evaluate import evaluate
from .heuristic import heuristic, priors, rollout
from .sample import sample

ROLLOUT_PLIES = 4  # the search's playout length: 4 plies beat 2 plies clearly (arena: 18/20 against 26/40 games)
# then on to the end of the turn in play (`turn_of`): 5.6 plies a playout on average, 10 at most in a traced game
ROLLOUT_MAX_PLIES = 16
# progressive unpruning (engine/search.py): a node visited n times weighs its 1 + 0.3 sqrt(n) best commands. With
# the generic 1 + sqrt(n), a 1,000-iteration search spread itself over 32 root commands, 30 visits each, and its
# tree rarely reached the opponent's next turn (so not the siege he was about to start); now 10 commands.
EXPLORATION = 0.7  # the search's UCB1 constant (engine/search.py's default)
WIDENING = 0.3


def turn_of(state: State) -> int:
    """The turn a playout finishes before the leaf is scored (engine/search.py): a leaf in mid-turn would be
    scored with a besieger's reinforcements still to come, or a turn's second action not yet played."""
    return state.turn


__all__ = ["EXPLORATION", "ROLLOUT_MAX_PLIES", "ROLLOUT_PLIES", "WIDENING", "evaluate", "heuristic", "priors",
           "rollout", "sample", "turn_of"]
