"""The conformance suite: what every game registered in engine.registry.GAMES must do, whatever its rules, seen
only through the Engine protocol of engine/core.py (and its `ai` and `orders`). Goofspiel (tests/toygame) is
registered beside the real games for these tests, so a new game that passes them is one the service can run.

Every test runs over seeded games of each game (runs.py: a few seeds at its fewest, middle and most seats,
random commands early on and the game's heuristic after, so they end) and asserts, with the seed and the step:
replay (folding the log gives the state reached, snapshots and positions load and play on identically), purity
(the same seed gives the same log byte for byte; no function changes what it is given), decide == legal_commands
(every listed command is accepted; other seats' commands and mutated ones are refused with an EngineError and
nothing changed, or are a listed command in another spelling), redaction as an allowlist (no view depends on what
its seat cannot know; no redacted event shows a string of the table its seat sees neither before nor after it),
termination, and the schemas, bots and standing orders the service and the search rely on.
"""
from __future__ import annotations

import copy
import json
import os
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from engine import bots, registry
from engine.core import Engine, EngineError, InvalidOptions, InvalidOrder, Json, NotYourTurn

from .. import toygame
from ..conftest import registered
from ..mutate import mutated, short
from .conftest import NAMES, dump
from .runs import Run, Step, play, runs, seat_counts

CHECK_EVERY = 5  # the costlier checks (every legal command, views of every seat, samples) run on every 5th step
MAX_LEGAL = 40  # at most this many of a state's legal commands are decided one by one
MAX_COMMANDS = 2000  # a game of the heuristic bot ends within this many commands
EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "500")) // 2
# Events that show a seat, by rule, a value it sees neither before nor after them: not leaks. Only a game's own
# rules can say so; each entry names its rule.
REVEALS: dict[str, set[str]] = {
    "acres": {"HandRevealed"},  # AC-AMBUSH-4, AC-PRIEST-3: a seat with nothing to give up shows its hand
}


def exported(game: Engine, state: Any) -> str:
    return dump(game.export_position(state))


def viewers(game: Engine, run: Run) -> list[str | None]:
    return [*game.seats(run.seats), None]


def checked(run: Run) -> list[Step]:
    """The steps the costlier checks run on: every CHECK_EVERY-th and the last."""
    return [step for i, step in enumerate(run.steps) if i % CHECK_EVERY == 0 or i == len(run.steps) - 1]


def leaves(value: Any, keys: bool = True) -> set[Any]:
    """Every string and number of a JSON value, object keys too unless `keys` is false (booleans and null say
    nothing)."""
    found: set[Any] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            found.update(v if keys else ())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif v is not None and not isinstance(v, bool):
            found.add(v)
    return found


def refused_unchanged(game: Engine, state: Any, seat: str, command: Any, rng: random.Random) -> EngineError | None:
    """The EngineError `decide` refuses `command` with (None if it is accepted); a refusal changes nothing."""
    before, kept = exported(game, state), copy.deepcopy(command)
    try:
        game.decide(state, seat, command, rng)
    except EngineError as exc:
        assert exported(game, state) == before, f"refusing {command!r} changed the state"
        assert command == kept, "decide changed the command it refused"
        return exc
    return None


# -- seats, setup, schemas ---------------------------------------------------------------------------------------
def test_seats_and_setup_for_every_seat_count(game: Engine) -> None:
    for n in game.seats_allowed:
        seats = game.seats(n)
        assert len(seats) == len(set(seats)) == n and all(isinstance(s, str) and s for s in seats)
        events = game.setup(None, n, random.Random(n))
        assert events[0]["type"] == "GameStarted" and events == game.setup(None, n, random.Random(n))
        assert json.loads(json.dumps(events)) == events
        state = game.fold(events)
        assert game.to_act(state) and game.to_act(state) <= set(seats) and game.result(state) is None
        assert isinstance(game.progress(state), int)
        for seat in (*seats, None):
            assert json.loads(json.dumps(game.view(state, seat))) == game.view(state, seat)
    for n in {0, 1, max(game.seats_allowed) + 1} - set(game.seats_allowed):
        with pytest.raises(InvalidOptions):
            game.setup(None, n, random.Random(0))


