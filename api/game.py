"""A game as the service holds it: its meta (as stored, parsed), its engine, its state at a version; and the
records made once at its creation (the seat tokens' hashes, the fairness record of docs/fairness.md)."""
from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any

from engine.clock import Clock
from engine.core import Engine
from engine.lifecycle import Life, final


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Game:
    id: str
    meta: dict[str, Any]
    engine: Engine
    state: Any
    version: int
    last_ts: int | None = None  # the time stamp of the entry at `version`, when known (see Service.load)
    life: Life = None  # type: ignore[assignment]  # what resignations and aborts did (engine/lifecycle.py)
    clock: Clock | None = None  # the clocks at `version` of a game with a time control (engine/clock.py)

    def __post_init__(self) -> None:
        if self.life is None:
            self.life = Life.begin(self.seats)
        if self.clock is None and self.meta.get("clock"):
            self.clock = Clock.from_json(self.meta["clock"], self.meta["clock_state"])

    def exempt(self) -> set[str]:
        """The seats no deadline applies to: the server plays them (AI seats, seats that left)."""
        return {s["seat"] for s in self.seats if s.get("kind") == "ai"} | self.life.left

    def due(self) -> int | None:
        """When (ms, store time) something next falls due without anyone's command: an open game's expiry, the
        first deadline of a running clock (workers/deadlines.py); None: nothing will."""
        if self.status == "open":
            expires: int | None = self.meta.get("expires_at")
            return expires
        if self.clock is None or self.over:
            return None
        return self.clock.next_deadline(self.exempt())

    def expired(self, now: int) -> list[str]:
        """The seats whose time is out at `now` (store time), soonest first; none without a clock or when over."""
        if self.clock is None or self.over:
            return []
        return self.clock.expired(now, self.exempt())

    @property
    def seats(self) -> list[dict[str, Any]]:
        seats: list[dict[str, Any]] = self.meta["seats"]
        return seats

    @property
    def result(self) -> dict[str, Any] | None:
        """The engine's result as the lifecycle amends it (engine.lifecycle.final), None while the game goes on."""
        return final(self.engine.result(self.state), self.life)

    @property
    def over(self) -> bool:
        return self.life.ended is not None or self.engine.result(self.state) is not None

    @property
    def status(self) -> str:
        """open (a seat waits for a player: api/lobby.py), active, or over."""
        return "over" if self.over else "active" if self.life.started else "open"

    def to_act(self) -> set[str]:
        """The seats the game waits for (none before every seat is taken, none once it is over)."""
        if self.life.ended is not None or not self.life.started:
            return set()
        return self.engine.to_act(self.state)

    def legal(self, seat: str, robot: bool = False) -> list[dict[str, Any]]:
        """The game's commands `seat` may send now (a seat that left sends none; its AI does: `robot`). The
        lifecycle's commands (resign, abort, claim_timeout) are not listed: a bot that picks any legal command
        must not pick those."""
        if seat not in self.to_act() or (seat in self.life.left and not robot):
            return []
        return self.engine.legal_commands(self.state, seat)

    def ai_level(self, seat: str) -> str | None:
        """The AI level that plays `seat`: an AI seat's, or the one that plays out a seat that left."""
        for spec in self.seats:
            if spec["seat"] == seat and spec.get("kind") == "ai":
                level: str = spec.get("level", "")
                return level
        return self.life.robots.get(seat)

    def seat_of_player(self, player: str) -> str | None:
        """The seat a registered player has taken in this game, None if none."""
        return self.life.seat_of(player)

    def seat_of(self, token: str | None) -> str | None:
        """The seat a bearer token opens (constant-time comparison), 'owner' for the owner, else None."""
        if not token:
            return None
        digest = token_hash(token)
        found = None
        for seat in self.seats:
            if hmac.compare_digest(seat.get("token_hash", ""), digest):
                found = seat["seat"]
        if hmac.compare_digest(self.meta["owner"], digest):
            found = found or "owner"
        return found


# Why a game is not fair: someone may know a hidden card or a draw (docs/fairness.md). Stable names.
UNFAIR_REASONS = {
    "chosen_seed": "the creator chose the seed, and whoever knows it can compute every draw",
    "position": "the creator supplied the starting position, with every hand and deck in it",
    "sandbox": "the owner token may read the full state (every hand and deck) while the game runs",
    "unrecorded": "created before the server recorded how chance was chosen: a client may have chosen the seed",
}


def seed_commitment(seed: str) -> str:
    """The public commitment to a server seed: SHA-256 of its UTF-8 text, in hex. The seed is 128 random bits
    (`secrets.token_hex(16)`), so nobody can search for it; it is revealed once the game is over."""
    return hashlib.sha256(seed.encode()).hexdigest()


def fairness_of(chosen_seed: bool, position: bool, sandbox: bool, seed: str, record: bool = False) -> dict[str, Any]:
    """The game's fairness record, stored in its meta at creation (meta field `fairness`, JSON)."""
    reasons = sorted(name for name, on in (("chosen_seed", chosen_seed), ("position", position),
                                           ("record", record), ("sandbox", sandbox)) if on)
    return {"fair": not reasons, "reasons": reasons, "seed_sha256": None if chosen_seed else seed_commitment(seed)}


def _stored_fairness(raw: dict[str, str]) -> dict[str, Any]:
    if "fairness" in raw:
        stored: dict[str, Any] = json.loads(raw["fairness"])
        return stored
    # a game created before the record: its seed may have been a client's, and it cannot be told apart
    reasons = sorted(["unrecorded", *(["sandbox"] if raw.get("sandbox") == "1" else [])])
    return {"fair": False, "reasons": reasons, "seed_sha256": None}


def parse_meta(raw: dict[str, str]) -> dict[str, Any]:
    return {
        "type": raw["type"], "options": json.loads(raw["options"]), "seats": json.loads(raw["seats"]),
        "owner": raw["owner"], "seed": raw["seed"], "status": raw["status"], "sandbox": raw.get("sandbox") == "1",
        "setup": json.loads(raw["setup"]), "event_version": int(raw.get("event_version", 1)),
        "version": int(raw["version"]),
        "created_at": int(raw["created_at"]), "updated_at": int(raw["updated_at"]),
        "fairness": _stored_fairness(raw),
        # a game with registered players (api/lobby.py): rated, when its open seats expire, who created it
        "rated": raw.get("rated") == "1", "expires_at": int(raw["expires_at"]) if raw.get("expires_at") else None,
        "creator": raw.get("creator") or None,
        # a game with a time control (engine/clock.py): the control and the clocks before the first entry
        "clock": json.loads(raw["clock"]) if raw.get("clock") else None,
        "clock_state": json.loads(raw["clock_state"]) if raw.get("clock_state") else None,
    }
