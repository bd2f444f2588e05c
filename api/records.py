"""Game records over the service (docs/records.md): a game's record as its caller may read it, and what a new game
from a record starts with. The format, the notation and the replay are engine/records.py's."""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from engine import records
from engine.records import Header, Replayed

from .game import Game
from .service import BadRequest
from .store import Entry

POSITION = "position"  # the fairness reason of a game started from a position (api/game.py)
RECORD = "record"  # the fairness reason of a game created from a record (docs/fairness.md)


def public_seats(game: Game) -> list[dict[str, Any]]:
    """The seats as a record names them, as the public summary does: the seat, its name, kind and AI level, and the
    registered player in it (never a token or its hash)."""
    out = []
    for seat in game.seats:
        public = {k: v for k, v in seat.items() if k in ("seat", "name", "kind", "level")}
        if seat.get("kind") in ("open", "player"):
            public["player"] = game.life.players.get(seat["seat"])
        out.append(public)
    return out


def text(game: Game, seat: str | None, log: list[Entry]) -> str:
    """The record of `game` (its whole `log`) as `seat` (None: a spectator) may read it: complete once the game is
    over, before that with every outcome the seat may not see written '?'."""
    if not records.supported(game.engine):
        raise BadRequest("not_found", f"games of type {game.meta['type']} have no records here", 404)
    setup = game.meta["setup"]
    from_position = POSITION in game.meta["fairness"]["reasons"]
    header = Header(options=game.meta["options"], seats=public_seats(game), created=_iso(game.meta["created_at"]),
                    result=game.result, position=setup[0]["position"] if from_position else None,
                    from_position=from_position)
    entries = [(e.version, e.seat, e.command, e.events) for e in log]
    return records.write(game.engine, header, setup, entries, seat, complete=game.over)


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def replayed(body: dict[str, Any]) -> Replayed:
    """The game a createGame body's `record` holds, replayed; the body may not choose what the record fixes.

    Raises RecordError (invalid_record, record_incomplete, record_illegal) and BadRequest."""
    got = records.replay(body["record"])
    if got.engine.name != body["type"]:
        raise records.RecordError("invalid_record", 0, f"the record is of a game of {got.engine.name}, not "
                                                       f"{body['type']}")
    chosen = [f for f in ("seed", "position") if body.get(f) is not None] + (["options"] if body.get("options") else [])
    if chosen:
        raise records.RecordError("invalid_record", 0, f"a game from a record takes its chance and options from the "
                                                       f"record: leave out {', '.join(chosen)}")
    return got


__all__ = ["POSITION", "RECORD", "public_seats", "replayed", "text"]