def test_option_schema_defaults_and_values(game: Engine) -> None:
    """The options are a JSON Schema object whose properties are documented; spelling out every default sets up
    the same game as no options; every enum value alone sets up a game or is refused with InvalidOptions."""
    schema = game.option_schema()
    assert schema["type"] == "object" and schema["properties"]
    n = min(game.seats_allowed)
    defaults = {name: prop["default"] for name, prop in schema["properties"].items() if "default" in prop}
    assert game.setup(defaults, n, random.Random(1)) == game.setup({}, n, random.Random(1)) == \
        game.setup(None, n, random.Random(1))
    accepted = 0
    for name, prop in schema["properties"].items():
        assert prop.get("description"), f"option {name} is not described"
        for value in prop.get("enum", []):
            try:
                state = game.fold(game.setup({name: value}, n, random.Random(2)))
            except InvalidOptions:
                continue
            accepted += 1
            assert game.to_act(state)
    with pytest.raises(InvalidOptions):
        game.setup({"no such option": 1}, n, random.Random(0))
    assert accepted or not any("enum" in p for p in schema["properties"].values())


def test_commands_fit_their_schemas(game: Engine) -> None:
    """Every command type is described; every legal command of the games has its type's fields, each of its
    JSON type (the API's per-command models are built from these schemas)."""
    schemas = game.command_schemas()
    for kind, schema in schemas.items():
        assert schema["description"] and set(schema["required"]) <= set(schema["properties"]), kind
    json_types = {"string": str, "integer": int, "array": list}
    seen = set()
    for run in runs(game.name):
        for step in run.steps:
            seen.add(step.command["type"])
            schema = schemas[step.command["type"]]
            fields = set(step.command) - {"type"}
            assert set(schema["required"]) <= fields <= set(schema["properties"]), step.command
            for name in fields:
                prop, value = schema["properties"][name], step.command[name]
                assert isinstance(value, json_types[prop.get("type", "string")]), (step.command, name)
                assert "enum" not in prop or value in prop["enum"], (step.command, name)
    assert seen


# -- seeded games: replay, purity, play, positions ---------------------------------------------------------------
def test_replay_folds_the_log_into_the_state_reached(game: Engine) -> None:
    for run in runs(game.name):
        log = run.log
        assert json.loads(json.dumps(log)) == log, run
        assert exported(game, game.fold(json.loads(json.dumps(log)))) == exported(game, run.final), run
        assert game.upcast(log, game.EVENT_VERSION) == log, f"{run}: upcasting the current version changes events"
        progress = [game.progress(step.after) for step in run.steps]
        assert progress == sorted(progress), f"{run}: progress went back"
        for step in run.steps:
            assert (game.result(step.after) is None) == bool(game.to_act(step.after)), (run, step.version)
    assert any(run.ended for run in runs(game.name))


def test_the_same_seed_gives_the_same_log_byte_for_byte(game: Engine) -> None:
    first = runs(game.name)[0]
    again = play(game, first.seats, first.seed, first.options)
    assert dump(again.log) == dump(first.log)


def test_play_is_decide_and_fold_and_changes_nothing_it_is_given(game: Engine) -> None:
    for run in runs(game.name):
        for step in run.steps:
            state, command = copy.deepcopy(step.before), copy.deepcopy(step.command)
            before = exported(game, step.before)
            events = game.decide(step.before, step.seat, step.command, run.rng(step.version))
            assert events == step.events, f"{run} step {step.version}: the same rng decided other events"
            assert exported(game, game.fold(events, step.before)) == exported(game, step.after), (run, step.version)
            assert exported(game, step.before) == before == exported(game, state), (run, step.version)
            assert step.command == command, (run, step.version)


def test_snapshots_load_and_fold_on_to_the_same_state(game: Engine) -> None:
    """A snapshot (export_position through JSON, state_from_snapshot) exports the same, and folding the rest of
    the log onto it gives the final state."""
    for run in runs(game.name):
        tail = list(run.log)
        del tail[:len(run.setup)]
        for i, step in enumerate(run.steps):
            del tail[:len(step.events)]
            if i % CHECK_EVERY and i != len(run.steps) - 1:
                continue
            position = json.loads(exported(game, step.after))
            loaded = game.state_from_snapshot(position)
            assert exported(game, loaded) == dump(position), (run, step.version)
            assert exported(game, game.fold(tail, loaded)) == exported(game, run.final), (run, step.version)


