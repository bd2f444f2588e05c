"""Game records (engine/records.py, docs/records.md) on the engines alone: the notation gives back every command,
a finished random game of either title replays from its record to the same events and state, a record written for
one reader before the end hides what that reader may not see (and cannot be replayed), and every kind of bad
record is refused at its line."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import acres, records, sparks
from engine.chance import Outcome, RecordError, ScriptedRng
from engine.core import Engine, Json
from engine.notation import Notation
from engine.records import Header
from tests.acres import randomplay as acres_play
from tests.hidden import card_ids, hidden_from, record_draws, record_leaks
from tests.sparks import randomplay as sparks_play
from tests.sparks.test_hidden import hidden_cards, hidden_tiles


# -- games to record --------------------------------------------------------------------------------------
def acres_game(seed: int, edition: str) -> tuple[list[Json], list[tuple[str, Json, list[Json]]], Any, Json]:
    options = {"edition": edition}
    game = acres_play.play(seed, options)
    return game.setup, [(s.seat, s.command, s.events) for s in game.steps], game.final, options


def sparks_game(seed: int, players: int) -> tuple[list[Json], list[tuple[str, Json, list[Json]]], Any, Json]:
    options = sparks_play.options_for(seed)
    game = sparks_play.play(seed, players, options)
    return game.setup, [(s.seat, s.command, s.events) for s in game.steps], game.final, options


def write(engine: Engine, setup: list[Json], moves: list[tuple[str, Json, list[Json]]], options: Json,
          result: Json | None, seat: str | None = None, complete: bool = True) -> str:
    seats = [{"seat": s, "name": s.title(), "kind": "human"} for s in engine.seats(players(engine, setup))]
    header = Header(options, seats, created="2026-11-28T12:00:00Z", result=result)
    entries = [(v, who, command, events) for v, (who, command, events) in enumerate(moves, 1)]
    return records.write(engine, header, setup, entries, seat, complete)


def events_of(setup: list[Json], moves: list[tuple[str, Json, list[Json]]]) -> list[Json]:
    return setup + [e for _, _, events in moves for e in events]


def players(engine: Engine, setup: list[Json]) -> int:
    return len(setup[0]["position"]["seats"]) if engine is sparks else 2


def assert_round_trip(engine: Engine, setup: list[Json], moves: list[tuple[str, Json, list[Json]]], final: Any,
                      options: Json) -> None:
    text = write(engine, setup, moves, options, engine.result(final))
    again = records.replay(text)
    assert again.setup == setup
    assert [e for _, _, e in again.entries] == [e for _, _, e in moves]
    assert [(s, c) for s, c, _ in again.entries] == [(s, c) for s, c, _ in moves]
    assert engine.export_position(again.state) == engine.export_position(final)
    assert write(engine, again.setup, again.entries, again.options, engine.result(again.state)) == text


# -- the notation -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("engine", [acres, sparks], ids=["acres", "sparks"])
def test_notation_gives_back_every_command_type_example(engine: Engine) -> None:
    notation = Notation(engine.command_schemas())
    for kind, schema in engine.command_schemas().items():
        for example in schema["examples"]:
            text = notation.write(example)
            assert notation.read(text) == example, (kind, text)
            assert "\n" not in text and text.split(" ")[0] == kind


def test_notation_gives_back_every_legal_command_of_random_games() -> None:
    seen: dict[str, set[str]] = {"acres": set(), "sparks": set()}
    for engine, states in ((acres, [s.before for seed in (1, 2) for s in acres_play.play(seed).steps]),
                           (sparks, [s.before for n in (2, 4, 6) for s in sparks_play.play(n, n).steps])):
        notation = Notation(engine.command_schemas())
        for state in states[::3]:
            for seat in engine.to_act(state):
                for command in engine.legal_commands(state, seat):
                    assert notation.read(notation.write(command)) == command
                    seen[engine.name].add(command["type"])
    assert len(seen["acres"]) >= 15 and len(seen["sparks"]) >= 10, seen


@pytest.mark.parametrize("text", ["", "settle", "nothing 1", "settle halifax via=b-boston", "draft card=b-x card=b-y",
                                  "hunt tools=7,x", "discard cards=a,,b", "offer_card 1.5", "pass extra=1",
                                  "settle halifax via=b-a transport=b-b bogus=1", "end_turn  "])
def test_notation_refuses_what_names_no_command(text: str) -> None:
    notation = Notation({**acres.command_schemas(), **sparks.command_schemas()})
    with pytest.raises(ValueError):
        notation.read(text)


def test_notation_reads_a_short_example() -> None:
    notation = Notation(acres.command_schemas())
    assert notation.read("settle halifax via=b-pemaquid transport=b-new-haven settler=b-new-york") == {
        "type": "settle", "location": "halifax", "via": "b-pemaquid", "transport": "b-new-haven",
        "settler": "b-new-york"}
    assert Notation(sparks.command_schemas()).write({"type": "lay_tile", "q": -1, "r": 0, "rotation": 3}) == \
        "lay_tile q=-1 r=0 rotation=3"
    assert Notation(sparks.command_schemas()).read("hunt -") == {"type": "hunt", "tools": []}


# -- round trips ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ["second", "first"])
@pytest.mark.parametrize("seed", [1, 2])
def test_acres_game_replays_from_its_record(seed: int, edition: str) -> None:
    setup, moves, final, options = acres_game(seed, edition)
    assert final.result is not None
    assert_round_trip(acres, setup, moves, final, options)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_sparks_game_replays_from_its_record(players: int) -> None:
    for seed in (players, players + 1):  # options_for: laid tiles, marked tiles first, a random board
        setup, moves, final, options = sparks_game(seed, players)
        assert_round_trip(sparks, setup, moves, final, options)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 40))
def test_many_random_games_replay_from_their_records(seed: int) -> None:
    setup, moves, final, options = acres_game(seed, ("second", "first")[seed % 2])
    assert_round_trip(acres, setup, moves, final, options)
    setup, moves, final, options = sparks_game(seed, 2 + seed % 5)
    assert_round_trip(sparks, setup, moves, final, options)


def test_a_record_of_a_game_under_way_goes_on_where_it_stops() -> None:
    setup, moves, _, options = acres_game(1, "second")
    text = write(acres, setup, moves[:40], options, None)
    again = records.replay(text)
    assert acres.export_position(again.state) == acres.export_position(acres.fold(events_of(setup, moves[:40])))
    assert "Result: *" in text


# -- what a reader may see ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_acres_record_before_the_end_shows_no_hidden_card(seed: int) -> None:
    setup, moves, _, options = acres_game(seed, "second")
    for cut in (0, 7, 30, 61):
        state = acres.fold(events_of(setup, moves[:cut]))
        for viewer in ("british", "french", None):
            text = write(acres, setup, moves[:cut], options, None, viewer, complete=False)
            seen = [acres.redact(e, viewer) for e in events_of(setup, moves[:cut])]
            known = card_ids([e for e in seen if e is not None]) | card_ids(acres.view(state, viewer))
            assert not record_leaks(text, viewer, hidden_from(state, viewer), known), (cut, viewer)
            own = [cards for who, cards in record_draws(text) if who == viewer]
            assert all("?" not in cards for cards in own)  # a seat's own draws are its own to see
            assert len(record_draws(text)) >= 2
            with pytest.raises(RecordError) as refused:
                records.replay(text)
            assert refused.value.code == "record_incomplete" and refused.value.line > 0


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (5, 4)])
def test_sparks_record_before_the_end_shows_no_hidden_card_or_tile(seed: int, players: int) -> None:
    setup, moves, _, options = sparks_game(seed, players)
    start = sparks.fold(setup)
    for cut in (0, 25):
        state = sparks.fold(events_of(setup, moves[:cut]))
        secret = {str(c) for c in hidden_cards(state)} | hidden_tiles(start)
        for viewer in (*sparks.seats(players), None):
            text = write(sparks, setup, moves[:cut], options, None, viewer, complete=False)
            chance = [line for line in text.splitlines() if line.startswith("~ ")]
            values = {v for line in chance for v in line.split(": ", 1)[1].split(", ")} if chance else set()
            values |= {v.split(" ")[0] for v in values}  # a board line's tiles
            assert not values & secret, (cut, viewer, values & secret)
            unseen = [line for line in chance if line.startswith("~ removed unseen:")]
            assert unseen and set(unseen[0].split(": ")[1].split(", ")) == {"?"}
            with pytest.raises(RecordError) as refused:
                records.replay(text)
            assert refused.value.code == "record_incomplete"


def test_a_record_with_nothing_hidden_from_its_reader_replays_before_the_end() -> None:
    """Five or six players of The First Sparks on a random board: nothing of the game is hidden (no card is
    removed unseen), so a seat's record of a game under way is complete."""
    setup, moves, _, options = sparks_game(3, 6)
    text = write(sparks, setup, moves[:50], options, None, "red", complete=False)
    assert "?" not in text
    assert records.replay(text).entries == [tuple(m) for m in moves[:50]]


