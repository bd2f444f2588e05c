"""Turning the engine's random draws into OpenSpiel chance nodes.

The engine draws inside `setup` and `decide` with a `random.Random` (`choice`, `sample`, `shuffle`). A
`ScriptedRng` answers those calls from a script of chance outcomes, one elementary draw at a time: `choice` is one
uniform draw, `sample(population, k)` k draws without replacement, `shuffle(x)` a draw for each place but the
last. These give exactly the distributions of `random.Random`'s own calls (an ordered sample is uniform over the
k-permutations; a shuffle over the permutations). When the script runs out, the rng raises `NeedChance` with the
draw it needs: the engine's call is abandoned (decide is pure), the draw becomes a chance node, and the call is
run again with one outcome more. A draw with a single possible outcome is made at once, without a node.
"""
from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Draw:
    """One elementary draw: uniform over `available`, indices into `population`."""

    population: tuple[Any, ...]
    available: tuple[int, ...]

    def outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / len(self.available)
        return [(i, p) for i in self.available]


class NeedChance(Exception):
    """The scripted outcomes ran out: `draw` is the next one the engine makes."""

    def __init__(self, draw: Draw):
        super().__init__(f"a draw among {len(draw.available)} of {len(draw.population)}")
        self.draw = draw


class ScriptedRng(random.Random):
    """An rng whose draws are the outcomes of `script` (indices into each call's population), in order."""

    def __init__(self, script: Sequence[int]):
        super().__init__(0)
        self.script = list(script)
        self.used = 0

    def _pick(self, population: Sequence[Any], available: list[int]) -> int:
        if len(available) == 1:
            return available[0]
        if self.used == len(self.script):
            raise NeedChance(Draw(tuple(population), tuple(available)))
        index = self.script[self.used]
        if index not in available:
            raise ValueError(f"chance outcome {index} is not among the {len(available)} possible here")
        self.used += 1
        return index

    def choice(self, seq: Sequence[Any]) -> Any:  # type: ignore[override]
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self._pick(seq, list(range(len(seq))))]

    def sample(self, population: Sequence[Any], k: int, *, counts: Any = None) -> list[Any]:
        if counts is not None:
            raise TypeError("a scripted sample takes no counts")
        pool = list(population)
        left = list(range(len(pool)))
        out = []
        for _ in range(k):
            index = self._pick(pool, left)
            left.remove(index)
            out.append(pool[index])
        return out

    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override]
        x[:] = self.sample(x, len(x))

    def random(self) -> float:
        raise TypeError("the engine drew with rng.random(): only choice, sample and shuffle become chance nodes")

    def getrandbits(self, k: int) -> int:
        raise TypeError("the engine drew random bits: only choice, sample and shuffle become chance nodes")


def run_scripted(call: Callable[[random.Random], Any], script: Sequence[int]) -> tuple[Any, Draw | None]:
    """`call(rng)` with the scripted outcomes: its value, or the draw it still needs."""
    try:
        return call(ScriptedRng(script)), None
    except NeedChance as need:
        return None, need.draw