def test_a_game_started_from_a_position_plays_on_identically(game: Engine) -> None:
    for run in runs(game.name):
        for k in range(0, len(run.steps), max(1, len(run.steps) // 4)):
            position = json.loads(exported(game, run.steps[k].before))
            events = game.setup(None, run.seats, random.Random(0), position=position)
            assert json.loads(json.dumps(events)) == events
            state = game.fold(events)
            assert exported(game, state) == dump(position), (run, k)
            for step in run.steps[k:k + 30]:
                events, state = game.play(state, step.seat, step.command, run.rng(step.version))
                assert events == step.events, (run, step.version)


def test_games_of_the_heuristic_bot_end(game: Engine) -> None:
    for n in seat_counts(game):
        for seed in range(2):
            run = play(game, n, seed, heuristic_only=True, max_steps=MAX_COMMANDS)
            assert game.result(run.start) is None
            assert run.ended, f"{run}: no result after {MAX_COMMANDS} commands"
            result = game.result(run.final)
            assert isinstance(result, dict) and json.loads(json.dumps(result)) == result
            assert not game.to_act(run.final)
            with pytest.raises(NotYourTurn):
                game.decide(run.final, game.seats(n)[0], run.steps[-1].command, random.Random(0))


# -- decide == legal_commands ----------------------------------------------------------------------------------
def test_decide_accepts_every_legal_command_and_refuses_other_seats(game: Engine) -> None:
    """Each seat to act has commands, each listed once, each accepted; a seat not to act has none and is refused
    NotYourTurn; a seat to act is refused another seat's commands unless they are its own too."""
    tried = 0
    for run in runs(game.name):
        rnd = random.Random(run.seed)
        for step in checked(run):
            state, rng = step.before, run.rng(step.version)
            to_act = game.to_act(state)
            legal = {seat: game.legal_commands(state, seat) for seat in game.seats(run.seats)}
            for seat, commands in legal.items():
                keys = [dump(c) for c in commands]
                assert len(keys) == len(set(keys)), f"{run} step {step.version}: {seat} has a command twice"
                if seat not in to_act:
                    assert not commands, f"{run} step {step.version}: {seat} is not to act but has commands"
                    error = refused_unchanged(game, state, seat, step.command, rng)
                    assert isinstance(error, NotYourTurn), (run, step.version, seat)
                    continue
                assert commands, f"{run} step {step.version}: {seat} is to act without a command"
                for command in rnd.sample(commands, min(MAX_LEGAL, len(commands))):
                    events = game.decide(state, seat, command, rng)
                    assert events and json.loads(json.dumps(events)) == events
                    tried += 1
                for other, theirs in legal.items():
                    for command in theirs[:5] if other != seat else []:
                        if dump(command) not in keys:
                            assert refused_unchanged(game, state, seat, command, rng), (run, step.version, command)
    assert tried > 100


def _mutation_cases(game: Engine) -> list[tuple[Run, Step]]:
    return [(run, step) for run in runs(game.name) for step in checked(run)]


@pytest.mark.parametrize("name", NAMES)
def test_mutated_commands_are_refused_unchanged_or_are_a_legal_command(name: str) -> None:
    """tests/mutate.py changes a legal command (values of other types, values from elsewhere in the command, the
    state or the game's vocabulary, fields dropped or added...). `decide` either refuses it with an EngineError
    and changes nothing, or accepts it as a listed command in another spelling: the events are those of a
    legal command decided with the same rng. No other exception escapes."""
    with registered(toygame):
        game = registry.get(name)
        cases = _mutation_cases(game)

        @settings(max_examples=EXAMPLES, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(st.data())
        def check(data: st.DataObject) -> None:
            run, step = cases[data.draw(st.integers(0, len(cases) - 1))]
            seat = data.draw(st.sampled_from(sorted(game.to_act(step.before))))
            legal = game.legal_commands(step.before, seat)
            vocabulary = [*game.seats(run.seats), *game.command_schemas(),
                          *sorted(leaves(game.export_position(step.before)), key=repr)[:200]]
            command, how = data.draw(mutated(legal[:20], vocabulary=vocabulary))
            note(f"{run} step {step.version}, {seat}: {short(command, 200)} after {how}")
            rng = run.rng(step.version)
            if refused_unchanged(game, step.before, seat, command, rng) is not None:
                return
            events = game.decide(step.before, seat, command, run.rng(step.version))
            kind = command.get("type") if isinstance(command, dict) else None
            assert any(game.decide(step.before, seat, c, run.rng(step.version)) == events
                       for c in legal if c["type"] == kind), "accepted, but it is no legal command"

        check()


# -- hidden information ----------------------------------------------------------------------------------------
def hidden(game: Engine, state: Any, seat: str | None) -> set[Any]:
    """The strings of the whole table `seat` does not see: the position's string values (its keys name fields),
    less the keys and values of the seat's view. Numbers are left out: a hidden card number and a count of the
    same value cannot be told apart (views of numbered hidden things are held to the information-set test)."""
    strings = {v for v in leaves(game.export_position(state), keys=False) if isinstance(v, str)}
    return strings - leaves(game.view(state, seat))


def test_no_view_depends_on_what_its_seat_cannot_know(game: Engine) -> None:
    """`ai.sample(state, seat)` deals again what `seat` cannot know: the seat's view and the spectator's must be
    the same of the sample as of the real table (so no view shows a hidden card or its place); the sample is a
    valid position of the same information set (the same legal commands, the same sample again)."""
    redealt = 0
    for run in runs(game.name):
        for step in checked(run):
            state = step.after
            before = exported(game, state)
            for i, seat in enumerate(game.seats(run.seats)):
                sample = game.ai.sample(state, seat, random.Random(i))
                redealt += exported(game, sample) != before
                assert game.view(sample, seat) == game.view(state, seat), (run, step.version, seat)
                assert game.view(sample, None) == game.view(state, None), (run, step.version, seat)
                again = game.ai.sample(sample, seat, random.Random(99))
                assert exported(game, again) == exported(game, game.ai.sample(state, seat, random.Random(99)))
                assert game.legal_commands(sample, seat) == game.legal_commands(state, seat)
                game.setup(None, run.seats, random.Random(0), position=game.export_position(sample))
            assert exported(game, state) == before, f"{run} step {step.version}: sample changed the state"
    assert redealt, "no sample ever dealt anything again: the games hide nothing?"


def test_no_redacted_event_shows_a_value_hidden_from_its_seat(game: Engine) -> None:
    """For each command's events and each seat (and the spectator), no redacted event holds a value of the table
    that the seat sees neither before the command nor after it (a draw may name the card it puts in the drawer's
    hand). GameStarted shows nothing hidden in the table it starts."""
    reveals = REVEALS.get(game.name, set())
    found = 0
    for run in runs(game.name):
        start = game.fold(run.setup[:1])
        for seat in viewers(game, run):
            leak = leaves(game.redact(run.setup[0], seat)) & hidden(game, start, seat)
            assert not leak, f"{run}: GameStarted shows {seat} {sorted(leak, key=repr)}"
        steps = [(0, run.setup[1:], start, run.start), *((s.version, s.events, s.before, s.after) for s in run.steps)]
        for version, events, before, after in steps:
            for seat in viewers(game, run):
                was_hidden = hidden(game, before, seat) & hidden(game, after, seat)
                found += bool(was_hidden)
                for event in events:
                    leak = leaves(game.redact(event, seat)) & was_hidden if event["type"] not in reveals else None
                    assert not leak, f"{run} step {version}: {event['type']} shows {seat} {sorted(leak, key=repr)}"
    assert found, "no value was ever hidden"


def test_redaction_changes_nothing_it_is_given(game: Engine) -> None:
    for run in runs(game.name)[:1]:
        for event in run.log:
            kept = copy.deepcopy(event)
            for seat in viewers(game, run):
                shown = game.redact(event, seat)
                assert shown is None or json.loads(json.dumps(shown)) == shown
            assert event == kept


# -- bots and standing orders ----------------------------------------------------------------------------------
def test_the_bots_choose_among_the_legal_commands(game: Engine) -> None:
    ai = game.ai
    for run in runs(game.name):
        for step in checked(run):
            state, seat, rng = step.before, step.seat, random.Random(step.version)
            before = exported(game, state)
            legal = game.legal_commands(state, seat)
            known = ai.sample(state, seat, rng)
            assert ai.heuristic(known, seat, legal, rng) in legal
            assert len(ai.priors(known, seat, legal, rng)) == len(legal)
            assert ai.rollout(known, seat, rng) in game.legal_commands(known, seat)
            chances = ai.evaluate(state)
            assert set(chances) == set(game.seats(run.seats)) and all(0 <= p <= 1 for p in chances.values())
            ai.turn_of(state)
            assert bots.choose(game, state, seat, legal, "search", rng, bots.Budget(iterations=10)) in legal
            assert exported(game, state) == before


def _orders(game: Engine) -> list[Json]:
    """One order per value of each enumerated or boolean field of the game's order schema."""
    properties = game.orders.order_schema()["properties"]
    return [{name: value} for name, prop in properties.items()
            for value in prop.get("enum", [True, False] if prop.get("type") == "boolean" else [])]


def test_standing_orders_answer_with_legal_commands(game: Engine) -> None:
    orders = game.orders
    schema = orders.order_schema()
    assert schema["properties"] and all(p.get("description") for p in schema["properties"].values())
    for bad in ([], "ask", {"no such field": 1}):
        with pytest.raises(InvalidOrder):
            orders.validate_order(bad)
    normalized = [orders.validate_order(order) for order in _orders(game)]
    answered = 0
    for run in runs(game.name):
        for step in run.steps:
            state = step.before
            before = exported(game, state)
            for seat in game.seats(run.seats):
                kind = orders.decision(state, seat)
                if kind is None:
                    continue
                assert isinstance(kind, str) and seat in game.to_act(state), (run, step.version, seat)
                legal = game.legal_commands(state, seat)
                for order in normalized:
                    command = orders.answer(state, seat, order)
                    assert command is None or command in legal, (run, step.version, seat, order, command)
                    answered += command is not None
            assert exported(game, state) == before
    assert answered, "no standing order ever answered a decision"


def test_pictures_are_drawn_from_the_view_and_show_nothing_it_hides(game: Engine) -> None:
    """`picture(view)` is a standalone SVG document, the same for the same view, and no string of the table
    hidden from the view's seat stands in it (as a text or an attribute value, or inside one)."""
    import xml.etree.ElementTree as ET

    drawn = 0
    for run in runs(game.name):
        for step in checked(run):
            for seat in viewers(game, run):
                view = game.view(step.after, seat)
                svg = game.picture(view)
                assert svg == game.picture(copy.deepcopy(view)), (run, step.version, seat)
                root = ET.fromstring(svg)
                assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox"), (run, step.version)
                shown = " ".join([*(t for t in root.itertext()), *(v for e in root.iter() for v in e.attrib.values())])
                words = set(re.findall(r"[\w-]+", shown))  # a hidden string counts as a whole word: not 1 in 10
                leaked = sorted(s for s in hidden(game, step.after, seat) if len(s) > 2 and (
                    s in words if re.fullmatch(r"[\w-]+", s)
                    else re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", shown)))
                assert not leaked, f"{run} step {step.version}: the picture of {seat}'s view shows {leaked[:5]}"
                drawn += 1
    assert drawn


def test_words_narrate_every_event_a_seat_sees_and_label_every_legal_command(game: Engine) -> None:
    """`narrate` gives each event, as each seat and the spectator see it, one plain line that shows no string of
    the table hidden from that seat before and after it (the rules' REVEALS aside); `label` gives the commands
    legal at each checked step distinct plain phrases, the same for the same command."""
    told = labelled = 0
    for run in runs(game.name):
        for i, step in enumerate(run.steps):
            full = i % CHECK_EVERY == 0 or i == len(run.steps) - 1
            for seat in viewers(game, run):
                secret = (hidden(game, step.before, seat) & hidden(game, step.after, seat)) if full else set()
                for event in step.events:
                    seen = game.redact(event, seat)
                    if seen is None:
                        continue
                    line = game.narrate(copy.deepcopy(seen))
                    assert isinstance(line, str) and line.strip() and "\n" not in line, (run, step.version, seen)
                    assert not re.search(r"[{}\[\]]|\bNone\b", line), f"{run} step {step.version}: {line!r}"
                    if event["type"] not in REVEALS.get(game.name, set()):
                        leaked = sorted(s for s in secret if len(s) > 2 and re.search(
                            rf"(?<![\w-]){re.escape(s)}(?![\w-])", line))
                        assert not leaked, f"{run} step {step.version}: {seat} reads {line!r}, which shows {leaked}"
                    told += 1
            if not full:
                continue
            for seat in sorted(game.to_act(step.after)):
                legal = game.legal_commands(step.after, seat)
                labels = [game.label(copy.deepcopy(c)) for c in legal]
                assert all(isinstance(x, str) and x.strip() and "\n" not in x for x in labels), (run, step.version)
                assert labels == [game.label(c) for c in legal]
                twins = sorted({x for x in labels if labels.count(x) > 1})
                assert not twins, f"{run} step {step.version}: {seat} cannot tell apart the commands labelled {twins}"
                labelled += len(labels)
    assert told and labelled
