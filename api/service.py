"""The one place where commands become log entries: create a game, load it, submit a command.

HTTP handlers and RQ jobs both call `Service`; nothing else writes a game. A command is decided against
the state folded from the log (snapshot + tail) and appended only at the version it was decided on, so
concurrent writers can never interleave: the loser gets VersionConflict and nothing is written. The service
knows the games it was given (by default every game of engine/registry.py) only as engine.core.Engine.
"""
from __future__ import annotations

import dataclasses
import json
import logging
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import lifecycle, registry
from engine.bots import DEFAULT_LEVEL, DEFAULT_SECONDS
from engine.clock import Clock
from engine.core import Engine, EngineError, IllegalCommand, NotYourTurn, seeded_rng
from engine.lifecycle import Life
from engine.records import Replayed

from . import orders
from .game import Game, fairness_of, parse_meta, token_hash
from .once import KEEP_MS, Once
from .store import Entry, Store, VersionConflict

log = logging.getLogger("tabula.orders")


class BadRequest(Exception):
    """Input the engine never sees: an unknown game type, bad seats, a reused idempotency key."""

    def __init__(self, code: str, message: str, status: int = 400):
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass
class Submitted:
    version: int  # the game's version after the command and the standing orders' answers that followed it
    events: list[dict[str, Any]]  # the command's own events
    duplicate: bool
    game: Game | None = None  # the game after the command (None for a replayed duplicate)