# -- refusals -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def finished() -> str:
    setup, moves, final, options = acres_game(2, "second")
    return write(acres, setup, moves, options, acres.result(final))


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as refused:
        records.replay(text)
    return refused.value


def line_of(text: str, prefix: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(prefix))


def test_an_illegal_move_is_refused_with_its_line_and_rule(finished: str) -> None:
    """British turn 1 has one action (AC-TURN-3): a second one is refused, by the engine's own rule."""
    lines = finished.splitlines()
    first, at = line_of(finished, "1. british"), line_of(finished, "2. british")
    assert lines[first - 1] != "1. british end_turn"
    lines[at - 1] = "2. british pass"
    found = refusal("\n".join(lines))
    assert (found.code, found.line, found.rule) == ("record_illegal", at, "AC-TURN-3")


def test_a_move_out_of_turn_is_refused(finished: str) -> None:
    at = line_of(finished, "1. british")
    lines = finished.splitlines()
    lines[at - 1] = lines[at - 1].replace("british", "french", 1)
    found = refusal("\n".join(lines))
    assert (found.code, found.line) == ("record_illegal", at)


def test_a_draw_that_cannot_come_up_is_refused_at_its_line(finished: str) -> None:
    lines = finished.splitlines()
    at = line_of(finished, "~ british draws:")
    lines[at - 1] = "~ british draws: f-quebec, b-boston, b-new-york, b-norfolk, b-pemaquid"
    found = refusal("\n".join(lines))
    assert (found.code, found.line) == ("record_illegal", at) and "f-quebec" in found.message


