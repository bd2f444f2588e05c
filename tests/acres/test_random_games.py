"""Invariants over seeded random games (OpenSpiel's random_sim_test, for our engine).

Each game is played once with every check running as it goes; each test then asserts that no check
failed (the failure lists name the invariant, the seed and the step). The default run plays GAMES games
per edition, the `slow` marker SLOW_GAMES more.
"""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from engine import acres
from engine.acres.commands import SPECS, parse_command
from engine.acres.data import CARDS, LOCATIONS, SEATS
from engine.acres.evolve import apply
from engine.acres.options import SCENARIO
from engine.acres.position import export_position, load_position
from engine.acres.query import Query
from engine.acres.state import State
from engine.core import EngineError, IllegalCommand, MalformedCommand, NotYourTurn

from ..hidden import card_ids as ids_in
from ..hidden import hidden_from
from .randomplay import CAP, Step, play

GAMES = 80  # per edition in the default tier (CI time); the slow tier plays SLOW_GAMES more
SLOW_GAMES = 1000
EDITIONS = ("second", "first")
SAMPLE_EVERY = 9  # the costly checks run on every 9th step (and every step of a pending decision)


def snapshot(state: State) -> str:
    return json.dumps(export_position(state), sort_keys=True)


MUTATIONS_CARDS = sorted(CARDS)
MUTATIONS_LOCATIONS = sorted(LOCATIONS)


def mutants(command: dict, rnd: random.Random, state: State, seat: str) -> list[dict]:
    """Commands one edit away from `command`: another card, another location, another siege, a dropped or
    added list element, another type."""
    out = []
    hand = state.zones[seat]["hand"]
    for field, value in command.items():
        if field == "type":
            continue
        m = dict(command)
        if isinstance(value, list):
            if len(value) > 1:
                m[field] = value[1:]
                out.append(m)
            m = dict(command)
            m[field] = sorted(value + [rnd.choice(hand or MUTATIONS_CARDS)])
        elif value in LOCATIONS:
            m[field] = rnd.choice(MUTATIONS_LOCATIONS)
        elif value in SEATS:
            m[field] = "french" if value == "british" else "british"
        else:
            m[field] = rnd.choice(hand if hand and rnd.random() < 0.7 else MUTATIONS_CARDS)
        out.append(m)
    other = dict(command, type=rnd.choice(sorted(SPECS)))
    out.append(other)
    return out


