"""Game records: a whole game as text a person can read and the server can replay, like PGN for chess
(docs/records.md has the format and the reasons for it).

    Tabula-Record: 1
    Game: acres
    Options: {}
    Seats: [{"seat": "british", "name": "Ada", "kind": "human"}, ...]
    Result: *

    ~ british draws: b-boston, b-new-haven, b-new-york, b-norfolk, b-pemaquid
    ~ french draws: ?, ?, ?, ?, ?
    1. british settle halifax via=b-pemaquid transport=b-new-haven settler=b-new-york
    2. british end_turn
    ~ british draws: b-boston, b-philadelphia

`write` makes a record from a game's events as one reader may see them; `parse` reads one within strict limits;
`replay` plays it through the engine, each command decided with a ScriptedRng (engine/chance.py) that gives the
record's chance outcomes, and refuses it at the first line the rules or the draws do not allow. The per-game part
(what the chance lines say) is engine/<game>/record.py. Pure, like the rest of engine/.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from . import lifecycle, registry
from .acres import record as acres_record
from .chance import HIDDEN, Chance, Outcome, RecordError, ScriptedRng
from .core import Engine, EngineError, IllegalCommand, Json
from .notation import Notation
from .sparks import record as sparks_record

FORMAT = "1"
MEDIA_TYPE = "application/vnd.tabula.record"  # text, UTF-8
MAX_CHARS = 200_000  # the whole record (a long game of either title is a few tens of thousands)
MAX_LINES = 10_000
MAX_LINE = 32_000  # characters of one line (the Options or Position header may be long)
MAX_HEADERS = 32
MAX_NUMBER = 1_000_000  # a move's number
HEADER = re.compile(r"([A-Z][A-Za-z0-9-]{0,31}): (.*)")
MOVE = re.compile(r"([1-9][0-9]{0,6})\. ([a-z][a-z_]{0,31}) (\S.*)")
CHANCE = re.compile(r"~ ([a-z][a-z ]{0,39}):(?: (.*))?")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
REQUIRED = ("Tabula-Record", "Game", "Options", "Seats")


class GameRecord(Protocol):
    """A game's part of its records (engine/<game>/record.py): its chance lines."""

    def token(self, value: Any) -> str:
        """A value the engine draws among, as chance lines name it."""
        ...

    def setup_chances(self, events: list[Json], seen: list[Json | None]) -> list[Chance]:
        """The setup's chance lines from its events and the same as the reader sees them (`redact`)."""
        ...

    def chances(self, state: Any, events: list[Json], seen: list[Json | None]) -> list[Chance | str]:
        """A command's chance lines from its events (`state`: the full table before them) as the reader sees them,
        and among them, as plain strings, comments that help a reader follow (a reshuffle): not read back."""
        ...

    def script(self, chance: Chance) -> list[Outcome]:
        """The rng calls a command's chance line answers. Raises ValueError for a line the game has not."""
        ...

    def setup_script(self, options: Json, n_seats: int, setup: list[Chance]) -> list[Outcome]:
        """The rng calls of setup, answered by the setup's lines. Raises RecordError."""
        ...


GAMES: dict[str, GameRecord] = {"acres": acres_record, "sparks": sparks_record}


@dataclass
class Move:
    number: int
    seat: str
    command: Json
    line: int
    chances: list[Chance] = field(default_factory=list)


@dataclass
class Record:
    headers: dict[str, str]
    setup: list[Chance] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)  # header -> its line


@dataclass
class Replayed:
    """A record played through its engine: what a new game starts from."""

    engine: Engine
    options: Json
    seats: list[Json]  # the record's Seats header (informative)
    position: Json | None
    setup: list[Json]  # the setup's events
    entries: list[tuple[str, Json, list[Json]]]  # (seat, command, events) per move
    state: Any


def supported(engine: Engine) -> bool:
    return engine.name in GAMES


# -- write -------------------------------------------------------------------------------------------------
@dataclass
class Header:
    """What a record says of its game besides the moves (all public)."""

    options: Json
    seats: list[Json]
    created: str = ""
    result: Json | None = None
    position: Json | None = None  # the game started from this position (never shown before the end)
    from_position: bool = False