@dataclass
class _Cache:
    """The last state of recently used games in this process, so a command folds only the entries since."""

    size: int = 256
    items: OrderedDict[str, Game] = field(default_factory=OrderedDict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def get(self, game_id: str) -> Game | None:
        with self.lock:
            game = self.items.get(game_id)
            if game:
                self.items.move_to_end(game_id)
            return game

    def drop(self, game_id: str) -> None:
        with self.lock:
            self.items.pop(game_id, None)

    def put(self, game: Game) -> None:
        with self.lock:
            self.items[game.id] = game
            self.items.move_to_end(game.id)
            while len(self.items) > self.size:
                self.items.popitem(last=False)


class Service:
    def __init__(self, store: Store, snapshot_every: int = 50,
                 on_append: Callable[[Game], None] | None = None, cache: bool = True,
                 games: Mapping[str, Engine] | None = None):
        self.store = store
        self.snapshot_every = snapshot_every
        self.on_append = on_append or (lambda game: None)
        self.cache = _Cache() if cache else None
        self.games = registry.GAMES if games is None else games  # by type
        self.keep_ms = KEEP_MS  # how long a create request's idempotency key is kept (api/once.py)

    def engine(self, game_type: str) -> Engine:
        try:
            return self.games[game_type]
        except KeyError:
            raise BadRequest("unknown_game_type", f"no game type {game_type!r}; see GET /v1/games/types",
                             404) from None

    # -- create ----------------------------------------------------------------------------------
    def create(self, game_type: str, seats: list[dict[str, Any]], options: dict[str, Any] | None = None,
               seed: str | None = None, position: dict[str, Any] | None = None,
               sandbox: bool = False, lobby: dict[str, str] | None = None,
               clock: dict[str, Any] | None = None, once: Once | None = None,
               record: Replayed | None = None) -> tuple[Game, dict[str, str], str]:
        """A new game; returns it with one token per human seat and the owner token (shown once).

        `once`: the request's idempotency key (api/once.py): the game takes the id reserved for it, and the
        tokens are kept beside it, sealed; GameTaken if that game exists (`first` has its answer).

        A seat's `kind`: human (a seat token), ai (`level`...), open (any registered player may take it) or
        player (reserved for `player`, already taken if `seated`): api/lobby.py checks the players and gives
        `lobby`, the meta fields of a game with players (rated, expires_at, creator). `clock`: a time control as
        engine.clock.control checked it. `record`: a game record replayed (engine/records.py): the game starts with
        its setup and its moves already played (its options and position are the record's), marked `record`.

        Raises:
            BadRequest: unknown game type or bad seats.
            InvalidOptions / InvalidPosition: from the engine.
        """
        engine = self.engine(game_type)
        if len(seats) not in engine.seats_allowed:
            raise BadRequest("invalid_seats", f"{engine.title} takes {' or '.join(map(str, engine.seats_allowed))} "
                                              f"seats, not {len(seats)}")
        names = engine.seats(len(seats))
        chosen = seed is not None  # a client's seed: the game is marked (docs/fairness.md)
        # else a server seed: 128 secret bits, committed to, revealed at the end
        game_seed = seed if seed is not None else secrets.token_hex(16)
        if record is not None:  # its options, and whether it began from a position, are the record's
            options, position = record.options, record.position
        fairness = fairness_of(chosen, position is not None, bool(sandbox), game_seed, record is not None)
        setup = (record.setup if record is not None else
                 engine.setup(options, len(seats), seeded_rng(game_seed, 0), position=position))
        tokens: dict[str, str] = {}
        stored = []
        for seat_name, spec in zip(names, seats):
            kind = spec.get("kind", "human")
            if "think_seconds" in spec and (kind, spec.get("level")) != ("ai", "search"):
                raise BadRequest("invalid_seats", "think_seconds applies only to AI seats of level search")
            entry = {"seat": seat_name, "name": spec.get("name") or seat_name, "kind": kind}
            if kind == "player":
                entry.update(player=spec["player"], seated=bool(spec.get("seated")))
            elif kind == "ai":
                entry["level"] = spec.get("level", DEFAULT_LEVEL)
                if entry["level"] == "search":
                    entry["think_seconds"] = spec.get("think_seconds", DEFAULT_SECONDS)
            elif kind == "human":
                tokens[seat_name] = secrets.token_urlsafe(32)
                entry["token_hash"] = token_hash(tokens[seat_name])
            stored.append(entry)
        owner = secrets.token_urlsafe(32)
        state = engine.fold(setup)
        life = Life.begin(stored)
        if clock is not None:  # the clocks run from now for the seats to act, if every seat is taken
            to_act = engine.to_act(state) if life.started and not engine.result(state) else set()
            start = Clock.begin(clock, names).after(self.store.time_ms(), None, to_act)
            lobby = {**(lobby or {}), "clock": json.dumps(clock), "clock_state": json.dumps(start.to_json())}
        meta = {
            "type": game_type, "options": json.dumps(options or {}), "seats": json.dumps(stored),
            "owner": token_hash(owner), "seed": game_seed,
            "status": "over" if engine.result(state) else "active" if life.started else "open",
            "sandbox": "1" if sandbox else "0", "setup": json.dumps(setup), "fairness": json.dumps(fairness),
            "event_version": str(engine.EVENT_VERSION), **(lobby or {}),
        }
        if once is None:
            while not self.store.create(game_id := new_game_id(), meta):
                pass
        else:  # reserved first: a retry after a failure anywhere from here on finds the same game id
            game_id, request = self.store.reserve(once.name, new_game_id(), once.request, self.keep_ms)
            if request != once.request:
                raise key_reused()
            if not self.store.create(game_id, meta, once.seal(game_id, tokens, owner), self.keep_ms):
                raise GameTaken(game_id)  # another attempt of this request made it
        self.store.confirm(game_id, 0)  # acknowledged once on enough replicas, as a command (TABULA_ACK_REPLICAS)
        if record is not None and record.entries:
            self._played(game_id, engine, state, 0, meta["status"], record, life)
            game = self.load(game_id)
        else:
            game = Game(game_id, parse_meta(self.store.meta(game_id)), engine, state, 0)
        if self.cache:
            self.cache.put(game)
        self.schedule(game)
        self.on_append(game)
        return game, tokens, owner

    def _played(self, game_id: str, engine: Engine, state: Any, version: int, status: str, record: Replayed,
                life: Life) -> None:
        """Append a record's moves from `version` on to the new game's log, as they were replayed (nobody can write
        to the game before its create answer names it), and snapshot the state they lead to. A retry of the create
        request (`first`) finishes what a failed attempt began: each append is at its own version, so a move is
        never written twice."""
        was = status
        for at, (seat, command, events) in enumerate(record.entries[version:], start=version):
            state = engine.fold(events, state)
            status = "over" if engine.result(state) is not None else was
            self.store.append(game_id, at, seat, command, events, "", status, game_type=engine.name,
                              event_version=engine.EVENT_VERSION, was=was)
            was = status
        self.store.put_snapshot(game_id, len(record.entries), engine.SCHEMA_VERSION, engine.export_position(state),
                                life.to_json())

    def first(self, once: Once, record: Replayed | None = None) -> tuple[Game, dict[str, str], str] | None:
        """The game a create request with this key made (as it was created) and its tokens; None if it made none
        (yet, or its key expired). Raises BadRequest (idempotency_key_reused) if the key came with another body.

        What the first attempt may not have finished after writing the game is done again (all of it idempotent):
        the listing indexes, the deadline, the jobs, and the moves of its `record` still to append. The players'
        notices are not sent twice."""
        reserved = self.store.reserved(once.name)
        if reserved is None:
            return None
        game_id, request = reserved
        if request != once.request:
            raise key_reused()
        sealed = self.store.sealed(game_id)
        if sealed is None:  # not created yet (or the game was deleted)
            return None
        tokens, owner = once.open(game_id, sealed)
        self.store.confirm(game_id, 0)  # the first attempt may have failed for want of replicas
        game = self.load(game_id)
        played = len(record.entries) if record is not None else 0
        if game.version < played:
            assert record is not None
            self._played(game_id, game.engine, game.state, game.version, game.meta["status"], record, game.life)
            game = self.load(game_id)
        self.store.reindex(game_id, self.store.meta(game_id))
        self.schedule(game)
        self.on_append(game)
        return self.at(game, played), tokens, owner

    # -- load ------------------------------------------------------------------------------------
    def load(self, game_id: str) -> Game:
        """The game folded to its latest version (cached state + tail, else snapshot + tail, else the log)."""
        cached = self.cache.get(game_id) if self.cache else None
        if cached is not None and self.cache is not None:
            tail = current(cached.engine, self.store.entries(game_id, after=max(0, cached.version - 1)))
            if cached.version:
                # The entry the cached state ends with must still be there, the same one: a Redis restarted from
                # an AOF that missed its last second of writes may have lost it, or another writer may have
                # put a different entry at that version since. Then the cache is wrong: fold the log again.
                if not tail or tail[0].version != cached.version or cached.last_ts not in (None, tail[0].ts):
                    self.cache.drop(game_id)
                    return self.load(game_id)
                tail = tail[1:]
            if not tail:
                return cached
            return self._remember(self._advance(cached, tail))
        meta = parse_meta(self.store.meta(game_id))
        engine = self.engine(meta["type"])
        if meta["event_version"] != engine.EVENT_VERSION:
            meta["setup"] = engine.upcast(meta["setup"], meta["event_version"])
        state, after, life, clock = None, 0, Life.begin(meta["seats"]), None
        snap = self.store.snapshot(game_id)
        if snap and snap.get("schema") == engine.SCHEMA_VERSION:
            state, after = engine.state_from_snapshot(snap["state"]), snap["version"]
            life = Life.from_json(meta["seats"], snap.get("life"))
            clock = snap.get("clock")
        tail = current(engine, self.store.entries(game_id, after=after))
        events = game_events(tail)
        state = engine.fold(events, state) if state is not None else engine.fold(meta["setup"] + events)
        version = tail[-1].version if tail else after
        clock = clocked(meta, clock, tail)
        return self._remember(Game(game_id, meta, engine, state, version, tail[-1].ts if tail else None,
                                   lived(life, tail), clock))

    def at(self, game: Game, version: int) -> Game:
        """`game` as it was at `version` (at most its own), folded from its first events (not cached: pictures and
        replays of earlier versions are rare)."""
        if version >= game.version:
            return game
        setup = game.meta["setup"]  # as the engine writes events now (`load` upcast it)
        tail = current(game.engine, self.store.entries(game.id, until=version)) if version else []
        state = game.engine.fold(setup + game_events(tail))
        return Game(game.id, {**game.meta, "version": version}, game.engine, state, version,
                    tail[-1].ts if tail else None, lived(Life.begin(game.seats), tail), clocked(game.meta, None, tail))

    def peek(self, game_id: str) -> Game:
        """The game as this process last saw it (possibly behind: enough for tokens and a first try)."""
        cached = self.cache.get(game_id) if self.cache else None
        return cached if cached is not None else self.load(game_id)

    def follow(self, game_id: str, entries: list[Entry]) -> Game:
        """The game after `entries`, which the caller read from its log (api/fanout.py): folded onto the cached
        game when that ends right before them, else loaded (then it may be further on)."""
        cached = self.cache.get(game_id) if self.cache else None
        if cached is not None and entries and cached.version == entries[0].version - 1:
            return self._remember(self._advance(cached, current(cached.engine, entries)))
        return self.load(game_id)

    @staticmethod
    def _advance(game: Game, tail: list[Entry]) -> Game:
        events = game_events(tail)
        state = game.engine.fold(events, game.state) if events else game.state
        after = Game(game.id, game.meta, game.engine, state, tail[-1].version, tail[-1].ts, lived(game.life, tail),
                     clocked(game.meta, game.clock.to_json() if game.clock else None, tail))
        after.meta = {**game.meta, "version": tail[-1].version, "updated_at": tail[-1].ts, "status": after.status}
        return after

    def _remember(self, game: Game) -> Game:
        if self.cache:
            self.cache.put(game)
        return game

    def log(self, game: Game, after: int = 0) -> list[Entry]:
        """The game's log entries after version `after` (possibly beyond `game.version`: written since), their
        events as the game's engine writes them now."""
        return current(game.engine, self.store.entries(game.id, after=after))

    # -- submit ----------------------------------------------------------------------------------
    def submit(self, game_id: str, seat: str, command: Any, expected_version: int,
               idempotency_key: str = "", game: Game | None = None, *, by: str = "",
               follow: bool = True, robot: bool = False) -> Submitted:
        """Decide `command` for `seat` at `expected_version` and append it.

        `game` (from `peek`) saves a read when it is at `expected_version`: if it is stale after all, the
        append's own version check refuses, and the caller gets the real version in the conflict.

        With `follow` (the default), the seats' standing orders then answer every decision they cover
        (`answer_orders`), and `on_append` runs once, on the game after them: the version returned may be
        higher than `expected_version + 1`. `by` marks the log entry (``order``: a standing order's answer).
        `robot`: an AI job plays the seat (which may be a seat that left the game: engine/lifecycle.py).

        Raises:
            GameNotFound, VersionConflict, BadRequest (idempotency key reused for another command),
            and the engine's MalformedCommand, NotYourTurn, IllegalCommand.
        """
        if game is None or game.version != expected_version:
            game = self.load(game_id)
        key = idempotency_key
        try:
            if expected_version != game.version:
                raise VersionConflict(game.version)
            now = self.store.time_ms() if game.clock is not None else None  # the store's clock decides
            events, state, life = self._decide(game, seat, command, robot, now, by)
            after = Game(game.id, game.meta, game.engine, state, game.version, life=life)
            clock, recorded = ticked(game, now, seat, after.to_act(), instant=by == orders.BY_ORDER)
            appended = self.store.append(game_id, game.version, seat, command, events, key, after.status, by,
                                         game_type=game.meta["type"], event_version=game.engine.EVENT_VERSION,
                                         meta={"robots": json.dumps(life.robots)} if life.robots != game.life.robots
                                         else None, was=game.status, ts=now, clock=recorded)
        except VersionConflict:
            first = self._replay(game, seat, command, expected_version, key) if key else None  # lost to itself
            if first:
                return first
            raise VersionConflict(self.load(game_id).version) from None
        except EngineError:
            first = self._replay(game, seat, command, expected_version, key) if key else None  # moved on since
            if first:
                return first
            raise
        if appended.duplicate:
            return (self._replay(game, seat, command, expected_version, key)
                    or Submitted(appended.version, [], True))
        after = Game(game_id, {**game.meta, "status": after.status, "version": appended.version}, game.engine,
                     state, appended.version, appended.ts, life, clock)
        self._remember(after)
        self.schedule(after)
        if appended.version % self.snapshot_every == 0:
            self.store.put_snapshot(game_id, appended.version, game.engine.SCHEMA_VERSION,
                                    game.engine.export_position(state), life.to_json(), recorded)
        if follow:
            after = self.answer_orders(after)
            self.on_append(after)
        return Submitted(after.version, events, False, after)

    LOBBY_TRIES = 20  # a lobby request that lost this many races in a row is answered 409 version_conflict

    def lobby(self, game_id: str, decide: Callable[[Game], tuple[str, dict[str, Any], list[dict[str, Any]]]]
              ) -> tuple[Game, str]:
        """Append the entry `decide(game)` gives, (seat, command, events) of a lobby request (engine/lifecycle.py:
        join, leave, decline), at the game's current version: a request that loses a race to another writer is
        decided again on the game after it, so of two players racing for the last seat exactly one gets it and
        the other is told the game is full. Returns the game after the entry and its seat.

        Raises GameNotFound, LobbyError (the request is refused), VersionConflict (lost LOBBY_TRIES races)."""
        for _ in range(self.LOBBY_TRIES):
            game = self.load(game_id)
            seat, command, events = decide(game)
            life = game.life.after(seat, command, events)
            after = Game(game.id, game.meta, game.engine, game.state, game.version, life=life)
            now = self.store.time_ms() if game.clock is not None else None
            clock, recorded = ticked(game, now, None, after.to_act())  # the clocks start with the game
            try:
                appended = self.store.append(game_id, game.version, seat, command, events, "", after.status,
                                             game_type=game.meta["type"], event_version=game.engine.EVENT_VERSION,
                                             was=game.status, clock=recorded, ts=now)
            except VersionConflict:
                continue
            after = Game(game_id, {**game.meta, "status": after.status, "version": appended.version}, game.engine,
                         game.state, appended.version, appended.ts, life, clock)
            self._remember(after)
            self.schedule(after)
            self.on_append(after)  # the game may have started: an AI seat to act gets its job
            return after, seat
        raise VersionConflict(self.load(game_id).version)

    def schedule(self, game: Game) -> None:
        """Have the repair process look at the game when something falls due in it (workers/deadlines.py)."""
        due = game.due()
        if due is not None:
            self.store.set_deadline(game.id, due)

    @staticmethod
    def _decide(game: Game, seat: str, command: Any, robot: bool, now: int | None,
                by: str) -> tuple[list[dict[str, Any]], Any, Life]:
        """The events of `seat`'s command at the store's time `now` (a clocked game), the engine's state and the
        lifecycle after them (nothing written)."""
        life = game.life
        if lifecycle.is_lifecycle(command):
            control = game.clock.control if game.clock is not None else {}
            expired = game.expired(now) if now is not None else []
            events = life.decide(seat, command, game.engine.result(game.state) is not None, expired,
                                 control.get("ai_level"), by_clock=by == CLOCK)
            return events, game.state, life.after(seat, command, events)
        if now is not None and seat in game.expired(now) and not robot:
            raise IllegalCommand("LC-TIME-1", f"{seat}'s time ran out (the server applies it within seconds)")
        if life.ended is not None:
            raise NotYourTurn("the game is over")
        if not life.started:
            raise BadRequest("game_not_started", "the game starts when every seat is taken (api: join)", 409)
        if seat in life.left and not robot:
            raise IllegalCommand("LC-RESIGN-3", f"{seat} has left this game (an AI plays it out)")
        # play: the events and the state they were folded into as they were emitted (one fold, not two)
        events, state = game.engine.play(game.state, seat, command, seeded_rng(game.meta["seed"], game.version + 1))
        return events, state, life.after(seat, command, events)

    def answer_orders(self, game: Game) -> Game:
        """Answer, one logged command at a time, every decision the standing orders of the seats to act cover
        (api/orders.py); the game after them (`game` itself if none applied).

        A writer that wins a race against an answer runs this itself after its own append, so on a version
        conflict it is enough to reload and look once more. Anything else that stops an answer (it cannot happen
        unless an engine's `answer` is wrong) is logged and leaves the decision to the seat.
        """
        conflicts = 0
        for _ in range(orders.MAX_ANSWERS):
            found = orders.due(self.store, game)
            if found is None:
                break
            seat, command = found
            try:
                done = self.submit(game.id, seat, command, game.version, orders.order_key(game, seat), game=game,
                                   by=orders.BY_ORDER, follow=False)
            except VersionConflict:
                conflicts += 1
                game = self.load(game.id)
                if conflicts > 1:
                    break
                continue
            except (EngineError, BadRequest) as exc:
                log.error("the standing order of %s in %s gave %r at version %s: %s", seat, game.id, command,
                          game.version, exc)
                break
            game = done.game if done.game is not None else self.load(game.id)
        return game

    def _replay(self, game: Game, seat: str, command: Any, expected_version: int, key: str) -> Submitted | None:
        """The first answer to a retry of `seat`'s request with `key`, None if the key is new to the seat.

        Raises BadRequest if the key was used for another request: another command, or the same command
        decided on another version (its entry is at that version + 1)."""
        version = self.store.idempotent_version(game.id, seat, key)
        if version is None:
            return None
        found = self.store.entry(game.id, version)
        assert found is not None
        (entry,) = current(game.engine, [found])
        if entry.seat != seat:  # a bare key of a game written before keys were scoped: another seat's
            return None
        if entry.command != command or entry.version != expected_version + 1:
            raise BadRequest("idempotency_key_reused", "this Idempotency-Key was used for another request (another "
                                                       "command or expected version)", 422)
        self.store.confirm(game.id, version)  # the first attempt may have failed for want of replicas
        return Submitted(version, entry.events, True)


class GameTaken(Exception):
    """The game id reserved for a create request is taken: another attempt of the request created it."""


def new_game_id() -> str:
    return secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")


def key_reused() -> BadRequest:
    return BadRequest("idempotency_key_reused", "this Idempotency-Key was used to create a game from another body", 422)


CLOCK = "clock"  # the `by` of an entry a deadline wrote (workers/deadlines.py)


def ticked(game: Game, now: int | None, seat: str | None, to_act: set[str],
           instant: bool = False) -> tuple[Clock | None, dict[str, Any] | None]:
    """The clocks after an entry of `seat` (None: no seat's command, e.g. the start) at the store's time `now`,
    after which `to_act` are to act, and what the entry records of them: the clocks, and the time the command
    took (a standing order's takes none). (None, None) for a game without a clock."""
    if game.clock is None or now is None:
        return None, None
    clock = game.clock.after(now, seat, to_act, instant)
    used = {"used_ms": {seat: 0 if instant else game.clock.used(now, seat)}} if seat is not None else {}
    return clock, {**clock.to_json(), **used}


def clocked(meta: dict[str, Any], clock: dict[str, Any] | None, entries: list[Entry]) -> Clock | None:
    """The clocks after `entries` (the last one's), else `clock` (the clocks before them), else the game's first."""
    if not meta.get("clock"):
        return None
    last = next((e.clock for e in reversed(entries) if e.clock is not None), None) or clock or meta["clock_state"]
    return Clock.from_json(meta["clock"], last)


def game_events(entries: list[Entry]) -> list[dict[str, Any]]:
    """The events of `entries` that the game's engine folds (a lifecycle entry's are engine/lifecycle.py's)."""
    return [e for entry in entries if not lifecycle.is_lifecycle(entry.command) for e in entry.events]


def lived(life: Life, entries: list[Entry]) -> Life:
    """`life` after `entries`."""
    for entry in entries:
        life = life.after(entry.seat, entry.command, entry.events)
    return life


def current(engine: Engine, entries: list[Entry]) -> list[Entry]:
    """`entries` with their events as `engine` writes them now: an entry of an older event schema is read
    through the engine's upcasters (engine.core.upcast_events), the one place where old logs are read (a
    lifecycle entry's events are no engine's: engine/lifecycle.py)."""
    return [entry if entry.event_version == engine.EVENT_VERSION or lifecycle.is_lifecycle(entry.command) else
            dataclasses.replace(entry, events=engine.upcast(entry.events, entry.event_version),
                                event_version=engine.EVENT_VERSION)
            for entry in entries]


__all__ = ["BadRequest", "GameTaken", "Service", "Submitted", "current"]
