"""Every command type of every game has an example (`examples` in its `command_schemas()`, the first of which the
OpenAPI document shows), and each example is a real command: it was among the legal commands of some step of the
seeded games (tests/conformance/runs.py), in canonical form, and the engine plays it there. A rule change that
makes an example stale fails here. The lifecycle's commands (resign, abort, claim_timeout: any game's) are never
listed as legal; their examples must be accepted by `Life.decide` in a game where they apply."""
from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from itertools import chain

from engine import lifecycle, registry
from engine.core import Engine, Json

from .runs import Run, play, runs

EXTRA_SEED = 2  # one more seeded game of the fewest seats: Acres' military_leader is legal in none of runs()
# games with every off-by-default option on, played only while examples are missing; several, as such a command
# may be rare (Acres' discard_lost needs the card of a lost location in hand)
SCENARIO_SEEDS = range(8)


def _key(command: Json) -> str:
    return json.dumps(command, sort_keys=True)


@cache
def _seeded(name: str) -> tuple[Run, ...]:
    game = registry.get(name)
    return (*runs(name), play(game, min(game.seats_allowed), EXTRA_SEED))


def _scenario_runs(game: Engine) -> Iterator[Run]:
    """Games with every option that is off by default turned on (Acres' Yucata scenario options): the commands
    only such an option opens (Acres' redraw, AC-VAR-5) are legal in no other seeded game."""
    properties = game.option_schema()["properties"]
    options = {name: True for name, prop in properties.items()
               if prop.get("default") is False and True in prop.get("enum", ())}
    if options:
        for seed in SCENARIO_SEEDS:
            yield play(game, min(game.seats_allowed), seed, options)


def test_every_command_type_has_an_example_that_was_legal_in_a_seeded_game(game: Engine) -> None:
    schemas = game.command_schemas()
    examples = {kind: schema.get("examples") or [] for kind, schema in schemas.items()}
    assert [kind for kind, found in examples.items() if not found] == [], "command types without an example"
    for kind, found in examples.items():
        assert all(example["type"] == kind for example in found), kind
    wanted = {_key(example): example for found in examples.values() for example in found}
    for run in chain(_seeded(game.name), _scenario_runs(game)):
        for step in run.steps:
            for seat in sorted(game.to_act(step.before)):
                for command in game.legal_commands(step.before, seat):
                    if _key(command) in wanted:
                        # the engine parses and plays it there (no MalformedCommand, no IllegalCommand)
                        game.play(step.before, seat, wanted.pop(_key(command)), run.rng(step.version))
            if not wanted:
                return
    assert not wanted, f"examples never legal in the seeded games of {game.name}: {list(wanted.values())}"


def test_the_lifecycle_examples_are_accepted() -> None:
    seats = ("british", "french")
    life = lifecycle.Life.begin({"seat": seat} for seat in seats)
    examples = {kind: schema["examples"] for kind, schema in lifecycle.COMMAND_SCHEMAS.items()}
    assert all(found and all(e["type"] == kind for e in found) for kind, found in examples.items()), examples
    for found in examples.values():
        for example in found:
            seat = next(s for s in seats if s != example.get("seat"))  # a claim is of another seat's time
            late = [example["seat"]] if "seat" in example else []
            events = life.decide(seat, example, over=False, expired=late)
            assert events and events[0]["type"] in lifecycle.EVENTS, (example, events)