def write(engine: Engine, header: Header, setup: list[Json], entries: list[tuple[int, str, Json, list[Json]]],
          seat: str | None, complete: bool) -> str:
    """The record of a game: `setup` its setup events, `entries` (version, seat, command, events) its log, all
    unredacted; `complete`: nothing is hidden (the game is over), else each event is shown as `engine.redact`
    shows it to `seat` (None: a spectator), and what it hides is written HIDDEN."""
    game = GAMES[engine.name]
    notation = Notation(engine.command_schemas())

    def see(events: list[Json]) -> list[Json | None]:
        return list(events) if complete else [engine.redact(e, seat) for e in events]

    lines = [f"Tabula-Record: {FORMAT}", f"Game: {engine.name}", f"Options: {_json(header.options)}",
             f"Seats: {_json(header.seats)}"]
    if header.created:
        lines.append(f"Created: {header.created}")
    lines += _result_lines(header.result)
    if header.from_position:
        lines.append(f"Position: {_json(header.position) if complete and header.position else HIDDEN}")
    lines.append("")
    if not header.from_position:
        lines += [_chance_line(c) for c in game.setup_chances(setup, see(setup))]
    state = engine.fold(setup)
    for version, who, command, events in entries:
        if lifecycle.is_lifecycle(command):  # not replayed: the new game's seats are its own (docs/records.md)
            lines.append(f"; {version}. {who} {command['type']}")
            continue
        lines.append(f"{version}. {who} {notation.write(command)}")
        lines += [_chance_line(c) if isinstance(c, Chance) else f"; {c}"
                  for c in game.chances(state, events, see(events))]
        state = engine.fold(events, state)
    return "\n".join(lines) + "\n"


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _chance_line(chance: Chance) -> str:
    return f"~ {chance.label}: {', '.join(chance.tokens)}" if chance.tokens else f"~ {chance.label}:"


def _result_lines(result: Json | None) -> list[str]:
    if result is None:
        return ["Result: *"]
    winners = result.get("winners") or ([result["winner"]] if result.get("winner") else [])
    out = [f"Result: {', '.join(winners) if winners else 'draw'}"]
    if result.get("reason"):
        out.append(f"Reason: {result['reason']}")
    if result.get("scores") is not None:
        out.append(f"Scores: {_json(result['scores'])}")
    return out


# -- parse -------------------------------------------------------------------------------------------------
def parse(text: str) -> tuple[Engine, Record]:
    """The record `text` holds, read strictly within the limits above. Raises RecordError (invalid_record)."""
    if len(text) > MAX_CHARS:
        raise RecordError("invalid_record", 0, f"a record has at most {MAX_CHARS} characters")
    raw = text.replace("\r\n", "\n").split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    if len(raw) > MAX_LINES:
        raise RecordError("invalid_record", MAX_LINES + 1, f"a record has at most {MAX_LINES} lines")
    for number, line in enumerate(raw, 1):
        if len(line) > MAX_LINE:
            raise RecordError("invalid_record", number, f"a line has at most {MAX_LINE} characters")
        if CONTROL.search(line):
            raise RecordError("invalid_record", number, "a line holds a control character")
    record = Record({})
    body = _headers(raw, record)
    engine = _engine(record)
    notation = Notation(engine.command_schemas())
    for number in range(body, len(raw) + 1):
        _body_line(raw[number - 1], number, record, notation)
    return engine, record


def _headers(raw: list[str], record: Record) -> int:
    """Reads the header lines into `record`; the number of the first line after them."""
    if not raw or raw[0] != f"Tabula-Record: {FORMAT}":
        raise RecordError("invalid_record", 1, f"a record begins with the line 'Tabula-Record: {FORMAT}'")
    number = 1
    while number <= len(raw) and raw[number - 1] != "":
        found = HEADER.fullmatch(raw[number - 1])
        if found is None:
            raise RecordError("invalid_record", number, "a header line is 'Name: value', and a blank line ends them")
        name, value = found.groups()
        if name in record.headers:
            raise RecordError("invalid_record", number, f"the header {name} is given twice")
        if len(record.headers) == MAX_HEADERS:
            raise RecordError("invalid_record", number, f"a record has at most {MAX_HEADERS} headers")
        record.headers[name], record.lines[name] = value, number
        number += 1
    missing = [h for h in REQUIRED if h not in record.headers]
    if missing:
        raise RecordError("invalid_record", number, f"the record lacks the header {missing[0]}")
    return number + 1


def _engine(record: Record) -> Engine:
    name = record.headers["Game"]
    try:
        engine = registry.get(name)
    except KeyError:
        engine = None
    if engine is None or not supported(engine):
        raise RecordError("invalid_record", record.lines["Game"], f"no game {name!r} has records here")
    return engine


def _body_line(line: str, number: int, record: Record, notation: Notation) -> None:
    if not line or line.startswith(";"):  # a blank line or a comment
        return
    chance = CHANCE.fullmatch(line)
    if chance is not None:
        label, tokens = chance.group(1), chance.group(2)
        values = tuple(tokens.split(", ")) if tokens else ()
        if any(not v or v != v.strip() for v in values):
            raise RecordError("invalid_record", number, "a chance line's values are separated by ', '")
        found = Chance(label, values, number)
        (record.moves[-1].chances if record.moves else record.setup).append(found)
        return
    move = MOVE.fullmatch(line)
    if move is None:
        raise RecordError("invalid_record", number, "a line is a move ('12. british end_turn'), a chance line "
                                                    "('~ british draws: b-boston'), a comment (';') or blank")
    n, seat, text = int(move.group(1)), move.group(2), move.group(3)
    if record.moves and n <= record.moves[-1].number or n > MAX_NUMBER:
        raise RecordError("invalid_record", number, "moves are numbered in increasing order")
    try:
        command = notation.read(text)
    except ValueError as bad:
        raise RecordError("invalid_record", number, str(bad)) from None
    record.moves.append(Move(n, seat, command, number))