class Checker:
    def __init__(self) -> None:
        self.failures: dict[str, list[str]] = defaultdict(list)
        self.rnd = random.Random(7)
        self.ended = 0
        self.games = 0
        self.lengths: list[int] = []

    def fail(self, invariant: str, message: str) -> None:
        if len(self.failures[invariant]) < 20:
            self.failures[invariant].append(message)

    def step(self, step: Step, index: int, seed: int) -> None:
        where = f"seed {seed} step {index} {step.command}"
        self.check_turn(step, where)
        self.check_events_hidden(step, where)
        self.check_memo(step, where)
        if index % SAMPLE_EVERY == 0 or step.before.pending:
            self.check_views_hidden(step, where)
            self.check_json(step, where)
            self.check_legal(step, where)

    def check_turn(self, step: Step, where: str) -> None:
        for seat in SEATS:
            if seat not in step.before.to_act() and acres.legal_commands(step.before, seat):
                self.fail("to_act", f"{where}: {seat} has legal commands but is not to act")

    def check_memo(self, step: Step, where: str) -> None:
        """The state's memo (kept across events that leave the board alone) agrees with a fresh computation."""
        for seat in SEATS:
            assert Query(step.after, seat).usable_locations is not None  # fills a memo this step's events cleared
        fresh = step.after.copy()
        for key, kept in list(step.after.memo.items()):
            fresh.memo = {}
            kind, seat, *args = key
            q = Query(fresh, seat)
            if kind == "chain":
                again = q.chain(seat, *args)
            elif kind == "raid":
                again = q.raid_distances(*args)
            else:
                again = q.usable_locations
            if again != kept:
                self.fail("memo", f"{where}: memo {key} is stale: {sorted(kept)} but now {sorted(again)}")

    def check_views_hidden(self, step: Step, where: str) -> None:
        for seat in (*SEATS, None):
            text = json.dumps(acres.view(step.after, seat))
            leaked = [c for c in hidden_from(step.after, seat) if f'"{c}"' in text]
            if leaked:
                self.fail("hidden", f"{where}: view of {seat} shows {leaked}")

    def check_events_hidden(self, step: Step, where: str) -> None:
        """An event may name a card that is hidden from a seat both before and after it only if it is
        a HandRevealed: a draw must never tell the opponent which card was drawn."""
        state = step.before.copy()
        for event in step.events:
            before = {s: hidden_from(state, s) for s in (*SEATS, None)}
            apply(state, event)
            if event["type"] == "HandRevealed":
                continue
            for seat in (*SEATS, None):
                seen = ids_in(acres.redact(event, seat))
                leaked = seen & before[seat] & hidden_from(state, seat)
                if leaked:
                    self.fail("hidden", f"{where}: {event['type']} shows {sorted(leaked)} to {seat}")

    def check_json(self, step: Step, where: str) -> None:
        if parse_command(step.command) != step.command:
            self.fail("json", f"{where}: command not canonical")
        if json.loads(json.dumps(step.events)) != step.events:
            self.fail("json", f"{where}: events do not round-trip through JSON")
        exported = snapshot(step.after)
        try:
            if snapshot(load_position(json.loads(exported))) != exported:
                self.fail("json", f"{where}: position does not round-trip")
        except EngineError as exc:
            self.fail("conservation", f"{where}: exported position invalid: {exc}")

    def check_legal(self, step: Step, where: str) -> None:
        state, seat = step.before, step.seat
        legal = acres.legal_commands(state, seat)
        keys = {json.dumps(c, sort_keys=True) for c in legal}
        if len(keys) != len(legal):
            self.fail("legal", f"{where}: a command is listed twice")
        before = snapshot(state)
        events, after = acres.play(state, seat, step.command, random.Random(1))
        if events != acres.decide(state, seat, step.command, random.Random(1)) or \
                snapshot(after) != snapshot(acres.fold(events, state)):
            self.fail("legal", f"{where}: play differs from decide and fold")
        for cmd in self.rnd.sample(legal, min(3, len(legal))):
            try:
                acres.decide(state, seat, cmd, random.Random(1))
            except EngineError as exc:
                self.fail("legal", f"{where}: listed {cmd} refused: {exc}")
        for m in mutants(step.command, self.rnd, state, seat):
            key = json.dumps(m, sort_keys=True)
            try:
                acres.decide(state, seat, m, random.Random(1))
                accepted = True
            except (IllegalCommand, MalformedCommand):
                accepted = False
            except NotYourTurn as exc:
                self.fail("legal", f"{where}: {m} raised NotYourTurn for the seat to act: {exc}")
                continue
            listed = key in keys
            if accepted != listed:
                self.fail("legal", f"{where}: mutant {m} accepted={accepted} listed={listed}")
        other = "french" if seat == "british" else "british"
        if other not in state.to_act():
            with pytest.raises(NotYourTurn):
                acres.decide(state, other, step.command, random.Random(1))
        if snapshot(state) != before:
            self.fail("legal", f"{where}: decide changed the state it was given")

    def game(self, seed: int, options: dict) -> None:
        game = play(seed, options, on_step=lambda step, index: self.step(step, index, seed))
        self.games += 1
        self.lengths.append(len(game.steps))
        final = game.final
        if final.over:
            self.ended += 1
            self.check_result(final, seed)
        replayed = acres.fold(game.events)
        if snapshot(replayed) != snapshot(final):
            self.fail("replay", f"seed {seed}: folding the whole log differs from the live state")
        for seat in (*SEATS, None):
            first = acres.redact(game.setup[0], seat)
            leaked = ids_in(first) & hidden_from(acres.fold(game.setup[:1]), seat)
            if leaked:
                self.fail("hidden", f"seed {seed}: GameStarted shows {sorted(leaked)} to {seat}")

    def check_result(self, state: State, seed: int) -> None:
        result = acres.result(state)
        assert result is not None
        scores = result["scores"]
        for seat, s in scores.items():
            if s["total"] != s["villages"] + s["towns"] + s["captured"]:
                self.fail("result", f"seed {seed}: {seat} total is not the sum of its parts")
        if result["reason"] in ("pieces_placed", "captures"):
            expected = "british" if scores["british"]["total"] > scores["french"]["total"] else "french"
            if result["winner"] != expected:
                self.fail("result", f"seed {seed}: winner {result['winner']} but scores {scores}")


def run(edition: str, seeds: range, **options: object) -> Checker:
    checker = Checker()
    for seed in seeds:
        checker.game(seed, {"edition": edition, **options})
    return checker


def assert_invariants(checker: Checker) -> None:
    """replay: folding the whole log gives the live state; json: commands, events and positions round-trip;
    legal: decide accepts exactly legal_commands and never changes its input, play gives decide's events and
    their fold; memo: what a state keeps of its board agrees with the board; to_act: only the seat to act
    has commands; conservation (AC-COMP-1): every exported position validates; hidden: no view or redacted
    event shows a card its seat may not know; result: the winner follows the scores; and every game ends."""
    failures = {name: found for name, found in checker.failures.items() if found}
    assert not failures, json.dumps(failures, indent=1)
    assert checker.ended == checker.games, f"{checker.games - checker.ended} games reached {CAP} commands"


CHUNKS = 4  # games are split into chunks so `pytest -n 2` spreads them over both cores


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("edition", EDITIONS)
def test_random_games_keep_every_invariant(edition: str, chunk: int) -> None:
    size = GAMES // CHUNKS
    assert_invariants(run(edition, range(chunk * size, (chunk + 1) * size)))


VARIANT_GAMES = 12  # per edition, with every Yucata scenario option on (AC-VAR-*); 60 more in the slow tier
SLOW_VARIANT_GAMES = 60


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_games_with_every_scenario_option_keep_every_invariant(edition: str) -> None:
    assert_invariants(run(edition, range(VARIANT_GAMES), **dict.fromkeys(SCENARIO, True)))


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_many_random_games_with_every_scenario_option_keep_every_invariant(edition: str) -> None:
    games = range(VARIANT_GAMES, VARIANT_GAMES + SLOW_VARIANT_GAMES)
    assert_invariants(run(edition, games, **dict.fromkeys(SCENARIO, True)))


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_many_random_games_keep_every_invariant(edition: str) -> None:
    assert_invariants(run(edition, range(GAMES, GAMES + SLOW_GAMES)))
