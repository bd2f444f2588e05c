"""The event store: one Redis Stream per game, appended atomically and only at the expected version.

Keys (every key of a game shares the hash tag ``{<game_id>}``, so a game lives in one cluster slot):

- ``<prefix>:{g}:log``    Stream; entry id ``0-<version>``; fields: seat, command, idem, events, ts,
  event_version (the engine's EVENT_VERSION the events were written at; an entry without it is version 1),
  by: ``order`` for an answer a standing order gave, ``clock`` for what a deadline did; and in a game with a
  time control, clock: the clocks after the entry (JSON, engine/clock.py; ts is then Redis TIME)
- ``<prefix>:{g}:meta``   Hash: type, options, seats, owner, seed, status, version, created_at, updated_at, setup,
  event_version (of the setup events, as in the log), sandbox, fairness (JSON: whether anyone may know a draw,
  and the seed's commitment; docs/fairness.md), robots (JSON: the seats that left the game and the AI level that
  plays each out, engine/lifecycle.py; written with the entry that made one leave); clock (JSON: the time control,
  engine/clock.py) and clock_state (JSON: the clocks before the first entry); rated, expires_at, creator (a game
  with registered players, api/lobby.py); rematch (the id of its rematch, once one was asked for)
- ``<prefix>:{g}:idem``   Hash: ``<seat>:<idempotency key>`` -> version, kept for the life of the game (keys
  are scoped to the seat: one seat never meets another's key; games written before have unscoped fields)
- ``<prefix>:{g}:created`` String: the seat and owner tokens of the answer that created the game, when it was
  created with an Idempotency-Key: encrypted with a key the store never holds (api/once.py); expires after 24 h
- ``<prefix>:create:{<hash>}`` String: a create request's reservation, ``<game id> <request hash>``, named by a
  hash of the caller's scope and Idempotency-Key (api/once.py); expires after 24 h
- ``<prefix>:{g}:snap``   String: JSON snapshot {version, schema, state, life, clock}; only a cache
- ``<prefix>:{g}:result`` String: the final scoring, written once by the scoring job
- ``<prefix>:{g}:orders`` Hash: seat -> its standing order (JSON; api/orders.py)
- ``<prefix>:games``      Sorted set of game ids by last update (ms): the listing index, with one such set per
  status, per type and per type and status (``<prefix>:games:status:over``, ``<prefix>:games:type:<type>``,
  ``<prefix>:games:type:<type>:status:over``), so that a filtered page costs the same however many games
  there are. The status sets follow the game's one change of status (active -> over) after the append that
  made it; the listing repairs a game found in the wrong set (a process that died in between).
- ``<prefix>:player:{p}`` Hash: a registered player's profile (api/players.py): name, bot, token_hash, created_at,
  revoked_at; ``p`` is the player's id, its name in lower case
- ``<prefix>:player:{p}:games`` Sorted set: the games the player has a seat in, by when it took the seat (ms)
- ``<prefix>:player:{p}:inbox`` Stream: what the player's stream tells it besides turns (a challenge, a game
  started, a game over), about its last 1,000 items; field item (JSON)
- ``<prefix>:players:token:<sha256>`` String: the player a token opens, or ``revoked:<p>`` for a token rotated
  away or revoked (kept 30 days, so its bearer learns why it no longer works)
- ``<prefix>:{ratings:<type>}:players`` Hash: player id -> its rating in games of that type (JSON, api/ratings.py);
  ``...:board`` Sorted set: player id -> its ordinal (the leaderboard); ``...:games`` Hash: game id -> the rating
  changes it made (JSON): a game is rated once (`Store.rate`). One hash tag per type: one slot in a cluster
- ``<prefix>:games:layout`` String: the version of that layout (older stores are re-indexed once)
- ``<prefix>:feeds:wake:<reader>`` Stream of at most one entry: written to wake one process's shared log reader
  (api/fanout.py) when a listener of a new game arrives; it expires an hour after the last write
- ``<prefix>:{g}:feed``, ``<prefix>:player:{p}:feed``: no keys, the sharded pub/sub channels (on a Redis Cluster
  of Redis 7+ only) on which each append publishes the game's new version and each inbox item a notice, in the
  slot of the log or inbox: they wake the log readers (api/notices.py)
- ``<prefix>:streams:<key>`` Sorted set: the open streams of a token or an address (api/limits.py, `StreamCaps`),
  each until it expires unless its process renews it (ms); the set expires with its last member
- ``<prefix>:ratelimit:<policy>:<key>`` String: a rate limit's count in its window, expiring with the window
  (api/limits.py: `Store.count_requests`)

The job side (workers/, docs/jobs.md) keeps ``<prefix>:jobs:waiting`` (sorted set: game id -> when, in ms, the
repair process checks that its job is alive), ``<prefix>:jobs:lease`` (the repair process holding the lease)
``<prefix>:jobs:mark`` (when the repair process last scanned the listing index) and ``<prefix>:jobs:deadlines``
(sorted set: game id -> when (ms) something falls due in it without anyone's command: open seats expiring, a
clock running out; workers/deadlines.py).

Nothing else reads or writes these keys. RQ keeps keys of its own (its queues and jobs, workers/queue.py) through
the client this store hands it (`Store.jobs`): the store's own Redis, or another one (RQ_REDIS_URL), which it
must be when the store is a Redis Cluster (RQ does not support one: docs/scaling.md, which lists how every key
and script above fares in a cluster).

The hot paths (append, the log's tail, rate limits, streams' counts, inboxes) send their commands through the raw
pipeline `Store.pipe` (api/pipelines.py: `RawPipeline` on one Redis, `ClusterPipeline` on a cluster); the rest
through the client.
"""
from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from typing import Any, cast

import redis
from redis.cluster import ClusterNode, RedisCluster, key_slot
from redis.connection import parse_url
from redis.exceptions import ClusterDownError, RedisClusterException, SlotNotCoveredError, TryAgainError

from .config import Config
from .pipelines import MAX_CONNECTIONS, WAIT_FOR_CONNECTION, ClusterPipeline, RawPipeline

