"""The JSON shapes several resources answer with: a game's summary and fairness marks, a log entry as a seat
may see it."""
from __future__ import annotations

from typing import Any

from engine import lifecycle

from ..game import Game
from ..store import Entry, now_ms


def fairness(game: Game) -> dict[str, Any]:
    """The game's fairness marks as every caller sees them (docs/fairness.md): `fair`, the `reasons` it is not,
    the commitment to a server seed, and that seed itself once the game is over (never a client's seed)."""
    stored = game.meta["fairness"]
    reveal = stored["seed_sha256"] is not None and game.over
    return {"fair": stored["fair"], "reasons": stored["reasons"], "seed": game.meta["seed"] if reveal else None,
            "seed_sha256": stored["seed_sha256"]}  # sorted keys, as the JSON answers have them (so feeds too)


def public_seat(seat: dict[str, Any], game: Game | None = None) -> dict[str, Any]:
    """A seat as anybody sees it; a seat of a registered player (kind open or player) names the player in it
    (null: not taken yet) and the player it is reserved for."""
    out = {k: v for k, v in seat.items() if k in ("seat", "name", "kind", "level", "think_seconds")}
    if seat.get("kind") in ("open", "player"):
        out["player"] = game.life.players.get(seat["seat"]) if game is not None else seat.get("player")
        if seat.get("kind") == "player":
            out["reserved_for"] = seat["player"]
    return out


def summary(game: Game) -> dict[str, Any]:
    return {
        "game_id": game.id, "type": game.meta["type"], "status": game.status, "rated": game.meta["rated"],
        "expires_at": game.meta["expires_at"] if game.status == "open" else None,
        "clock": clock(game),
        "version": game.version, "seats": [public_seat(x, game) for x in game.seats],
        "to_act": sorted(game.to_act()), "options": game.meta["options"],
        "created_at": game.meta["created_at"], "updated_at": game.meta["updated_at"], "result": game.result,
        "fairness": fairness(game),
    }


def clock(game: Game) -> dict[str, Any] | None:
    """The time control and each seat's time now (engine/clock.py), None for a game without a clock."""
    return game.clock.shown(now_ms()) if game.clock is not None else None


def redacted(game: Game, events: list[dict[str, Any]], seat: str | None) -> list[dict[str, Any]]:
    """`events` as `seat` (None: a spectator) may see them."""
    return [r for r in (e if e["type"] in lifecycle.EVENTS else game.engine.redact(e, seat) for e in events)
            if r is not None]


def narrated(game: Game, events: list[dict[str, Any]]) -> list[str]:
    """Each of `events` (as the caller may see them) in plain words: the engine's narrate, or the lifecycle's."""
    return [lifecycle.narrate(e) if e["type"] in lifecycle.EVENTS else game.engine.narrate(e) for e in events]


def entry_json(game: Game, entry: Entry, seat: str | None, complete: bool, words: bool = False) -> dict[str, Any]:
    """A log entry as `seat` may see it; after the game is over, nothing is hidden. `words`: with the events in
    plain words."""
    events = entry.events if complete else redacted(game, entry.events, seat)
    out = {"version": entry.version, "seat": entry.seat, "command": entry.command, "events": events, "ts": entry.ts}
    if words:
        out["words"] = narrated(game, events)
    if entry.by:
        out["by"] = entry.by  # "order": the seat's standing order gave it (api/orders.py); "clock": a deadline
    if entry.clock is not None:
        out["clock"] = entry.clock  # the clocks after it: each seat's bank and who runs since when
    return out
