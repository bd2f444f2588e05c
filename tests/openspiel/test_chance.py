"""Draws as chance nodes (interop/openspiel/chance.py): the scripted rng's draws have exactly the distributions
of random.Random's, and the game's chance nodes are the engine's draws."""
from __future__ import annotations

# isort: off
from .play import states  # first: it skips this module where OpenSpiel is not installed
# isort: on

import math
from collections import Counter
from itertools import permutations
from typing import Any

from engine import acres
from interop.openspiel.chance import run_scripted


def distribution(call: Any) -> Counter[tuple[Any, ...]]:
    """Every outcome of `call(rng)` with its probability, by walking the tree of its draws."""
    out: Counter[tuple[Any, ...]] = Counter()
    stack: list[tuple[tuple[int, ...], float]] = [((), 1.0)]
    while stack:
        script, p = stack.pop()
        value, draw = run_scripted(call, script)
        if draw is None:
            out[tuple(value)] += p
            continue
        stack += [((*script, i), p * q) for i, q in draw.outcomes()]
    return out


def test_a_sample_is_uniform_over_the_ordered_selections():
    dist = distribution(lambda rng: rng.sample(["a", "b", "c", "d"], 2))
    assert set(dist) == set(permutations("abcd", 2))
    assert all(math.isclose(p, 1 / 12) for p in dist.values())


def test_a_shuffle_is_uniform_over_the_permutations():
    def shuffled(rng: Any) -> list[int]:
        x = [1, 2, 3, 4]
        rng.shuffle(x)
        return x

    dist = distribution(shuffled)
    assert set(dist) == set(permutations([1, 2, 3, 4]))
    assert all(math.isclose(p, 1 / 24) for p in dist.values())


def test_a_choice_is_uniform_and_a_single_item_needs_no_node():
    assert distribution(lambda rng: [rng.choice("xyz")]) == Counter({("x",): 1 / 3, ("y",): 1 / 3, ("z",): 1 / 3})
    assert run_scripted(lambda rng: rng.sample(["only"], 1), ()) == (["only"], None)


def test_each_acres_draw_is_one_card_of_the_drawing_decks():
    nodes = 0
    for state in states("tabula_acres", seed=5, limit=1500):
        if not state.is_chance_node() or state._table.state is None:
            continue
        draw, zones = state._move.need, state._table.state.zones
        decks = [sorted(zones[s]["deck"]) for s in acres.seats()]
        piles = [set(zones[s]["deck"]) | set(zones[s]["discard"]) for s in acres.seats()]
        # the deck, drawn from one card at a time; or, where the command reshuffled the discard pile, that pile
        assert list(draw.population) in decks or any(set(draw.population) <= pile for pile in piles)
        assert list(draw.population) == sorted(draw.population)
        assert [p for _, p in state.chance_outcomes()] == [1 / len(draw.available)] * len(draw.available)
        nodes += 1
    assert nodes > 20