# KEYS: log, idem, meta. ARGV: expected version, idempotency key ('' for none), seat, command, events, ts, status,
# by ('' for none: the field is then left out), the key's field in the idem hash (the key scoped to the seat),
# the events' schema version, the number n of extra fields of the entry, then n pairs of them (field, value...),
# then pairs of meta fields to set as well (field, value...).
# Returns {'dup', version} | {'conflict', version} | {'missing', 0} | {'ok', version}.
_APPEND = """
if redis.call('EXISTS', KEYS[3]) == 0 then return {'missing', 0} end
if ARGV[2] ~= '' then
  local seen = redis.call('HGET', KEYS[2], ARGV[9])
  if seen then return {'dup', tonumber(seen)} end
end
local current = redis.call('XLEN', KEYS[1])
if current ~= tonumber(ARGV[1]) then return {'conflict', current} end
local version = current + 1
local entry = {'seat', ARGV[3], 'command', ARGV[4], 'idem', ARGV[2], 'events', ARGV[5], 'ts', ARGV[6],
               'event_version', ARGV[10]}
if ARGV[8] ~= '' then entry[#entry + 1] = 'by'; entry[#entry + 1] = ARGV[8] end
local extra = tonumber(ARGV[11])
for i = 12, 11 + 2 * extra do entry[#entry + 1] = ARGV[i] end
redis.call('XADD', KEYS[1], '0-' .. version, unpack(entry))
if ARGV[2] ~= '' then redis.call('HSET', KEYS[2], ARGV[9], version) end
redis.call('HSET', KEYS[3], 'version', version, 'updated_at', ARGV[6], 'status', ARGV[7], unpack(ARGV, 12 + 2 * extra))
return {'ok', version}
"""

# `_APPEND` on a Redis Cluster of Redis 7 or newer: it SPUBLISHes the new version on the game's notice channel
# (`Store.feed_channel`: the log's key with `feed` for `log`, in the game's slot), so the log readers that follow the
# game learn it (api/notices.py). The channel is not passed as a key: a key that never exists makes Redis answer
# TRYAGAIN to the whole script while the game's slot migrates. A single Redis runs `_APPEND` as it is: its reader
# blocks on the logs themselves.
_APPEND_PUBLISH = _APPEND.replace(
    "if ARGV[2] ~= '' then redis.call('HSET'",
    "redis.call('SPUBLISH', string.sub(KEYS[1], 1, -4) .. 'feed', version)\nif ARGV[2] ~= '' then redis.call('HSET'")
assert _APPEND_PUBLISH != _APPEND


# KEYS: meta. ARGV: field, value, field, value... Writes the hash only if the game does not exist yet.
# KEYS: a rate-limit counter. ARGV: the window's seconds. Counts one request; its window starts at the first.
# Returns {count in the window, seconds the window has left}.
_COUNT = """
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
"""

# KEYS: a set of open streams (member -> when it expires, ms). ARGV: now (ms), the member, when it expires (ms),
# the cap. Forgets the expired members, then adds this one if fewer than the cap are open. Returns 1 if added.
_OPEN_STREAM = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('PEXPIREAT', KEYS[1], ARGV[3])
return 1
"""

# KEYS: meta, created. ARGV: the sealed tokens of the first answer ('' for none), how long they are kept (ms), then
# field, value... of the meta. Writes the game (and the tokens beside it, in the same step) only if the game does
# not exist yet. Returns 1 if written.
_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
if ARGV[1] ~= '' then redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2]) end
return 1
"""

# KEYS: a create request's reservation. ARGV: game id and request hash ("<id> <hash>"), how long it is kept (ms).
# Returns the reservation: the one there, else this one (written).
_RESERVE = """
local found = redis.call('GET', KEYS[1])
if found then return found end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]
"""


# The scripts touch the keys of one hash tag only (one cluster slot): a player's token keys live in other slots
# than its profile, so they are written beside the scripts (`register_player`, `replace_token`), never inside.

# KEYS: the profile. ARGV: the token's hash, field, value... Writes the profile unless the id is taken. Returns 1
# if written.
_REGISTER = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'token_hash', ARGV[1], unpack(ARGV, 2))
return 1
"""

# KEYS: the profile. ARGV: the old token's hash, the new one's ('' : revoke), when (ms). 0 if the old token no
# longer opens it.
_ROTATE = """
if redis.call('HGET', KEYS[1], 'token_hash') ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[1], 'token_hash', ARGV[2])
else
  redis.call('HSET', KEYS[1], 'token_hash', '', 'revoked_at', ARGV[3])
end
return 1
"""

# KEYS: a game type's ratings, its leaderboard, its rated games. ARGV: the game id, its changes (JSON), then per
# player: id, its rating as read ('' for none), its new rating, its new ordinal. Applies every new rating unless
# the game was rated before (returns {'done', its changes}) or a rating changed since it was read (another game
# was rated meanwhile: {'conflict', ''}, nothing written); else {'ok', the changes}.
_RATE = """
local done = redis.call('HGET', KEYS[3], ARGV[1])
if done then return {'done', done} end
for i = 3, #ARGV, 4 do
  if (redis.call('HGET', KEYS[1], ARGV[i]) or '') ~= ARGV[i + 1] then return {'conflict', ''} end
end
for i = 3, #ARGV, 4 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2])
  redis.call('ZADD', KEYS[2], ARGV[i + 3], ARGV[i])
end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
return {'ok', ARGV[2]}
"""

# KEYS: lease. ARGV: token, ttl ms. 1 if the caller holds the lease (taken now or renewed), else 0.
_LEASE = """
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] or not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
"""

# KEYS: lease. ARGV: token. Gives the lease back if the caller holds it.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

# KEYS: waiting index. ARGV: game id, the score it was read with. Removes the game unless it was scored again
# meanwhile (an append made it wait anew).
_FORGET = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) == tonumber(ARGV[2]) then return redis.call('ZREM', KEYS[1], ARGV[1]) end
return 0
"""


STATUSES = ("open", "active", "over")  # open: a seat waits for a player (api/lobby.py)
# What the client answers (it decodes every answer to str: see `connect`)
Stream = list[tuple[str, dict[str, str]]]  # XRANGE: (entry id, fields)
Scored = list[tuple[str, float]]  # ZRANGEBYSCORE ... WITHSCORES: (member, score)
UNAVAILABLE = (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError,  # the store is out of reach,
               ClusterDownError, TryAgainError, SlotNotCoveredError,  # or a cluster's failover is under way
               redis.ReadOnlyError)  # a single Redis's primary just became a replica
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # what create() makes, with room; anything else is no game
INDEX_VERSION = "2"  # the listing indexes' layout: an older store is re-indexed once (Store.ensure_indexes)


class VersionConflict(Exception):
    def __init__(self, current: int):
        super().__init__(f"the game is at version {current}")
        self.current = current