def _json_header(record: Record, name: str, kind: type) -> Any:
    try:
        value = json.loads(record.headers[name])
    except (ValueError, RecursionError):
        value = None
    if not isinstance(value, kind):
        raise RecordError("invalid_record", record.lines[name], f"the header {name} is a JSON {kind.__name__}")
    return value


# -- replay ------------------------------------------------------------------------------------------------
def replay(text: str) -> Replayed:
    """The game `text` records, every command decided by the engine with the record's chance outcomes.

    Raises RecordError: invalid_record (syntax, limits, headers, options), record_incomplete (a value is HIDDEN:
    the record was written for a reader who may not see everything), record_illegal (the first move the rules
    or the draws refuse: its line, and the engine's rule id for an illegal command)."""
    engine, record = parse(text)
    game = GAMES[engine.name]
    options = _json_header(record, "Options", dict)
    seats = _json_header(record, "Seats", list)
    _check_complete(record)
    names = [s.get("seat") if isinstance(s, dict) else None for s in seats]
    if len(seats) not in engine.seats_allowed or names != engine.seats(len(seats)):
        raise RecordError("invalid_record", record.lines["Seats"], f"the seats of {engine.title} are "
                          f"{' or '.join(str(engine.seats(n)) for n in engine.seats_allowed)}, each as {{\"seat\": ...}}")
    position = _json_header(record, "Position", dict) if "Position" in record.headers else None
    setup = _setup(engine, game, record, options, len(seats), position)
    state = engine.fold(setup)
    entries = []
    for move in record.moves:
        events, after = _play(engine, game, state, move)
        entries.append((move.seat, move.command, events))
        state = after
    return Replayed(engine, options, seats, position, setup, entries, state)


def _check_complete(record: Record) -> None:
    if record.headers.get("Position") == HIDDEN:
        raise RecordError("record_incomplete", record.lines["Position"], "the starting position is hidden")
    for chance in [*record.setup, *(c for m in record.moves for c in m.chances)]:
        if chance.hidden:
            raise RecordError("record_incomplete", chance.line, "this record was written for a reader who may not "
                                                                "see this outcome ('?'): it cannot be replayed")


def _setup(engine: Engine, game: GameRecord, record: Record, options: Json, n: int,
           position: Json | None) -> list[Json]:
    line = record.lines["Options"]
    if position is not None and record.setup:
        raise RecordError("invalid_record", record.setup[0].line, "a game from a position has no setup chance lines")
    try:  # the options are checked (InvalidOptions) as the setup's script is made, or by setup itself
        script = [] if position is not None else game.setup_script(options, n, record.setup)
        rng = ScriptedRng(script, game.token, line)
        setup = engine.setup(options or None, n, rng, position=position)
    except EngineError as bad:
        at = record.lines["Position"] if position is not None else line
        raise RecordError("invalid_record", at, bad.message) from None
    rng.finish()
    if position is None:
        _same(record.setup, game.setup_chances(setup, list(setup)), line)
    return setup


def _play(engine: Engine, game: GameRecord, state: Any, move: Move) -> tuple[list[Json], Any]:
    outcomes = []
    for chance in move.chances:
        try:
            outcomes += game.script(chance)
        except ValueError as bad:
            raise RecordError("invalid_record", chance.line, str(bad)) from None
    rng = ScriptedRng(outcomes, game.token, move.line)
    try:
        events, after = engine.play(state, move.seat, move.command, rng)
    except IllegalCommand as bad:
        raise RecordError("record_illegal", move.line, bad.message, bad.rule_id) from None
    except EngineError as bad:  # not this seat's turn, or a command the game does not know
        raise RecordError("record_illegal", move.line, bad.message) from None
    rng.finish()
    drawn = [c for c in game.chances(state, events, list(events)) if isinstance(c, Chance)]
    _same(move.chances, drawn, move.line)
    return events, after


def _same(given: list[Chance], drawn: list[Chance], line: int) -> None:
    """The record's chance lines must say what the replay drew, line by line (a label included)."""
    for i, found in enumerate(drawn):
        if i >= len(given) or given[i] != found:
            at = given[i].line if i < len(given) else line
            raise RecordError("record_illegal", at, f"the game draws '{_chance_line(found)}' here")
    if len(given) > len(drawn):
        raise RecordError("record_illegal", given[len(drawn)].line, "the game draws nothing more here")


__all__ = ["FORMAT", "MEDIA_TYPE", "Header", "Record", "RecordError", "Replayed", "parse", "replay", "supported",
           "write"]
