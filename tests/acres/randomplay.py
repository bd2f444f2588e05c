"""Seeded random games for invariant tests, golden transcripts and the benchmark."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from engine import acres
from engine.acres.state import State
from engine.bots import random_command
from engine.core import seeded_rng

CAP = 5000  # commands; random games end well before (see test_random_games_end)


@dataclass
class Step:
    before: State
    seat: str
    command: dict
    events: list[dict]
    after: State


@dataclass
class Game:
    seed: int
    options: dict
    setup: list[dict]
    steps: list[Step] = field(default_factory=list)

    @property
    def final(self) -> State:
        return self.steps[-1].after if self.steps else acres.fold(self.setup)

    @property
    def events(self) -> list[dict]:
        return self.setup + [e for s in self.steps for e in s.events]


def playable(commands: list[dict]) -> list[dict]:
    """The random player never uses the Governor: returning cards at random dismantles a deck until neither
    player can make progress, a legal but endless game that would hide real non-termination bugs."""
    return [c for c in commands if c["type"] != "governor"] or commands


def steps(seed: int, options: dict | None = None, cap: int = CAP, by_type: bool = True) -> Iterator[Step]:
    """Play a game, yielding each step; both seats choose at random among the legal commands."""
    options = options or {}
    setup = acres.setup(options, 2, seeded_rng(str(seed), 0))
    state = acres.fold(setup)
    chooser = random.Random(f"chooser:{seed}")
    for version in range(1, cap + 1):
        if state.over:
            return
        (seat,) = state.to_act()
        command = random_command(playable(acres.legal_commands(state, seat)), chooser, by_type)
        events = acres.decide(state, seat, command, seeded_rng(str(seed), version))
        after = acres.fold(events, state)
        yield Step(state, seat, command, events, after)
        state = after


def play(seed: int, options: dict | None = None, cap: int = CAP, by_type: bool = True,
         on_step: Callable[[Step, int], None] | None = None) -> Game:
    options = options or {}
    game = Game(seed, options, acres.setup(options, 2, seeded_rng(str(seed), 0)))
    for step in steps(seed, options, cap, by_type):
        if on_step:
            on_step(step, len(game.steps))
        game.steps.append(step)
    return game