class NotReplicated(redis.TimeoutError):
    """An append is in the primary's log, but fewer replicas than TABULA_ACK_REPLICAS confirmed it within
    TABULA_ACK_TIMEOUT_MS: not acknowledged. A TimeoutError, so the API answers 503 store_unavailable with
    Retry-After; the retry with the same idempotency key finds the entry and returns its first answer."""

    def __init__(self, game_id: str, version: int, replicas: int, wanted: int):
        super().__init__(f"game {game_id!r} version {version}: {replicas} of {wanted} replicas confirmed in time")
        self.version, self.replicas, self.wanted = version, replicas, wanted


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
    by: str = ""  # "order": a standing order of the seat gave this command; "clock": a deadline did
    event_version: int = 1  # the engine's EVENT_VERSION when `events` were written (1: before it was recorded)
    clock: dict[str, Any] | None = None  # the clocks after the entry, in a game with a time control

    @classmethod
    def from_stream(cls, entry_id: str, fields: dict[str, str]) -> Entry:
        return cls(
            version=int(entry_id.split("-")[1]), seat=fields["seat"], command=json.loads(fields["command"]),
            events=json.loads(fields["events"]), idem=fields.get("idem", ""), ts=int(fields["ts"]),
            by=fields.get("by", ""), event_version=int(fields.get("event_version", 1)),
            clock=json.loads(fields["clock"]) if "clock" in fields else None,
        )


@dataclass
class Appended:
    version: int
    duplicate: bool  # the idempotency key was seen before: nothing was appended
    ts: int = 0  # the time stamp the entry was written with (of this attempt: the first one's for a duplicate)


@dataclass
class JobFacts:
    """What the repair process reads of a game to tell whether it waits for a job (workers/sweep.py)."""

    status: str | None  # None: no meta (the game is gone)
    seats: str | None  # the meta's seats (JSON)
    version: str | None
    waiting: float | None  # when it is due in the waiting index; None: it is not there
    scored: bool  # its result is stored
    robots: str | None = None  # the meta's seats played out by an AI (JSON; None: no seat left the game)
    clocked: bool = False  # the game has a time control (its deadline must be in the deadline index)
    deadline: float | None = None  # when it is due in the deadline index; None: it is not there


def idem_field(seat: str, idem: str) -> str:
    return f"{seat}:{idem}"


def now_ms() -> int:
    return int(time.time() * 1000)


def is_cluster(url: str) -> bool:
    """Whether the Redis at `url` (the first of a list that answers) is a node of a Redis Cluster (INFO cluster:
    cluster_enabled)."""
    urls = url.split(",")
    for i, each in enumerate(urls):
        client = redis.Redis.from_url(each.strip(), socket_connect_timeout=2, socket_timeout=10)
        try:
            return bool(client.info("cluster").get("cluster_enabled"))
        except redis.ConnectionError:
            if i == len(urls) - 1:
                raise
        finally:
            client.close()
    return False


CLUSTER_BOOT_SECONDS = 30.0  # a process starting during a failover waits this long for a node to answer