def test_a_draw_of_the_wrong_count_or_twice_the_same_card_is_refused(finished: str) -> None:
    at = line_of(finished, "~ british draws:")
    for cards in ("b-boston", "b-boston, b-boston, b-new-york, b-norfolk, b-pemaquid"):
        lines = finished.splitlines()
        lines[at - 1] = f"~ british draws: {cards}"
        assert (refusal("\n".join(lines)).line, refusal("\n".join(lines)).code) == (at, "record_illegal")


def test_a_missing_or_extra_draw_is_refused(finished: str) -> None:
    at = line_of(finished, "~ british draws:")
    lines = finished.splitlines()
    del lines[at - 1]
    assert refusal("\n".join(lines)).code == "record_illegal"
    lines = finished.splitlines()
    move = line_of(finished, "1. british")
    lines.insert(move, lines[at - 1])  # a draw after a move that draws nothing
    found = refusal("\n".join(lines))
    assert (found.code, found.line) == ("record_illegal", move + 1)


def test_a_draw_line_of_the_wrong_seat_is_refused(finished: str) -> None:
    at = line_of(finished, "~ french draws:")
    lines = finished.splitlines()
    lines[at - 1] = lines[at - 1].replace("french", "british")
    assert refusal("\n".join(lines)).code == "record_illegal"


