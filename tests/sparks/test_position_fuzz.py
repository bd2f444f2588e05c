"""Property-based tests of First Sparks' position and option checks: an outside position or options object, however
malformed, is refused with InvalidPosition or InvalidOptions (an API answer of 400), never with another exception
(a 500); what is accepted can be played on, viewed and exported.

The inputs are real: positions exported from seeded random games (tests/sparks/randomplay.py) at every phase and
kind of pending decision, with the shipped pack by name or a data pack in full, and the options games are
created with; tests/mutate.py changes them (values of other types, huge numbers, ids from elsewhere in the
document, keys dropped or added, lists grown, shrunk, duplicated, items moved between lists). Each example goes
through `sparks.setup`, the call api/service.py makes to create a game, then what the service does with a new
game (fold, result, to_act) and what players do next (views, legal commands, the first of them played).

TABULA_FUZZ_EXAMPLES sets the examples per test (a few hundred by default: a few seconds each).
"""
from __future__ import annotations

import json
import os
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from engine import sparks
from engine.core import InvalidOptions, InvalidPosition, Json
from engine.sparks.data import PROVISIONAL, provisional_data
from engine.sparks.options import BOARDS, TILE_POOLS
from engine.sparks.position import PENDING_KINDS
from engine.sparks.state import FOODS, NEUTRAL, PHASES, SEAT_NAMES

from .. import mutate
from ..mutate import mutated
from . import randomplay

EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "500"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                            HealthCheck.data_too_large])
GAMES = ((1, 2), (2, 3), (3, 4), (5, 5), (6, 6), (4, 2), (9, 4))  # (seed, players): laid boards, marked tiles
VOCABULARY = [*PHASES, *PENDING_KINDS, *SEAT_NAMES, NEUTRAL, *FOODS, *BOARDS, *TILE_POOLS, *"ABCDEF", *range(42)]


def custom_pack() -> Json:
    """A valid pack that no shipped pack matches, so positions carry it in full."""
    data = provisional_data()
    data["name"] = "fuzz"
    data["cards"][10]["price"] += 1
    return data