def connect_cluster(url: str, **options: Any) -> RedisCluster:
    """A RedisCluster client of the nodes that `url` lists (one URL, or several separated by commas: the client
    learns the others from the first that answers, so a process can start while a listed node is down). The
    client asks the cluster for its map at once: a process that starts while no listed node answers, or while
    a failover is under way, tries again for up to CLUSTER_BOOT_SECONDS rather than fail to start (gunicorn
    stops every worker when one fails to boot)."""
    urls = [u.strip() for u in url.split(",") if u.strip()]
    first = parse_url(urls[0])
    nodes = [ClusterNode(parsed.get("host", "127.0.0.1"), parsed.get("port", 6379)) for parsed in map(parse_url, urls)]
    auth = {k: first[k] for k in ("username", "password") if first.get(k)}
    deadline = time.monotonic() + CLUSTER_BOOT_SECONDS
    while True:
        try:
            return RedisCluster(startup_nodes=nodes, ssl=urls[0].startswith("rediss://"), **auth, **options)
        except (RedisClusterException, redis.RedisError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def connect(url: str, cluster: bool | None = None) -> redis.Redis:
    """A client that answers str, fails fast when Redis is down (the API turns that into 503), and holds at most
    MAX_CONNECTIONS connections, however many requests and streams the process serves at once (per node of a
    cluster). `cluster`: the Redis at `url` is a node of a Redis Cluster (None: ask it); the client is then a
    RedisCluster (typed as a Redis: they answer the same commands, and the store's commands name keys of one
    slot each)."""
    if cluster is None:  # asked once: a Redis out of reach now is taken for a single one (set REDIS_CLUSTER)
        try:
            cluster = is_cluster(url)
        except redis.RedisError:
            cluster = False
    if cluster:
        return cast(redis.Redis, connect_cluster(
            url, decode_responses=True, socket_connect_timeout=2, socket_timeout=10, health_check_interval=30,
            connection_pool_class=redis.BlockingConnectionPool, max_connections=MAX_CONNECTIONS))
    pool = redis.BlockingConnectionPool.from_url(
        url, max_connections=MAX_CONNECTIONS, timeout=WAIT_FOR_CONNECTION, decode_responses=True,
        socket_connect_timeout=2, socket_timeout=10, health_check_interval=30)
    return redis.Redis(connection_pool=pool)


def oldest_version(client: RedisCluster) -> tuple[int, ...]:
    """The oldest Redis version among a cluster's nodes (INFO server of each)."""
    infos = cast(dict[str, dict[str, Any]], client.info("server", target_nodes=RedisCluster.ALL_NODES))
    return min(tuple(int(x) for x in str(info["redis_version"]).split(".")[:2]) for info in infos.values())


def open_store(config: Config) -> Store:
    """The store of `config` (its Redis: one server or a cluster, REDIS_CLUSTER) with its client for RQ: RQ_REDIS_URL,
    by default the store's own Redis, which a cluster cannot be (docs/scaling.md)."""
    client = connect(config.redis_url, config.redis_cluster)
    clustered = isinstance(client, RedisCluster)
    if clustered and not config.rq_redis_url:
        raise ValueError("REDIS_URL is a Redis Cluster, which RQ does not support: set RQ_REDIS_URL to a Redis of "
                         "its own for the queues (docs/scaling.md)")
    jobs = connect(config.rq_redis_url, cluster=False) if config.rq_redis_url else client
    return Store(client, config.prefix, jobs, ack_replicas=config.ack_replicas, ack_timeout_ms=config.ack_timeout_ms)


class Store:
    def __init__(self, client: redis.Redis, prefix: str = "tabula", jobs: redis.Redis | None = None,
                 ack_replicas: int | None = None, ack_timeout_ms: int = 500):
        self.r = client
        self.jobs = jobs if jobs is not None else client  # for RQ, which keeps keys of its own (module docstring)
        self.cluster = isinstance(client, RedisCluster)  # the store is a Redis Cluster: docs/scaling.md
        # writers publish notices and readers subscribe to them (sharded pub/sub: Redis 7), asked once per process
        self.sharded_pubsub = self.cluster and oldest_version(cast(RedisCluster, client)) >= (7,)
        # durability (docs/scaling.md "Durability"): an append returns once `ack_replicas` replicas have it
        # (WAIT on the append's own connection), else raises NotReplicated after `ack_timeout_ms`
        self.ack_replicas = (1 if self.cluster else 0) if ack_replicas is None else ack_replicas
        if self.ack_replicas < 0 or (self.ack_replicas and ack_timeout_ms <= 0):
            raise ValueError("TABULA_ACK_REPLICAS is 0 or more, TABULA_ACK_TIMEOUT_MS more than 0 (WAIT's 0: forever)")
        self.ack_timeout_ms = ack_timeout_ms
        self.prefix = prefix
        self._append = client.register_script(_APPEND_PUBLISH if self.sharded_pubsub else _APPEND)
        self._create = client.register_script(_CREATE)
        self._reserve = client.register_script(_RESERVE)
        self._lease = client.register_script(_LEASE)
        self._release = client.register_script(_RELEASE)
        self._forget = client.register_script(_FORGET)
        self._count = client.register_script(_COUNT)
        self._open_stream = client.register_script(_OPEN_STREAM)
        self._register = client.register_script(_REGISTER)
        self._rotate = client.register_script(_ROTATE)
        self._rate = client.register_script(_RATE)
        # the hot paths' raw pipeline (api/pipelines.py): one write per connection, answers raw
        self.pipe: RawPipeline | ClusterPipeline = (ClusterPipeline(cast(RedisCluster, client)) if self.cluster else
                                                    RawPipeline(client))

    def ping(self) -> bool:
        return bool(self.r.ping())

    def key(self, game_id: str, what: str) -> str:
        return f"{self.prefix}:{{{game_id}}}:{what}"

    @property
    def index(self) -> str:
        return f"{self.prefix}:games"

    def index_of(self, game_type: str | None = None, status: str | None = None) -> str:
        """The listing index of the games of a type and/or a status (both None: every game)."""
        return self.index + (f":type:{game_type}" if game_type else "") + (f":status:{status}" if status else "")

    def _indexes(self, game_type: str, status: str) -> tuple[list[str], list[str]]:
        """(the indexes a game of this type and status is in, the indexes it is not in)."""
        others = [x for x in STATUSES if x != status]
        return ([self.index, self.index_of(game_type), self.index_of(status=status), self.index_of(game_type, status)],
                [self.index_of(status=x) for x in others] + [self.index_of(game_type, x) for x in others])

    def _index(self, pipe: Any, game_id: str, game_type: str, status: str, ts: int) -> None:
        member, other = self._indexes(game_type, status)
        for key in member:
            pipe.zadd(key, {game_id: ts})
        for key in other:
            pipe.zrem(key, game_id)

    # -- games -----------------------------------------------------------------------------------
    def create(self, game_id: str, meta: dict[str, str], sealed: str = "", keep_ms: int = 0) -> bool:
        """Write a new game's meta, and with it `sealed` (the first answer's tokens of a create request with an
        idempotency key: api/once.py) for `keep_ms`; False if the id is taken."""
        ts = now_ms()
        fields = {**meta, "version": "0", "created_at": str(ts), "updated_at": str(ts)}
        if not self._create(keys=[self.key(game_id, "meta"), self.key(game_id, "created")],
                            args=[sealed, keep_ms, *(x for kv in fields.items() for x in kv)]):
            return False
        pipe = self.r.pipeline(transaction=False)
        self._index(pipe, game_id, meta["type"], meta["status"], ts)
        pipe.execute()
        return True

    def reserve(self, name: str, game_id: str, request: str, keep_ms: int) -> tuple[str, str]:
        """The game id and request hash reserved under `name` (a create request's key: api/once.py): those
        already there, else `game_id` and `request`, now reserved for `keep_ms`."""
        found = self._reserve(keys=[f"{self.prefix}:create:{{{name}}}"], args=[f"{game_id} {request}", keep_ms])
        reserved_id, _, reserved_request = cast(str, found).partition(" ")
        return reserved_id, reserved_request

    def reserved(self, name: str) -> tuple[str, str] | None:
        found = cast(str | None, self.r.get(f"{self.prefix}:create:{{{name}}}"))
        return None if found is None else cast(tuple[str, str], tuple(found.split(" ", 1)))

    def sealed(self, game_id: str) -> str | None:
        """The sealed tokens of the answer that created the game with an idempotency key, while they are kept."""
        return cast(str | None, self.r.get(self.key(game_id, "created")))

    def meta(self, game_id: str) -> dict[str, str]:
        if not GAME_ID.fullmatch(game_id):
            raise GameNotFound(game_id)
        meta = cast(dict[str, str], self.r.hgetall(self.key(game_id, "meta")))
        if not meta or "created_at" not in meta:
            raise GameNotFound(game_id)
        return meta

    def list_games(self, offset: int, limit: int, game_type: str | None = None,
                   status: str | None = None) -> tuple[list[str], int]:
        """One page of game ids of a type and/or status, most recently updated first, and how many there are."""
        self.ensure_indexes()
        key = self.index_of(game_type, status)
        pipe = self.r.pipeline(transaction=False)
        pipe.zrevrange(key, offset, offset + limit - 1)
        pipe.zcard(key)
        ids, total = pipe.execute()
        return ids, total

    def reindex(self, game_id: str, meta: dict[str, str] | None) -> None:
        """Put a game in the indexes its meta says (None: a game that is gone leaves them all)."""
        pipe = self.r.pipeline(transaction=False)
        if meta is None:
            for key in [self.index] + [self.index_of(status=x) for x in STATUSES]:
                pipe.zrem(key, game_id)
        else:
            self._index(pipe, game_id, meta["type"], meta["status"], int(meta["updated_at"]))
        pipe.execute()

    _indexed = False

    def ensure_indexes(self) -> None:
        """Build the per-type and per-status indexes of games written before they existed (once per store)."""
        if self._indexed:
            return
        marker = f"{self.index}:layout"
        if self.r.get(marker) != INDEX_VERSION:
            for batch in batches(self.r.zscan_iter(self.index, count=1000), 1000):
                ids = [game_id for game_id, _ in batch]
                pipe = self.r.pipeline(transaction=False)
                for game_id in ids:
                    pipe.hmget(self.key(game_id, "meta"), ["type", "status", "updated_at"])
                rows = pipe.execute()
                pipe = self.r.pipeline(transaction=False)
                for game_id, (game_type, status, ts) in zip(ids, rows):
                    if game_type and status in STATUSES and ts:
                        self._index(pipe, game_id, game_type, status, int(ts))
                pipe.execute()
            self.r.set(marker, INDEX_VERSION)
        self._indexed = True

    def metas(self, game_ids: list[str]) -> list[dict[str, str]]:
        pipe = self.r.pipeline(transaction=False)  # games of many slots: no MULTI in a cluster
        for g in game_ids:
            pipe.hgetall(self.key(g, "meta"))
        return pipe.execute()

    # -- the log ---------------------------------------------------------------------------------
    def append(self, game_id: str, expected: int, seat: str, command: dict[str, Any], events: list[dict[str, Any]],
               idem: str, status: str, by: str = "", game_type: str = "", event_version: int = 1,
               meta: dict[str, str] | None = None, was: str = "active", clock: dict[str, Any] | None = None,
               ts: int | None = None) -> Appended:
        """Append one command and its events (written at schema `event_version`) at version `expected + 1`, or
        raise VersionConflict.

        A known idempotency key appends nothing and returns the version it produced the first time.
        `game_type` names the listing indexes to refresh (none but the main one without it); `meta`: fields of
        the game's meta to set with the entry (``robots``: engine/lifecycle.py); `was`: the game's status before
        (a change moves the game between the listing indexes of its statuses); `clock`: the clocks after the
        entry, `ts` the store's time they were computed at (`time_ms`).
        """
        ts = ts if ts is not None else now_ms()
        extra = ["clock", json.dumps(clock)] if clock is not None else []
        keys = [self.key(game_id, "log"), self.key(game_id, "idem"), self.key(game_id, "meta")]
        args = [expected, idem, seat, json.dumps(command), json.dumps(events), ts, status, by, idem_field(seat, idem),
                event_version, len(extra) // 2, *extra, *(x for kv in (meta or {}).items() for x in kv)]
        try:
            outcome, version, replicas = self._append_and_index(game_id, keys, args, ts, game_type)
        except redis.exceptions.NoScriptError:  # a restarted or flushed Redis: load the script once, again
            self.r.script_load(self._append.script)
            outcome, version, replicas = self._append_and_index(game_id, keys, args, ts, game_type)
        if outcome == "ok" and status != was and game_type:  # a change of status: open -> active -> over
            pipe = self.r.pipeline(transaction=False)
            self._index(pipe, game_id, game_type, status, ts)
            pipe.execute()
        if outcome == "missing":
            raise GameNotFound(game_id)
        if outcome == "conflict":
            raise VersionConflict(int(version))
        if outcome == "dup":  # the WAIT above counted this connection's writes, not the first attempt's
            self.confirm(game_id, int(version))
        elif replicas < self.ack_replicas:  # kept by the primary, not acknowledged: a retry with its key is safe
            raise NotReplicated(game_id, int(version), replicas, self.ack_replicas)
        return Appended(int(version), outcome == "dup", ts)

    SYNC_MARK_MS = 60_000  # how long a game's sync mark (`confirm`) outlives its last use

    def confirm(self, game_id: str, version: int) -> None:
        """Return once `ack_replicas` replicas have every write of the game's node so far, the entry at `version`
        that a retry found by its key included; else raise NotReplicated. An entry first written by another
        attempt, perhaps on another connection that is gone, cannot be waited for directly: a write of the
        game's own (its sync mark) and WAIT on the same connection can, since a replica applies writes in order."""
        if not self.ack_replicas:
            return
        commands: list[tuple[Any, ...]] = [("SET", self.key(game_id, "sync"), version, "PX", self.SYNC_MARK_MS),
                                           ("WAIT", self.ack_replicas, self.ack_timeout_ms)]
        nodes = {1: self.r.get_node_from_key(commands[0][1])} if self.cluster else None  # type: ignore[attr-defined]
        answers = self.pipe.send(commands, nodes)
        if int(answers[1]) < self.ack_replicas:
            raise NotReplicated(game_id, version, int(answers[1]), self.ack_replicas)

    def _append_and_index(self, game_id: str, keys: list[str], args: list[Any], ts: int,
                          game_type: str) -> tuple[str, int, int]:
        """One round trip: EVALSHA the append (a pipelined Script would first ask SCRIPT EXISTS, a second
        round trip), then refresh the game's place in the listing indexes it is in (XX: never adds it to one,
        so a finished game never returns to the active ones; also after a refused append). With
        `ack_replicas`, a WAIT right after the EVALSHA on the same connection (WAIT counts the replicas that
        have this connection's writes): the third value is its answer (`ack_replicas` without one)."""
        commands: list[tuple[Any, ...]] = [("EVALSHA", self._append.sha, len(keys), *keys, *args)]
        if self.ack_replicas:
            commands.append(("WAIT", self.ack_replicas, self.ack_timeout_ms))
        for key in [self.index] + ([self.index_of(game_type), self.index_of(status="active"),
                                    self.index_of(game_type, "active")] if game_type else []):
            commands.append(("ZADD", key, "XX", ts, game_id))
        nodes = None
        if self.cluster and self.ack_replicas:  # WAIT names no key: send it to the game's node, where the append
            nodes = {1: self.r.get_node_from_key(keys[0])}  # type: ignore[attr-defined]
        answers = self.pipe.send(commands, nodes)
        (outcome, version), replicas = answers[0], (answers[1] if self.ack_replicas else 0)
        return outcome, version, int(replicas)

    def count_requests(self, names: list[str], window: int) -> list[tuple[int, int]]:
        """Count one request in each named rate-limit window (api/limits.py), in one round trip: per name, the
        requests its window has counted (this one included) and the seconds it has left."""
        commands = [("EVALSHA", self._count.sha, 1, f"{self.prefix}:ratelimit:{name}", window) for name in names]
        try:
            answers = self.pipe.send(commands)
        except redis.exceptions.NoScriptError:  # a restarted or flushed Redis: load the script once, again
            self.r.script_load(_COUNT)
            answers = self.pipe.send(commands)
        return [(int(n), int(ttl)) for n, ttl in answers]

    def open_stream(self, keys: dict[str, int], member: str, expires_ms: int) -> str | None:
        """Count one open stream in each set of `keys` (name -> its cap), unless one is full: then the stream is
        counted nowhere and that set's name is returned. One round trip (two when one is full)."""
        names = list(keys)
        commands = [("EVALSHA", self._open_stream.sha, 1, f"{self.prefix}:streams:{name}", now_ms(), member, expires_ms,
                     keys[name]) for name in names]
        try:
            added = self.pipe.send(commands)
        except redis.exceptions.NoScriptError:
            self.r.script_load(_OPEN_STREAM)
            added = self.pipe.send(commands)
        full = [name for name, ok in zip(names, added, strict=True) if not ok]
        if full:
            self.close_streams([(name, member) for name, ok in zip(names, added, strict=True) if ok])
            return full[0]
        return None

    def renew_streams(self, held: list[tuple[str, str]], expires_ms: int) -> None:
        """Keep the open streams `held` ((set name, member) pairs) counted until `expires_ms`: one round trip."""
        if held:
            self.pipe.send([("ZADD", f"{self.prefix}:streams:{name}", "XX", expires_ms, member)
                            for name, member in held] +
                           [("PEXPIREAT", f"{self.prefix}:streams:{name}", expires_ms) for name in {n for n, _ in held}])

    def close_streams(self, held: list[tuple[str, str]]) -> None:
        if held:
            self.pipe.send([("ZREM", f"{self.prefix}:streams:{name}", member) for name, member in held])

    def idempotent_version(self, game_id: str, seat: str, idem: str) -> int | None:
        """The version `seat`'s command with key `idem` produced, if any. A game written before keys were scoped
        may hold the bare key: the caller checks that entry's seat."""
        scoped, bare = self.r.hmget(self.key(game_id, "idem"), [idem_field(seat, idem), idem])
        seen = scoped if scoped is not None else bare
        return int(seen) if seen is not None else None

    def entries(self, game_id: str, after: int = 0, until: int | None = None) -> list[Entry]:
        """Log entries with version in (after, until]."""
        end = f"0-{until}" if until is not None else "+"
        return self._range(game_id, f"({'0-' + str(after)}" if after else "-", end)

    def entry(self, game_id: str, version: int) -> Entry | None:
        found = self._range(game_id, f"0-{version}", f"0-{version}")
        return found[0] if found else None

    def _range(self, game_id: str, start: str, end: str) -> list[Entry]:
        """XRANGE of the game's log (through `self.pipe`: a stale cache reads its tail before most commands)."""
        (raw,) = self.pipe.send([("XRANGE", self.key(game_id, "log"), start, end)])
        return [Entry.from_stream(entry_id, fields if isinstance(fields, dict) else dict(zip(fields[::2], fields[1::2])))
                for entry_id, fields in raw]

    def time_ms(self) -> int:
        """The store's clock (Redis TIME), the one every process agrees on: the time of clocked entries."""
        seconds, micros = cast(tuple[int, int], self.r.time())
        return int(seconds) * 1000 + int(micros) // 1000

    def version(self, game_id: str) -> int:
        return int(self.r.xlen(self.key(game_id, "log")))

    WAIT_SLICE_MS = 5000  # one XREAD BLOCK stays well under the client's socket timeout (read_logs)

    def read_logs(self, after: dict[str, int], wake: tuple[str, str] | None, block_ms: int,
                  count: int = 100) -> tuple[dict[str, list[Entry]], str]:
        """The entries of several games' logs after the given versions (`read_all` without inboxes)."""
        found, _, wake_seen = self.read_all(after, {}, wake, block_ms, count)
        return found, wake_seen

    def read_all(self, after: dict[str, int], inboxes: dict[str, str], wake: tuple[str, str] | None, block_ms: int,
                 count: int = 100) -> tuple[dict[str, list[Entry]], dict[str, list[tuple[str, dict[str, Any]]]], str]:
        """The entries of several games' logs after the given versions, and the items of several players'
        inboxes after the given ids (`inbox`), waiting up to `block_ms` for one (XREAD BLOCK on one connection,
        whatever their number: api/fanout.py), or for the wake stream `wake` (its reader's name, the id of its
        last entry seen) to be written. Returns the entries by game, the items by player and the wake stream's
        last id. (On a Redis Cluster: `_xread_cluster`.) `wake` None, `block_ms` 0: read what is there now (the
        reader that sharded pub/sub notices wake: api/notices.py)."""
        streams = {self.key(g, "log"): f"0-{v}" for g, v in after.items()}
        streams.update({self.inbox_key(p): last for p, last in inboxes.items()})
        wake_seen = ""
        if wake is not None:
            wake_key, wake_seen = wake
            streams[self.wake_key(wake_key)] = wake_seen
        found: dict[str, list[Entry]] = {}
        items: dict[str, list[tuple[str, dict[str, Any]]]] = {}
        if not streams:
            return found, items, wake_seen
        if block_ms <= 0:
            answer = self._xread_cluster(streams, count, 0) if self.cluster else cast(
                list[tuple[str, Stream]], self.r.xread(streams, count=count))  # type: ignore[arg-type]
        elif self.cluster:
            answer = self._xread_cluster(streams, count, min(block_ms, self.WAIT_SLICE_MS))
        else:
            answer = cast(list[tuple[str, Stream]], self.r.xread(streams, count=count,  # type: ignore[arg-type]
                                                                  block=min(block_ms, self.WAIT_SLICE_MS)))
        for key, raw in answer or []:
            if key.endswith(":log"):
                game_id = key[len(self.prefix) + 2:-len("}:log")]
                found[game_id] = [Entry.from_stream(i, dict(f)) for i, f in raw]
            elif key.endswith(":inbox"):
                player_id = key[len(self.prefix) + len(":player:{"):-len("}:inbox")]
                items[player_id] = [(i, json.loads(dict(f)["item"])) for i, f in raw]
            else:
                wake_seen = raw[-1][0]
        return found, items, wake_seen

    POLL_MS = 50  # on a Redis Cluster, the log reader looks again this often (`_xread_cluster`)

    def _xread_cluster(self, streams: dict[str, str], count: int, block_ms: int) -> list[tuple[str, Stream]]:
        """`read_all`'s XREAD on a Redis Cluster, where one XREAD names keys of one slot only: one XREAD per slot
        (the client's pipeline sends them per node, one write each), looked at again every POLL_MS until one
        answers or `block_ms` passed (0: once). The reader of a cluster of Redis 7+ calls it only for what the
        sharded pub/sub notices name (api/notices.py); an older cluster's polls (docs/scaling.md, row 7)."""
        by_slot: dict[int, dict[str, str]] = {}
        for key, last in streams.items():
            by_slot.setdefault(key_slot(key.encode()), {})[key] = last
        deadline = time.monotonic() + block_ms / 1000
        while True:
            pipe = self.r.pipeline(transaction=False)
            for slot, group in by_slot.items():  # sent to the slot's node: else the client asks the server for
                # XREAD's keys (COMMAND GETKEYS, two round trips to its default node per XREAD, failing while
                # that node is down)
                node = self.r.nodes_manager.get_node_from_slot(slot)  # type: ignore[attr-defined]
                pipe.execute_command("XREAD", "COUNT", count, "STREAMS", *group, *group.values(), target_nodes=node)
            found = [x for answer in pipe.execute() for x in (answer or [])]
            left = deadline - time.monotonic()
            if found or left <= 0:
                return cast(list[tuple[str, Stream]], found)
            time.sleep(min(left, self.POLL_MS / 1000))

    def feed_channel(self, game_id: str) -> str:
        """The sharded pub/sub channel of a game's new entries (in its slot; on a cluster of Redis 7+ only)."""
        return self.key(game_id, "feed")

    def inbox_channel(self, player_id: str) -> str:
        """The sharded pub/sub channel of a player's new inbox items (as `feed_channel`)."""
        return self.player_key(player_id, "feed")

    def wake_key(self, reader: str) -> str:
        return f"{self.prefix}:feeds:wake:{reader}"

    def wake(self, wake_key: str) -> None:
        """Wake the log reader that waits on `wake_key` (see `read_logs`)."""
        key = self.wake_key(wake_key)
        self.pipe.send([("XADD", key, "MAXLEN", "1", "*", "w", "1"), ("EXPIRE", key, 3600)])

    # -- snapshots and results -------------------------------------------------------------------
    def snapshot(self, game_id: str) -> dict[str, Any] | None:
        raw = self.r.get(self.key(game_id, "snap"))
        return json.loads(raw) if raw else None

    def put_snapshot(self, game_id: str, version: int, schema: str, state: dict[str, Any],
                     life: dict[str, Any] | None = None, clock: dict[str, Any] | None = None) -> None:
        """`life`: the lifecycle's fold at that version (engine/lifecycle.py), which the engine's state lacks;
        `clock`: the clocks then (engine/clock.py)."""
        self.r.set(self.key(game_id, "snap"), json.dumps({"version": version, "schema": schema, "state": state,
                                                          "life": life, "clock": clock}))

    def result(self, game_id: str) -> dict[str, Any] | None:
        raw = self.r.get(self.key(game_id, "result"))
        return json.loads(raw) if raw else None

    def put_result(self, game_id: str, result: dict[str, Any]) -> bool:
        """Store the final scoring once; a second write changes nothing."""
        return bool(self.r.set(self.key(game_id, "result"), json.dumps(result), nx=True))

    # -- standing orders -------------------------------------------------------------------------
    def order(self, game_id: str, seat: str) -> Any:
        """The seat's standing order as stored (JSON), None if it has none. Raises ValueError if it is no JSON."""
        raw = self.r.hget(self.key(game_id, "orders"), seat)
        return None if raw is None else json.loads(raw)

    def put_order(self, game_id: str, seat: str, order: dict[str, Any]) -> None:
        self.r.hset(self.key(game_id, "orders"), seat, json.dumps(order))

    def delete_order(self, game_id: str, seat: str) -> bool:
        """False if the seat had no order."""
        return bool(self.r.hdel(self.key(game_id, "orders"), seat))

    def claim_rematch(self, game_id: str, rematch_id: str) -> str:
        """Record `rematch_id` as the rematch of `game_id` unless one is recorded; the one recorded."""
        key = self.key(game_id, "meta")
        pipe = self.r.pipeline(transaction=False)  # HSETNX decides; the field never changes once written
        pipe.hsetnx(key, "rematch", rematch_id)
        pipe.hget(key, "rematch")
        _, recorded = pipe.execute()
        return cast(str, recorded)

    def delete(self, game_id: str) -> None:
        game_type = cast(str | None, self.r.hget(self.key(game_id, "meta"), "type"))
        self.r.delete(*(self.key(game_id, k) for k in ("log", "meta", "idem", "snap", "result", "orders", "sync",
                                                          "created")))
        pipe = self.r.pipeline(transaction=False)
        for key in [self.index] + [self.index_of(status=x) for x in STATUSES] + (
                [self.index_of(game_type)] + [self.index_of(game_type, x) for x in STATUSES] if game_type else []):
            pipe.zrem(key, game_id)
        pipe.execute()


    # -- players (api/players.py) -------------------------------------------------------------------
    REVOKED_TOKEN_SECONDS = 30 * 24 * 3600

    def player_key(self, player_id: str, what: str = "") -> str:
        return f"{self.prefix}:player:{{{player_id}}}" + (f":{what}" if what else "")

    def token_key(self, digest: str) -> str:
        return f"{self.prefix}:players:token:{digest}"

    def register_player(self, player_id: str, digest: str, profile: dict[str, str]) -> bool:
        """Write a new player's profile and its token's key; False if the id is taken.

        The token's key (another slot than the profile in a cluster) is written first, the profile then only if
        the id is free (else the key is taken back): a process that dies in between leaves a key naming a player
        whose profile holds another token's hash, which opens nothing (`Players.authenticate` compares them)."""
        token = self.token_key(digest)
        self.r.set(token, player_id)
        if self._register(keys=[self.player_key(player_id)], args=[digest, *(x for kv in profile.items() for x in kv)]):
            return True
        self.r.delete(token)
        return False

    def player(self, player_id: str) -> dict[str, str] | None:
        found = cast(dict[str, str], self.r.hgetall(self.player_key(player_id)))
        return found or None

    def players(self, player_ids: list[str]) -> list[dict[str, str]]:
        pipe = self.r.pipeline(transaction=False)
        for player_id in player_ids:
            pipe.hgetall(self.player_key(player_id))
        return cast(list[dict[str, str]], pipe.execute())

    def token_owner(self, digest: str) -> str | None:
        """The player id a token's hash opens, ``revoked:<id>`` for a token rotated away or revoked, else None."""
        return cast(str | None, self.r.get(self.token_key(digest)))

    def replace_token(self, player_id: str, old: str, new: str | None) -> bool:
        """Give the player the token hashed `new` instead of `old` (None: no token any more: revoked). False if
        `old` is no longer the player's token (a rotation raced this one)."""
        # Three slots in a cluster: the new token's key first (it opens nothing until the profile holds its hash),
        # then the profile's swap (the one atomic step), then the old token's key says why it opens nothing now.
        if new:
            self.r.set(self.token_key(new), player_id)
        if not self._rotate(keys=[self.player_key(player_id)], args=[old, new or "", now_ms()]):
            if new:
                self.r.delete(self.token_key(new))
            return False
        self.r.set(self.token_key(old), f"revoked:{player_id}", ex=self.REVOKED_TOKEN_SECONDS)
        return True

    INBOX_LENGTH = 1000  # items a player's inbox keeps (about: MAXLEN ~)

    def inbox_key(self, player_id: str) -> str:
        return self.player_key(player_id, "inbox")

    def notify(self, items: dict[str, dict[str, Any]]) -> None:
        """Append to each player's inbox its item (player id -> item, JSON): what the player's stream tells it of
        challenges and games started and over. One round trip."""
        commands: list[tuple[Any, ...]] = []
        for p, item in items.items():
            commands.append(("XADD", self.inbox_key(p), "MAXLEN", "~", self.INBOX_LENGTH, "*", "item",
                             json.dumps(item, sort_keys=True)))
            if self.sharded_pubsub:  # after the XADD, on the same node's connection: the readers learn of it
                commands.append(("SPUBLISH", self.inbox_channel(p), "1"))
        if commands:
            self.pipe.send(commands)

    def inbox(self, player_id: str, after: str = "0-0", count: int = 100) -> list[tuple[str, dict[str, Any]]]:
        """(id, item) of the player's inbox after the id `after`, oldest first, at most `count`."""
        raw = cast(Stream, self.r.xrange(self.inbox_key(player_id), f"({after}", "+", count=count))
        return [(i, json.loads(f["item"])) for i, f in raw]

    def add_player_game(self, player_id: str, game_id: str, ts: int) -> None:
        self.r.zadd(self.player_key(player_id, "games"), {game_id: ts})

    def player_games(self, player_id: str, limit: int) -> list[str]:
        """The ids of the player's last `limit` games, the newest first."""
        return cast(list[str], self.r.zrevrange(self.player_key(player_id, "games"), 0, limit - 1))

    # -- ratings (api/ratings.py, workers/scoring.py) ---------------------------------------------------
    def ratings_key(self, game_type: str, what: str) -> str:
        return f"{self.prefix}:{{ratings:{game_type}}}:{what}"

    def ratings(self, game_type: str, player_ids: list[str]) -> dict[str, str]:
        """The stored ratings (JSON) of the players that have one in games of `game_type`."""
        found = cast(list[str | None], self.r.hmget(self.ratings_key(game_type, "players"), player_ids)
                     if player_ids else [])
        return {p: raw for p, raw in zip(player_ids, found) if raw is not None}

    def player_ratings(self, player_id: str, game_types: list[str]) -> dict[str, str]:
        """The player's stored rating (JSON) per game type it has one in."""
        pipe = self.r.pipeline(transaction=False)
        for game_type in game_types:
            pipe.hget(self.ratings_key(game_type, "players"), player_id)
        return {t: raw for t, raw in zip(game_types, pipe.execute()) if raw is not None}

    def rate(self, game_type: str, game_id: str, read: dict[str, str], new: dict[str, tuple[str, float]],
             changes: str) -> tuple[str, str | None]:
        """Apply the rating changes of a game once: `read` the ratings as read (JSON; a player without one is
        absent), `new` player -> (its new rating JSON, its ordinal). Returns ('ok', changes) when applied now,
        ('done', the changes applied before) for a game rated already, ('conflict', None) when a rating changed
        since it was read (read again and retry)."""
        args: list[Any] = [game_id, changes]
        for player_id, (rating, ordinal) in new.items():
            args += [player_id, read.get(player_id, ""), rating, repr(ordinal)]
        keys = [self.ratings_key(game_type, x) for x in ("players", "board", "games")]
        outcome, stored = self._rate(keys=keys, args=args)
        return outcome, stored or None

    def leaderboard(self, game_type: str, offset: int, limit: int) -> tuple[list[tuple[str, float]], int]:
        """(player id, ordinal) best first, and how many players are rated in games of `game_type`."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrevrange(self.ratings_key(game_type, "board"), offset, offset + limit - 1, withscores=True)
        pipe.zcard(self.ratings_key(game_type, "board"))
        rows, total = pipe.execute()
        return cast(Scored, rows), int(total)

    # -- the job side (workers/, docs/jobs.md) -------------------------------------------------------
    @property
    def waiting_key(self) -> str:
        return f"{self.prefix}:jobs:waiting"

    @property
    def lease_key(self) -> str:
        return f"{self.prefix}:jobs:lease"

    @property
    def mark_key(self) -> str:
        return f"{self.prefix}:jobs:mark"

    def mark_waiting(self, game_id: str, due_ms: int) -> None:
        """Put a game in the waiting index, to be checked by the repair process at `due_ms`."""
        self.r.zadd(self.waiting_key, {game_id: due_ms})

    def unmark_waiting(self, game_id: str) -> None:
        self.r.zrem(self.waiting_key, game_id)

    def forget_waiting(self, game_id: str, score: float) -> None:
        """Take a game out of the waiting index unless an append put it back since it was read with `score`."""
        self._forget(keys=[self.waiting_key], args=[game_id, repr(score)])

    @property
    def deadlines_key(self) -> str:
        return f"{self.prefix}:jobs:deadlines"

    def set_deadline(self, game_id: str, due_ms: int) -> None:
        """Have the repair process look at the game at `due_ms` (workers/deadlines.py)."""
        self.r.zadd(self.deadlines_key, {game_id: due_ms})

    def due_deadlines(self, now: int, limit: int) -> list[tuple[str, float]]:
        """(game id, when it fell due) of at most `limit` games whose deadline passed by `now`, soonest first."""
        return cast(Scored, self.r.zrangebyscore(self.deadlines_key, "-inf", now, start=0, num=limit,
                                                 withscores=True))

    def forget_deadline(self, game_id: str, score: float) -> None:
        """Drop the game's deadline unless it was set anew since it was read with `score`."""
        self._forget(keys=[self.deadlines_key], args=[game_id, repr(score)])

    def due_waiting(self, now: int, limit: int) -> list[tuple[str, float]]:
        """(game id, when it is due) of at most `limit` games of the waiting index due by `now`, soonest first."""
        return cast(Scored, self.r.zrangebyscore(self.waiting_key, "-inf", now, start=0, num=limit, withscores=True))

    def updated_between(self, low: float | str, high: int, skip: int, count: int) -> list[tuple[str, float]]:
        """(game id, last update) of the games of the listing index updated in [low, high] ("-inf": from the
        first), by time then id, leaving out the first `skip`, at most `count`."""
        return cast(Scored, self.r.zrangebyscore(self.index, low, high, start=skip, num=count, withscores=True))

    def job_facts(self, game_ids: list[str]) -> list[JobFacts]:
        """What the repair process reads of each game, in one round trip."""
        pipe = self.r.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hmget(self.key(game_id, "meta"), ["status", "seats", "version", "robots", "clock"])
            pipe.zscore(self.waiting_key, game_id)
            pipe.exists(self.key(game_id, "result"))
            pipe.zscore(self.deadlines_key, game_id)
        found = pipe.execute()
        facts = []
        for i in range(len(game_ids)):
            (status, seats, version, robots, clock), waiting, scored, deadline = found[4 * i:4 * i + 4]
            facts.append(JobFacts(status, seats, version, waiting, bool(scored), robots, bool(clock), deadline))
        return facts

    def sweep_mark(self) -> int | None:
        """When (ms) the repair process last scanned the listing index, None before its first pass."""
        mark = self.r.get(self.mark_key)
        return int(mark) if mark else None

    def set_sweep_mark(self, now: int) -> None:
        self.r.set(self.mark_key, now)

    def hold_lease(self, token: str, ttl_ms: int) -> bool:
        """Takes or renews the repair process's lease for `ttl_ms`; False while another token holds it."""
        return bool(self._lease(keys=[self.lease_key], args=[token, ttl_ms]))

    def release_lease(self, token: str) -> None:
        self._release(keys=[self.lease_key], args=[token])


def batches(items: Any, size: int) -> Any:
    """Lists of `size` items of an iterable (the last one shorter)."""
    batch: list[Any] = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
