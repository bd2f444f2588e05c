"""`evaluate` for the search (engine/search.py): a cheap estimate of each seat's chance to win, from the
economic model (model.py, hunt.py) with weights fitted to the winners of heuristic games."""
from __future__ import annotations

import math

from ..state import State
from . import hunt, model

# Fitted to the winners of heuristic games (tools/sparks_eval_fit.py 4 400: every position of 400 4-player games,
# held out 200 others; log-likelihood per position -0.890, against -0.914 for the weights before, which lacked
# END_FOOD and LATER_IN_ORDER, and -1.386 for even chances; with 6 players -1.169, against -1.226 and -1.792).
SHARPNESS = 1.1  # log-odds of winning per member of lead in the last round
SHARPNESS_DECAY = 0.66  # ... divided by 1 + this per round still to play
MEMBERS_NOW = 0.29  # members on the board now count besides the projection
SPARE_NOW = 0.0  # and the food a round the clan hunts beyond its feeding does not (fitted -0.01)
END_FOOD = 0.13  # food in hand at the projected end, beyond model.FOOD_WEIGHT's tie-break
LATER_IN_ORDER = 0.11  # each place later in the turn order while this round's hunt is ahead (see outlook)
TERMS = ("MEMBERS_NOW", "SPARE_NOW", "END_FOOD", "LATER_IN_ORDER")  # the weights of outlook's parts after the first


def evaluate(state: State) -> dict[str, float]:
    """Each seat's chance of winning: the true result of a finished game (winners share 1), else a softmax of
    each clan's projected standing at the end (members first, a little food and spare income), its members and
    spare income now, its food at the end and its place in the turn order, sharper as the end comes nearer.
    The weights were fitted to the winners of heuristic games (4 players: log-likelihood -0.89 a position,
    against -1.39 for even chances; see the constants)."""
    if state.result is not None:
        winners = state.result["winners"]
        return {s: (1 / len(winners) if s in winners else 0.0) for s in state.seats}
    rounds, parts = outlook(state)
    weights = (1.0, MEMBERS_NOW, SPARE_NOW, END_FOOD, LATER_IN_ORDER)
    strength = {s: sum(w * x for w, x in zip(weights, p, strict=True)) for s, p in parts.items()}
    sharpness = SHARPNESS / (1 + SHARPNESS_DECAY * rounds)
    top = max(strength.values())
    exp = {s: math.exp(sharpness * (v - top)) for s, v in strength.items()}
    total = sum(exp.values())
    return {s: w / total for s, w in exp.items()}


def outlook(state: State) -> tuple[int, dict[str, tuple[float, float, float, float, float]]]:
    """What `evaluate` weighs: the full rounds until the projected end (model.race), and per seat its standing
    at that end, its members now, its spare income now (lasting income less members), its food at the end
    and its place in the turn order (0 first) while its hunt of this round is still to come (the later, the
    sooner it hunts from the shared piles, FS-HUNT-1, which lasting_incomes assumes the others empty first;
    once it has hunted, the food it took counts instead)."""
    income = hunt.lasting_incomes(state)
    clans = {s: model.Clan(state.size(s), state.food[s], income[s], state.knows(s, "fire"), model.LATER_CARDS)
             for s in state.seats}
    steps = {s: model.step_of(state, s) for s in state.seats}
    rounds, end = model.race(clans, steps)
    place = {s: i for i, s in enumerate(state.order) if steps.get(s) in ("spoil", "hunt")}
    return rounds, {s: (model.standing(*e), state.size(s), income[s] - state.size(s), e[1], place.get(s, 0))
                    for s, e in end.items()}