@cache
def positions() -> list[Json]:
    """Exported positions of random games: the first of each (phase, pending kind, offer, over, stage) of each game,
    the middle and the end; and two with a data pack in full."""
    out: list[Json] = []
    for seed, players in GAMES:
        game = randomplay.play(seed, players, cap=12)
        states = [game.steps[0].before] + [s.after for s in game.steps]
        seen = set()
        for i, state in enumerate(states):
            key = (state.phase, state.pending[0]["kind"] if state.pending else None, state.offer is not None,
                   state.over, state.stage)
            if key not in seen or i in (len(states) // 2, len(states) - 1):
                seen.add(key)
                out.append(sparks.export_position(state))
    for options in ({"pack": custom_pack()}, {"pack": custom_pack(), "board": "laid"}):
        out.append(sparks.export_position(sparks.fold(sparks.setup(options, 3, random.Random(1)))))
    return out


@cache
def options() -> list[Json]:
    layout = sparks.export_position(sparks.new_game(4, seed=1)[0])["layout"]
    return [{}, {"board": "laid"}, {"tile_pool": "marked_first"}, {"board": "random", "tile_pool": "random"},
            {"layout": layout}, {"pack": "provisional"}, {"pack": {"name": "provisional", "hash": PROVISIONAL.hash}},
            {"pack": custom_pack(), "tile_pool": "marked_first"}]


def seat_count(position: Any) -> int:
    """The seats the caller asks for: the position's own count when it has one (else the mismatch refuses it)."""
    seats = position.get("seats") if isinstance(position, dict) else None
    return len(seats) if isinstance(seats, list) and len(seats) in sparks.seats_allowed else 4


def play_on(events: list[Json]) -> None:
    """What the service and the players do with a new game; nothing here may raise."""
    state = sparks.fold(events)
    sparks.result(state)
    for seat in (None, *state.seats):
        sparks.view(state, seat)
        for e in events:
            sparks.redact(e, seat)
    to_act = sorted(sparks.to_act(state))
    assert bool(to_act) != state.over, to_act
    for seat in to_act:
        legal = sparks.legal_commands(state, seat)
        assert legal, f"{seat} is to act without a legal command"
        after = sparks.fold(sparks.decide(state, seat, legal[0], random.Random(0)), state)
        sparks.export_position(after)
    exported = sparks.export_position(state)
    again = json.loads(json.dumps(exported))
    assert sparks.export_position(sparks.load_position(again)) == exported


def attempt(call: Any) -> str:
    return mutate.attempt(call, play_on)


def test_every_exported_position_loads_and_round_trips():
    for position in positions():
        text = json.dumps(position)
        events = sparks.setup(None, len(position["seats"]), random.Random(0), position=json.loads(text))
        assert events == [{"type": "GameStarted", "position": position}]
        assert json.dumps(position) == text  # setup changed nothing it was given
        play_on(events)


def test_every_base_options_object_sets_up():
    for opts in options():
        for players in sparks.seats_allowed:
            if "layout" not in opts or players == 4:
                assert attempt(lambda: sparks.setup(opts, players, random.Random(0))) == "accepted"  # noqa: B023


@pytest.mark.parametrize(("field", "value", "path"), [
    ("tiles_to_lay", True, "tiles_to_lay"), ("tiles_to_lay", -11, "tiles_to_lay"),
    ("tiles_to_lay", [["A"]], "tiles_to_lay[0]"), ("clans.blue", None, "clans.blue"),
    ("clans.red", [{}], "clans.red[0]"), ("layout.0.rotation", "0", "layout[0].rotation"),
    ("stage", True, "stage"), ("bonus", 10.0, "bonus"), ("pack", {}, "pack"),
    ("pack", {"name": "provisional", "hash": []}, "pack.hash"), ("options", {"pack": "provisional"}, "options.pack"),
    ("options.layout", [{"tile": "A", "q": 0, "r": 0, "rotation": 9}], "options.layout[0].rotation"),
    ("pending", [{"seat": "red", "kind": "remove_members", "count": 10**5000}], "pending[0].count"),
])
def test_reported_inputs_are_refused_naming_the_field(field, value, path):
    position = json.loads(json.dumps(positions()[2]))
    *parents, last = [int(k) if k.isdigit() else k for k in field.split(".")]
    target = position
    for key in parents:
        target = target[key]
    target[last] = value
    with pytest.raises(InvalidPosition) as info:
        sparks.setup(None, len(position["seats"]), random.Random(0), position=position)
    assert info.value.details["path"] == path, info.value.message


@pytest.mark.parametrize("options", [{"pack": {"name": "provisional", "hash": []}}, {"pack": {}}, [], 3,
                                     {"pack": {"name": "provisional", "hash": {}}}, {"layout": [[0, 0]]},
                                     {"pack": {"name": 10**5000}}])
def test_reported_options_are_refused(options):
    with pytest.raises(InvalidOptions):
        sparks.setup(options, 3, random.Random(0))


@FUZZ
@given(mutated(positions(), vocabulary=VOCABULARY))
def test_a_mutated_position_is_loaded_or_refused_as_invalid(case):
    position, done = case
    note(f"mutations: {done}")
    attempt(lambda: sparks.setup(None, seat_count(position), random.Random(0), position=position))


@FUZZ
@given(mutated(options(), vocabulary=VOCABULARY), st.sampled_from(sparks.seats_allowed))
def test_mutated_options_set_up_a_game_or_are_refused_as_invalid(case, players):
    opts, done = case
    note(f"mutations: {done}")
    attempt(lambda: sparks.setup(opts, players, random.Random(0)))


@pytest.mark.parametrize(("change", "path"), [
    (lambda r: r.update(reason="whatever"), "result.reason"),
    (lambda r: r.pop("winners"), "result.winners"),
    (lambda r: r.pop("reason"), "result.reason"),
])
def test_a_finished_positions_result_is_whole_with_one_of_the_end_reasons(change, path):
    """A result is served as GameEnded's fields (the typed GameResult of the API document): an outside position
    whose result lacks one or names another reason is refused, not served incomplete."""
    finished = next(p for p in positions() if p["phase"] == "over")
    players = len(finished["seats"])
    sparks.setup(None, players, random.Random(0), position=finished)
    position = json.loads(json.dumps(finished))
    change(position["result"])
    with pytest.raises(InvalidPosition) as info:
        sparks.setup(None, players, random.Random(0), position=position)
    assert info.value.details["path"] == path, info.value.message
