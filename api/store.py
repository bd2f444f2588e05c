"""The event store: one Redis Stream per game, appended atomically and only at the expected version.

Keys (every key of a game shares the hash tag ``{<game_id>}``, so a game lives in one cluster slot):

- ``<prefix>:{g}:log``    Stream; entry id ``0-<version>``; fields: seat, command, idem, events, ts (and by:
  ``order`` for an answer a standing order gave)
- ``<prefix>:{g}:meta``   Hash: type, options, seats, owner, seed, status, version, created_at, updated_at, setup
- ``<prefix>:{g}:idem``   Hash: idempotency key -> version, kept for the life of the game
- ``<prefix>:{g}:snap``   String: JSON snapshot {version, schema, state}; only a cache
- ``<prefix>:{g}:result`` String: the final scoring, written once by the scoring job
- ``<prefix>:{g}:orders`` Hash: seat -> its standing order (JSON; api/orders.py)
- ``<prefix>:games``      Sorted set of game ids by last update (ms): the listing index
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import redis

# KEYS: log, idem, meta. ARGV: expected version, idempotency key ('' for none), seat, command, events, ts, status,
# by ('' for none: the field is then left out).
# Returns {'dup', version} | {'conflict', version} | {'missing', 0} | {'ok', version}.
_APPEND = """
if redis.call('EXISTS', KEYS[3]) == 0 then return {'missing', 0} end
if ARGV[2] ~= '' then
  local seen = redis.call('HGET', KEYS[2], ARGV[2])
  if seen then return {'dup', tonumber(seen)} end
