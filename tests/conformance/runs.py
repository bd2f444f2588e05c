"""Seeded games of any registered game for the conformance suite, played through the Engine protocol only.

A seat to act (drawn among the seats to act: some games let several act at once) plays a uniformly random
command of a random type on a share of the first steps, for variety, and its game's heuristic otherwise, so
that games end. Each step keeps the states before and after it and the key of the rng its command was decided
with, so a test can decide it again.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine import bots, registry
from engine.core import Engine, InvalidOptions, Json, seeded_rng

RANDOM_STEPS = 80  # random commands come only among the first steps: later, the heuristic ends the game
RANDOM_SHARE = 0.3
MAX_STEPS = 1500  # a mixed game that has not ended by then stops (random commands can stall a game for good)
SEEDS = 2


@dataclass(eq=False)  # steps are told apart by identity (states need not compare)
class Step:
    seat: str
    command: Json
    version: int  # the version the command makes: its rng is seeded_rng(run.seed_text, version)
    events: list[Json]
    before: Any
    after: Any


@dataclass
class Run:
    game: Engine
    seats: int
    seed: int
    options: Json | None
    heuristic_only: bool
    setup: list[Json] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)

    @property
    def seed_text(self) -> str:
        return f"conformance-{self.game.name}-{self.seats}-{self.seed}-{json.dumps(self.options, sort_keys=True)}"

    def rng(self, version: int) -> random.Random:
        return seeded_rng(self.seed_text, version)

    @property
    def start(self) -> Any:
        return self.game.fold(self.setup)

    @property
    def final(self) -> Any:
        return self.steps[-1].after if self.steps else self.start

    @property
    def log(self) -> list[Json]:
        return [*self.setup, *(e for step in self.steps for e in step.events)]

    @property
    def ended(self) -> bool:
        return self.game.result(self.final) is not None

    def __repr__(self) -> str:  # for failure messages and hypothesis' notes
        return f"<{self.game.name} {self.seats} seats seed {self.seed} options {self.options}>"


def seat_counts(game: Engine) -> list[int]:
    """The fewest, the most and a middle count of the game's seat counts."""
    counts = sorted(game.seats_allowed)
    return sorted({counts[0], counts[len(counts) // 2], counts[-1]})


def variant(game: Engine, seats: int) -> Json:
    """Options other than the defaults: the last value of each enumerated option, those a game refuses in that
    company (InvalidOptions) left out, in the schema's order."""
    options: Json = {}
    for name, prop in game.option_schema()["properties"].items():
        if prop.get("enum"):
            if "default" in prop and prop["enum"][-1] is prop["default"]:
                continue  # a last value that is the default (Acres' scenario options) changes nothing
            try:
                game.setup({**options, name: prop["enum"][-1]}, seats, random.Random(0))
            except InvalidOptions:
                continue
            options[name] = prop["enum"][-1]
    return options


def play(game: Engine, seats: int, seed: int, options: Json | None = None, heuristic_only: bool = False,
         max_steps: int = MAX_STEPS) -> Run:
    run = Run(game, seats, seed, options, heuristic_only)
    run.setup = game.setup(options, seats, run.rng(0))
    policy = random.Random(run.seed_text)
    state = run.start
    while game.result(state) is None and len(run.steps) < max_steps:
        seat = policy.choice(sorted(game.to_act(state)))
        legal = game.legal_commands(state, seat)
        level = "heuristic" if heuristic_only or len(run.steps) >= RANDOM_STEPS or \
            policy.random() > RANDOM_SHARE else "random"
        command = bots.random_command(legal, policy, by_type=True) if level == "random" else \
            bots.choose(game, state, seat, legal, level, policy)
        version = len(run.steps) + 1
        events, after = game.play(state, seat, command, run.rng(version))
        run.steps.append(Step(seat, command, version, events, state, after))
        state = after
    return run


@cache
def runs(name: str) -> tuple[Run, ...]:
    """The mixed games of the registered game `name`: SEEDS seeds for each of its seat counts with the default
    options, and SEEDS with other options (`variant`) with the fewest seats."""
    game = registry.get(name)
    fewest = min(game.seats_allowed)
    return (*(play(game, n, seed) for n in seat_counts(game) for seed in range(SEEDS)),
            *(play(game, fewest, seed, variant(game, fewest)) for seed in range(SEEDS)))
