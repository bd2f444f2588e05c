"""The acres bots behind the interface the generic search uses (engine/search.py): `sample`, `heuristic`,
`priors`, `evaluate` and `rollout`. The game engine imports nothing from here. The judgement behind the heuristic and the
rollouts is in ai_score (one score per command) and ai_plan (what a position says); `evaluate` is ai_eval."""
from __future__ import annotations

import random

from ..core import IllegalCommand, Json
from . import ai_eval
from .ai_plan import FIT, Situation
from .ai_score import score
from .data import CARDS, OPPONENT
from .rules import ANSWER_ACTIONS, END_TURN, FREE, NORMAL, Action
from .state import State

TIE_NOISE = 0.05


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A state drawn from what `seat` knows: the opponent's hand is dealt again from his hand and deck.

    Only the split of the opponent's cards between his hand and his draw deck is hidden from `seat`:
    - decks are unordered (a draw picks its cards when it happens), so no deck order exists to redraw;
    - every move of a card into or out of a hand or deck is a public event (settle, draft, reshuffle,
      discard, reserve, CardLost, NativesGiven, the cards of a siege...) except a draw, so the multiset of
      the opponent's hand and deck together follows from public events, and so does `seat`'s own deck;
    - the discard piles, reserves, siege cards, available piles, display, board, money and the pending
      decisions (their fields are PENDING_FIELDS of views.py) are all public.
    A `HandRevealed` event shows the opponent's hand for a moment; the sample forgets it (less knowledge,
    never a leak). Pooling and sorting before the shuffle makes the sample the same for every state of
    one information set.
    """
    new = state.copy()
    zones = new.zones[OPPONENT[seat]]
    pool = sorted(zones["hand"] + zones["deck"])
    rng.shuffle(pool)
    size = len(zones["hand"])
    zones["hand"] = sorted(pool[:size])
    zones["deck"] = sorted(pool[size:])
    return new


def heuristic(state: State, seat: str, legal: list[Json], rng: random.Random) -> Json:
    """The best-scoring legal command (ai_score), with a little noise to break ties."""
    sit = Situation(state, seat)
    best, best_value = legal[0], float("-inf")
    for cmd in legal:
        value = score(sit, cmd) + rng.random() * TIE_NOISE
        if value > best_value:
            best, best_value = cmd, value
    return best


def priors(state: State, seat: str, commands: list[Json], rng: random.Random) -> list[float]:
    """The heuristic's score of each command: the order in which the search's progressive unpruning opens
    them (acres positions offer up to hundreds of commands, most of them discard and Governor combinations
    that are rarely worth a visit)."""
    sit = Situation(state, seat)
    return [score(sit, cmd) + rng.random() * TIE_NOISE for cmd in commands]


def evaluate(state: State) -> dict[str, float]:
    """Each nation's chance of winning (ai_eval); the true result once the game is over."""
    return ai_eval.evaluate(state)


# The rollout policy scores the commands of the types that shape a game and skips those that are many and
# rarely matter (discard and Governor combinations, reserve, Intendant, withdraw): it never lists them.
ROLLOUT_NORMAL = ("settle", "develop", "fortify", "besiege", "reinforce", "raid", "ambush", "demand_natives",
                  "take_money", "merchant", "trader", "piracy", "draft")
ROLLOUT_FREE = ("home_support", "military_leader", "retrieve_reserve")
ROLLOUT_NOISE = 0.4
ROLLOUT_PLIES = 4  # the search's playout length: 4 plies beat 2 plies clearly (arena: 18/20 against 26/40 games)
ROLLOUT_MAX_PLIES = 16  # then on to the end of the turn in play (`turn_of`): 5.6 plies a playout on average, 10 at most in a traced game
# progressive unpruning (engine/search.py): a node visited n times weighs its 1 + 0.3 sqrt(n) best commands. With
# the generic 1 + sqrt(n), a 1,000-iteration search spread itself over 32 root commands, 30 visits each, and its
# tree rarely reached the opponent's next turn (so not the siege he was about to start); now 10 commands.
EXPLORATION = 0.7  # the search's UCB1 constant (engine/search.py's default)
WIDENING = 0.3


def _rollout_actions(state: State) -> list[tuple[str, Action]]:
    if state.pending:
        return list(ANSWER_ACTIONS[state.pending[0]["kind"]].items())
    free = [(name, FREE[name]) for name in ROLLOUT_FREE]
    if state.phase == "after_draw" or state.actions_left == 0:
        return free + [("end_turn", END_TURN)]
    return [(name, NORMAL[name]) for name in ROLLOUT_NORMAL] + free + [("pass", NORMAL["pass"])]


def _draft_shortlist(sit: Situation) -> list[Json]:
    """The drafts a playout considers: one card of each name, the three names that fit the plan best."""
    state, seat = sit.state, sit.seat
    fit = FIT[seat]
    best: dict[str, str] = {}
    for card in sorted(state.avail_empire[seat] | state.display):
        name = CARDS[card].name
        if name not in best and CARDS[card].cost <= sit.money:
            best[name] = card
    names = sorted(best, key=lambda n: -fit.get(n, 0.0))[:3]
    return [{"type": "draft", "card": best[n]} for n in names]


def rollout(state: State, seat: str, rng: random.Random) -> Json:
    """A playout command: the heuristic's scores, with noise, over the candidates of `_rollout_actions`,
    generated by the engine's own Actions and checked best first until one passes (so it is legal without
    listing, or even checking, every command)."""
    sit = Situation(state, seat, careful=False)
    q = sit.q
    scored: list[tuple[float, int, Json, Action]] = []
    for name, action in _rollout_actions(state):
        for cmd in (_draft_shortlist(sit) if name == "draft" else action.gen(q)):
            scored.append((score(sit, cmd) + rng.random() * ROLLOUT_NOISE, len(scored), cmd, action))
    scored.sort(key=lambda entry: (-entry[0], entry[1]))
    for _, _, cmd, action in scored:
        try:
            action.check(q, cmd)
        except IllegalCommand:
            continue
        return cmd
    raise AssertionError("pass, end_turn or an answer is always open")


def turn_of(state: State) -> int:
    """The turn a playout finishes before the leaf is scored (engine/search.py): a leaf in mid-turn would be
    scored with a besieger's reinforcements still to come, or a turn's second action not yet played."""
    return state.turn