end
local current = redis.call('XLEN', KEYS[1])
if current ~= tonumber(ARGV[1]) then return {'conflict', current} end
local version = current + 1
local entry = {'seat', ARGV[3], 'command', ARGV[4], 'idem', ARGV[2], 'events', ARGV[5], 'ts', ARGV[6]}
if ARGV[8] ~= '' then entry[#entry + 1] = 'by'; entry[#entry + 1] = ARGV[8] end
redis.call('XADD', KEYS[1], '0-' .. version, unpack(entry))
if ARGV[2] ~= '' then redis.call('HSET', KEYS[2], ARGV[2], version) end
redis.call('HSET', KEYS[3], 'version', version, 'updated_at', ARGV[6], 'status', ARGV[7])
return {'ok', version}
"""


# KEYS: meta. ARGV: field, value, field, value... Writes the hash only if the game does not exist yet.
_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1
"""


class VersionConflict(Exception):
    def __init__(self, current: int):
        super().__init__(f"the game is at version {current}")
        self.current = current


class GameNotFound(Exception):
    pass


@dataclass
class Entry:
    version: int
    seat: str
    command: dict[str, Any]
    events: list[dict[str, Any]]
    idem: str
    ts: int
    by: str = ""  # "order": a standing order of the seat gave this command

    @classmethod
    def from_stream(cls, entry_id: str, fields: dict[str, str]) -> Entry:
        return cls(
            version=int(entry_id.split("-")[1]), seat=fields["seat"], command=json.loads(fields["command"]),
            events=json.loads(fields["events"]), idem=fields.get("idem", ""), ts=int(fields["ts"]),
            by=fields.get("by", ""),
        )


@dataclass
class Appended:
    version: int
    duplicate: bool  # the idempotency key was seen before: nothing was appended


def now_ms() -> int:
    return int(time.time() * 1000)


class Store:
    def __init__(self, client: redis.Redis, prefix: str = "tabula"):
        self.r = client
        self.prefix = prefix
        self._append = client.register_script(_APPEND)
        self._create = client.register_script(_CREATE)

    def key(self, game_id: str, what: str) -> str:
        return f"{self.prefix}:{{{game_id}}}:{what}"

    @property
    def index(self) -> str:
        return f"{self.prefix}:games"

    # -- games -----------------------------------------------------------------------------------
    def create(self, game_id: str, meta: dict[str, str]) -> bool:
        """Write a new game's meta; False if the id is taken."""
        ts = now_ms()
        fields = {**meta, "version": "0", "created_at": str(ts), "updated_at": str(ts)}
        if not self._create(keys=[self.key(game_id, "meta")], args=[x for kv in fields.items() for x in kv]):
            return False
        self.r.zadd(self.index, {game_id: ts})
        return True

    def meta(self, game_id: str) -> dict[str, str]:
        meta = self.r.hgetall(self.key(game_id, "meta"))
        if not meta or "created_at" not in meta:
            raise GameNotFound(game_id)
        return meta

    def list_games(self, offset: int, limit: int) -> tuple[list[str], int]:
        """Game ids, most recently updated first, and the total count."""
        ids = self.r.zrevrange(self.index, offset, offset + limit - 1)
        return ids, self.r.zcard(self.index)

    def metas(self, game_ids: list[str]) -> list[dict[str, str]]:
        pipe = self.r.pipeline()
        for g in game_ids:
            pipe.hgetall(self.key(g, "meta"))
        return pipe.execute()

    # -- the log ---------------------------------------------------------------------------------
    def append(self, game_id: str, expected: int, seat: str, command: dict, events: list[dict], idem: str,
               status: str, by: str = "") -> Appended:
        """Append one command and its events at version `expected + 1`, or raise VersionConflict.

        A known idempotency key appends nothing and returns the version it produced the first time.
        """
        ts = now_ms()
        keys = [self.key(game_id, "log"), self.key(game_id, "idem"), self.key(game_id, "meta")]
        args = [expected, idem, seat, json.dumps(command), json.dumps(events), ts, status, by]
        try:
            outcome, version = self._append_and_index(game_id, keys, args, ts)
        except redis.exceptions.NoScriptError:  # a restarted or flushed Redis: load the script once, again
            self.r.script_load(_APPEND)
            outcome, version = self._append_and_index(game_id, keys, args, ts)
        if outcome == "missing":
            raise GameNotFound(game_id)
        if outcome == "conflict":
            raise VersionConflict(int(version))
        return Appended(int(version), outcome == "dup")

    def _append_and_index(self, game_id: str, keys: list[str], args: list[Any], ts: int) -> tuple[str, int]:
        """One round trip: EVALSHA the append (a pipelined Script would first ask SCRIPT EXISTS, a second
        round trip), then refresh the game's place in the listing index (also after a refused append)."""
        pipe = self.r.pipeline(transaction=False)
        pipe.evalsha(self._append.sha, len(keys), *keys, *args)
        pipe.zadd(self.index, {game_id: ts}, xx=True)
        (outcome, version), _ = pipe.execute()
        return outcome, version

    def idempotent_version(self, game_id: str, idem: str) -> int | None:
        seen = self.r.hget(self.key(game_id, "idem"), idem)
        return int(seen) if seen is not None else None

    def entries(self, game_id: str, after: int = 0, until: int | None = None) -> list[Entry]:
        """Log entries with version in (after, until]."""
        end = f"0-{until}" if until is not None else "+"
        raw = self.r.xrange(self.key(game_id, "log"), f"({'0-' + str(after)}" if after else "-", end)
        return [Entry.from_stream(i, f) for i, f in raw]

    def entry(self, game_id: str, version: int) -> Entry | None:
        raw = self.r.xrange(self.key(game_id, "log"), f"0-{version}", f"0-{version}")
        return Entry.from_stream(*raw[0]) if raw else None

    def version(self, game_id: str) -> int:
        return int(self.r.xlen(self.key(game_id, "log")))

    WAIT_SLICE_MS = 5000  # one XREAD BLOCK stays well under the client's socket timeout

    def wait(self, game_id: str, after: int, timeout_ms: int) -> bool:
        """Block until the log has an entry after `after` (XREAD BLOCK, in slices); True if one arrived."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            left = int((deadline - time.monotonic()) * 1000)
            if left <= 0:
                return False
            if self.r.xread({self.key(game_id, "log"): f"0-{after}"}, count=1, block=min(left, self.WAIT_SLICE_MS)):
                return True

    # -- snapshots and results -------------------------------------------------------------------
    def snapshot(self, game_id: str) -> dict[str, Any] | None:
        raw = self.r.get(self.key(game_id, "snap"))
        return json.loads(raw) if raw else None

    def put_snapshot(self, game_id: str, version: int, schema: str, state: dict[str, Any]) -> None:
        self.r.set(self.key(game_id, "snap"), json.dumps({"version": version, "schema": schema, "state": state}))

    def result(self, game_id: str) -> dict[str, Any] | None:
        raw = self.r.get(self.key(game_id, "result"))
        return json.loads(raw) if raw else None

    def put_result(self, game_id: str, result: dict[str, Any]) -> bool:
        """Store the final scoring once; a second write changes nothing."""
        return bool(self.r.set(self.key(game_id, "result"), json.dumps(result), nx=True))

    def delete(self, game_id: str) -> None:
        self.r.delete(*(self.key(game_id, k) for k in ("log", "meta", "idem", "snap", "result", "orders")))
        self.r.zrem(self.index, game_id)