HEAD = "Tabula-Record: 1\nGame: acres\nOptions: {}\nSeats: " + json.dumps(
    [{"seat": "british"}, {"seat": "french"}]) + "\n"


@pytest.mark.parametrize("text,line", [
    ("", 1), ("Tabula-Record: 2\n", 1), ("hello", 1),
    ("Tabula-Record: 1\nGame: acres\n", 3),  # no Options
    (HEAD.replace("acres", "chess"), 2),
    (HEAD + "Game: acres\n", 5),
    (HEAD + "bad header\n", 5),
    (HEAD.replace("{}", "[1]"), 3),
    (HEAD.replace("{}", "{" * 5000), 3),
    (HEAD.replace("{}", '{"edition": "third"}'), 3),
    (HEAD.replace("acres", "sparks").replace("{}", '{"board": "square"}').replace(
        '[{"seat": "british"}, {"seat": "french"}]', '[{"seat": "red"}, {"seat": "blue"}]'), 3),
    (HEAD.replace('[{"seat": "british"}, {"seat": "french"}]', '[{"seat": "french"}, {"seat": "british"}]'), 4),
    (HEAD + "\n1. british fly_away\n", 6),
    (HEAD + "\n1. british end_turn\n1. british end_turn\n", 7),
    (HEAD + "\nwhat is this\n", 6),
    (HEAD + "\n~ british draws: a,  b\n", 6),
    (HEAD + "\n1. british \x07end_turn\n", 6),
    (HEAD + "\n; " + "x" * records.MAX_LINE + "\n", 6),
    (HEAD + "\n" + "\n" * records.MAX_LINES, records.MAX_LINES + 1),
    ("x" * (records.MAX_CHARS + 1), 0),
])
def test_a_malformed_record_is_refused_at_its_line(text: str, line: int) -> None:
    found = refusal(text)
    assert (found.code, found.line) == ("invalid_record", line), found


def test_a_record_with_a_hidden_position_is_incomplete() -> None:
    found = refusal(HEAD + "Position: ?\n")
    assert (found.code, found.line) == ("record_incomplete", 5)


def test_a_record_from_a_position_replays() -> None:
    state = acres.fold(acres_play.play(4, cap=30).events)
    position = acres.export_position(state)
    setup = acres.setup(None, 2, random.Random(0), position=position)
    header = Header({}, [{"seat": "british"}, {"seat": "french"}], position=position, from_position=True)
    text = records.write(acres, header, setup, [], None, complete=True)
    assert "\n~ " not in text
    assert acres.export_position(records.replay(text).state) == position
    partial = records.write(acres, header, setup, [], "british", complete=False)
    assert "Position: ?" in partial and refusal(partial).code == "record_incomplete"


# -- the scripted rng -----------------------------------------------------------------------------------------
def test_scripted_rng_answers_only_possible_outcomes() -> None:
    rng = ScriptedRng([Outcome("sample", ("b", "a"), 3), Outcome("choice", ("c",), 4),
                       Outcome("shuffle", ("3", "1", "2"), 5)], str, 1)
    assert rng.sample(["a", "b", "c"], 2) == ["b", "a"]
    assert rng.sample(["a"], 0) == []
    assert rng.choice(["a", "c"]) == "c"
    herbs = [1, 2, 3]
    rng.shuffle(herbs)
    assert herbs == [3, 1, 2]
    rng.finish()
    for call in (lambda r: r.random(), lambda r: r.randrange(5), lambda r: r.choice(["a"])):
        with pytest.raises(RecordError):
            call(ScriptedRng([], str, 1))
    with pytest.raises(RecordError) as refused:
        ScriptedRng([Outcome("shuffle", ("1", "1", "2"), 7)], str, 1).shuffle([1, 2, 3])
    assert refused.value.line == 7
    with pytest.raises(RecordError):
        ScriptedRng([Outcome("choice", ("a",), 2)], str, 1).sample(["a", "b"], 1)
    with pytest.raises(RecordError):
        ScriptedRng([Outcome("choice", ("a",), 2)], str, 1).finish()
