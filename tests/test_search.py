"""engine/search.py on toy games whose best moves are known, and engine/bots.py's level dispatch."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine import bots, search
from engine.search import Budget, Search


def nim(players: tuple[str, ...]):
    """Subtraction Nim: take 1, 2 or 3 from the pile; whoever takes the last one wins. State: (pile, turn)."""

    def to_act(state):
        return set() if state[0] == 0 else {players[state[1] % len(players)]}

    def result(state):
        return {"winner": players[(state[1] - 1) % len(players)]} if state[0] == 0 else None

    def legal_commands(state, seat):
        return [{"type": "take", "n": n} for n in (1, 2, 3) if n <= state[0]] if seat in to_act(state) else []

    def decide(state, seat, cmd, rng):
        assert cmd in legal_commands(state, seat)
        return [{"type": "Took", "n": cmd["n"]}]

    def fold(events, state):
        for e in events:
            state = (state[0] - e["n"], state[1] + 1)
        return state

    def evaluate(state):
        res = result(state)
        if res:
            return {p: float(p == res["winner"]) for p in players}
        return {p: 1 / len(players) for p in players}

    def play(state, seat, cmd, rng):
        events = decide(state, seat, cmd, rng)
        return events, fold(events, state)

    ai = SimpleNamespace(sample=lambda state, seat, rng: state, evaluate=evaluate,
                         priors=lambda state, seat, legal, rng: [0.0] * len(legal),
                         rollout=lambda state, seat, rng: rng.choice(legal_commands(state, seat)),
                         turn_of=lambda state: None, ROLLOUT_PLIES=4, ROLLOUT_MAX_PLIES=0,
                         EXPLORATION=search.EXPLORATION, WIDENING=search.WIDENING)
    game = SimpleNamespace(to_act=to_act, result=result, legal_commands=legal_commands, decide=decide, fold=fold,
                           play=play, ai=ai)
    return game


@pytest.mark.parametrize("pile,best", [(5, 1), (6, 2), (7, 3), (9, 1), (10, 2)])
def test_two_player_search_finds_the_winning_take(pile, best):
    game = nim(("a", "b"))
    state = (pile, 0)
    found = Search(game, state, "a", game.legal_commands(state, "a"), random.Random(1), rollout_plies=20)
    assert found.run(Budget(iterations=3000)) == {"type": "take", "n": best}


def test_each_seat_maximises_its_own_reward_with_three_players():
    game = nim(("a", "b", "c"))
    state = (2, 1)  # b to act with 2: takes 2 and wins
    found = Search(game, state, "b", game.legal_commands(state, "b"), random.Random(3))
    assert found.run(Budget(iterations=100)) == {"type": "take", "n": 2}
    cmd, visits, mean = found.ranking()[0]
    assert (cmd, mean) == ({"type": "take", "n": 2}, 1.0) and visits > 50
    # c to act with 6: only taking 1 leaves c a chance (b, left 5, has no winning take; if b takes 1, a is
    # left 4 and hands c the rest). _best_takes computes that exactly.
    state = (6, 2)
    found = Search(game, state, "c", game.legal_commands(state, "c"), random.Random(4), rollout_plies=20)
    best = found.run(Budget(iterations=4000))
    assert best["n"] in _best_takes(6, 3)


def _best_takes(pile: int, players: int) -> set[int]:
    """The takes that maximise the mover's chance to win when every later mover maximises its own chance and
    ties among a mover's equal choices are broken uniformly (the rewards the search backs up)."""
    from functools import lru_cache

    @lru_cache(None)
    def values(p: int) -> tuple[float, ...]:  # win chance of the mover, the next, the one after, ...
        if p == 0:
            return tuple(1.0 if i == players - 1 else 0.0 for i in range(players))  # previous mover won
        options = [values(p - n) for n in (1, 2, 3) if n <= p]
        # after my take the next mover is index 0 of the child; I am the child's last index
        best = max(o[players - 1] for o in options)
        chosen = [o for o in options if o[players - 1] == best]
        mean = [sum(o[i] for o in chosen) / len(chosen) for i in range(players)]
        return (mean[players - 1], *mean[:players - 1])

    scores = {n: values(pile - n)[players - 1] for n in (1, 2, 3) if n <= pile}
    top = max(scores.values())
    return {n for n, v in scores.items() if v == top}


def test_a_search_with_the_same_seed_and_iterations_is_reproducible():
    game = nim(("a", "b"))
    runs = []
    for _ in range(2):
        s = Search(game, (21, 0), "a", game.legal_commands((21, 0), "a"), random.Random(7))
        s.run(Budget(iterations=500))
        runs.append(s.ranking())
    assert runs[0] == runs[1]



@pytest.mark.parametrize("turn_of,lengths,parities", [
    (None, {1}, {0, 1}),  # exactly `rollout_plies` plies, wherever the turn stands
    (lambda state: state[1] // 2, {1, 2}, {0}),  # a "turn" of two plies: on to its end, every leaf at a turn's start
    (lambda state: 0, {3}, {0, 1}),  # a turn that never ends: cut at ROLLOUT_MAX_PLIES
])
def test_playouts_run_on_to_the_end_of_a_turn_when_the_game_names_its_turns(turn_of, lengths, parities):
    game = nim(("a", "b"))
    plies, played, leaves = [0], [], []
    ai = game.ai
    rollout, evaluate = ai.rollout, ai.evaluate

    def counted_rollout(state, seat, rng):
        plies[0] += 1
        return rollout(state, seat, rng)

    def recorded_evaluate(state):
        played.append(plies[0])
        leaves.append(state[1] % 2)
        plies[0] = 0
        return evaluate(state)

    ai.rollout, ai.evaluate = counted_rollout, recorded_evaluate
    if turn_of is not None:
        ai.turn_of, ai.ROLLOUT_MAX_PLIES = turn_of, 3
    state = (300, 0)
    Search(game, state, "a", game.legal_commands(state, "a"), random.Random(2), rollout_plies=1).run(
        Budget(iterations=200))
    assert set(played) == lengths and set(leaves) == parities


def test_a_time_budget_reads_only_the_clock_it_is_given():
    game = nim(("a", "b"))
    ticks = iter(range(1000))
    s = Search(game, (21, 0), "a", game.legal_commands((21, 0), "a"), random.Random(7))
    s.run(Budget(seconds=10, clock=lambda: next(ticks)))
    assert s.stats.iterations == 10  # the start reading, then one reading after each iteration


def test_a_budget_needs_a_limit():
    with pytest.raises(ValueError):
        Budget(seconds=1.0)


def test_a_single_legal_command_is_played_without_search():
    game = nim(("a", "b"))
    s = Search(game, (1, 0), "a", [{"type": "take", "n": 1}], random.Random(1))
    assert s.run(Budget(iterations=100)) == {"type": "take", "n": 1} and s.stats.iterations == 0


def test_command_keys_identify_commands_whatever_their_lists():
    assert search.command_key({"type": "hunt", "tools": [3, 4]}) == search.command_key({"tools": [3, 4],
                                                                                       "type": "hunt"})
    assert search.command_key({"type": "hunt", "tools": [3]}) != search.command_key({"type": "hunt", "tools": [4]})


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        bots.choose(None, None, "a", [{"type": "x"}, {"type": "y"}], "genius", random.Random(1))
