"""Property-based tests of A Few Acres of Snow's position and option checks: an outside position or options object,
however malformed, is refused with InvalidPosition or InvalidOptions (an API answer of 400), never with another
exception (a 500); what is accepted can be played on, viewed and exported.

The inputs are real: positions exported from seeded random games (tests/acres/randomplay.py) of both editions and
the option variants, taken at every kind of pending decision, siege and phase, and the options games are created
with; tests/mutate.py changes them (values of other types, huge numbers, ids from elsewhere in the document, keys
dropped or added, lists grown, shrunk, duplicated, cards moved between zones). Each example goes through
`acres.setup`, the call api/service.py makes to create a game, then what the service does with a new game (fold,
result, to_act) and what players do next (views, legal commands, the first of them played).

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

from engine import acres
from engine.acres.data import CARDS, LOCATIONS, SEATS
from engine.acres.options import OPTIONS as OPTION_VALUES
from engine.acres.position import PENDING_KINDS
from engine.core import InvalidPosition, Json

from .. import mutate
from ..mutate import mutated
from . import randomplay

EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "500"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                            HealthCheck.data_too_large])
OPTIONS: list[Json] = [
    {}, {"edition": "second", "french_bateaux": "available", "siege_track": "unclamped"},
    {"edition": "first"}, {"edition": "first", "first_edition_text": "fr", "french_bateaux": "out"},
    {"capital_anchor": "strict", "besieged_links": False, "sea_network": "ship_symbol", "native_ambush_cost": 0,
     "military_leader_chain": False, "resettle_own": False, "defender_withdrawal": "keep"},
]

OPTION_WORDS = sorted({v for allowed, *_ in OPTION_VALUES.values() for v in allowed if isinstance(v, str)})
VOCABULARY = [*SEATS, "actions", "after_draw", "over", *PENDING_KINDS, "cube", "disc", *LOCATIONS, *CARDS,
              *OPTION_WORDS, *range(-6, 20)]


@cache
def positions() -> list[Json]:
    """Exported positions of random games: the first of each (phase, pending kind, sieges, to_resolve) of each
    game, the setup, the middle and the end."""
    out: list[Json] = []
    for seed, options in enumerate(OPTIONS * 2):
        game = randomplay.play(seed, options, cap=800)
        states = [acres.fold(game.setup)] + [s.after for s in game.steps]
        seen = set()
        for i, state in enumerate(states):
            key = (state.phase, state.pending[0]["kind"] if state.pending else None, tuple(sorted(state.sieges)),
                   bool(state.to_resolve), state.actions_left)
            if key not in seen or i in (len(states) // 2, len(states) - 1):
                seen.add(key)
                out.append(acres.export_position(state))
    return out


def play_on(events: list[Json]) -> None:
    """What the service and the players do with a new game; nothing here may raise."""
    state = acres.fold(events)
    acres.result(state)
    for seat in (None, *acres.seats()):
        acres.view(state, seat)
        for e in events:
            acres.redact(e, seat)
    to_act = sorted(acres.to_act(state))
    assert bool(to_act) != state.over, to_act
    for seat in to_act:
        legal = acres.legal_commands(state, seat)
        if not legal:  # a decision asked of a seat with no card to answer it (docs/positions-acres.md)
            assert state.pending, f"{seat} is to act without a legal command"
            continue
        after = acres.fold(acres.decide(state, seat, legal[0], random.Random(0)), state)
        acres.export_position(after)
    exported = acres.export_position(state)
    again = json.loads(json.dumps(exported))
    assert acres.export_position(acres.load_position(again)) == exported


def attempt(call: Any) -> str:
    return mutate.attempt(call, play_on)


def test_every_exported_position_loads_and_round_trips():
    for position in positions():
        text = json.dumps(position)
        events = acres.setup(None, 2, random.Random(0), position=json.loads(text))
        assert events == [{"type": "GameStarted", "position": position}]
        assert json.dumps(position) == text  # setup changed nothing it was given
        play_on(events)


def test_every_base_options_object_sets_up():
    for options in OPTIONS:
        assert attempt(lambda: acres.setup(options, 2, random.Random(0))) == "accepted"  # noqa: B023


@pytest.mark.parametrize(("field", "value", "path"), [
    ("seats.british.hand", None, "seats.british.hand"), ("seats.french.hand", [["f-quebec"]], "seats.french.hand[0]"),
    ("seats.british.captured", {"cube": 0}, "seats.british.captured.disc"), ("board.boston", [], "board.boston"),
    ("board.boston.piece", "town", "board.boston.piece"), ("board.nowhere", {}, "board.nowhere"),
    ("sieges", {"french": {"location": "boston", "value": "1", "cards": {}}}, "sieges.french.value"),
    ("pending", [{"seat": "french", "kind": "ambush_block", "by": ["british"]}], "pending[0].by"),
    ("pending", [{"seat": "french", "kind": "ambush_block", "by": "french"}], "pending[0].by"),
    ("turn", 1.0, "turn"), ("actions_left", True, "actions_left"), ("result", {"winner": 1}, "result"),
    ("options.edition", 10**5000, "options"), ("extra", 1, "extra"),
], ids=lambda v: "huge" if type(v) is int and v > 2**64 else None)
def test_malformed_inputs_are_refused_naming_the_field(field, value, path):
    position = json.loads(json.dumps(positions()[0]))
    *parents, last = field.split(".")
    target = position
    for key in parents:
        target = target[key]
    target[last] = value
    with pytest.raises(InvalidPosition) as info:
        acres.setup(None, 2, random.Random(0), position=position)
    assert info.value.details["path"] == path, info.value.message


@FUZZ
@given(mutated(positions(), vocabulary=VOCABULARY))
def test_a_mutated_position_is_loaded_or_refused_as_invalid(case):
    position, done = case
    note(f"mutations: {done}")
    attempt(lambda: acres.setup(None, 2, random.Random(0), position=position))


@FUZZ
@given(mutated(OPTIONS, vocabulary=VOCABULARY))
def test_mutated_options_set_up_a_game_or_are_refused_as_invalid(case):
    options, done = case
    note(f"mutations: {done}")
    attempt(lambda: acres.setup(options, 2, random.Random(0)))


def test_a_finished_positions_result_names_one_of_the_end_reasons():
    """A result is served as GameEnded's fields (the typed GameResult of the API document): an outside position
    whose result names another reason is refused, not served."""
    finished = next(p for p in positions() if p["phase"] == "over")
    assert attempt(lambda: acres.setup(None, 2, random.Random(0), position=finished)) == "accepted"
    position = json.loads(json.dumps(finished))
    position["result"]["reason"] = "whatever"
    with pytest.raises(InvalidPosition) as info:
        acres.setup(None, 2, random.Random(0), position=position)
    assert info.value.details["path"] == "result.reason", info.value.message
