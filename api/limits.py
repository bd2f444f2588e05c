"""Rate limits: fixed one-minute windows counted in the games' own Redis, under the app's key prefix
(docs/limits.md).

Three policies, each a fixed one-minute window shared by every operation it covers:

- `writes_per_token`: POST/PUT/PATCH/DELETE per bearer token (keyed by the token's SHA-256, never the token);
  a write without a token counts against its client address instead.
- `writes_per_address`: the same writes per client address.
- `reads_per_address`: GET/HEAD (opening a stream included) per client address.

Health, /openapi.json, /docs and its assets and / are exempt. Every limited response carries RateLimit-Limit,
RateLimit-Remaining and RateLimit-Reset (seconds, as in draft-ietf-httpapi-ratelimit-headers up to -06) for
the policy closest to exhaustion, and RateLimit-Policy listing the operation's policies; a 429 also carries
Retry-After. The counting is done here rather than by flask-limiter: every policy of a request is counted, and
its window read, in one round trip (flask-limiter made three, and its bookkeeping doubled the CPU of a command
POST: issue 17). api/gate.py applies the limits to every request, before any handler.

If Redis fails, the limits go on with in-memory counters in each process and try Redis again after a backoff
(1, 2, 4, ... 32 seconds); the request itself then meets the store's usual 503, never a 500.
"""
from __future__ import annotations

import hashlib
import logging
import math
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import redis
from apispec import BasePlugin

from . import codes, metrics
from .config import Config
from .problem import Problem
from .store import Store

log = logging.getLogger("tabula.limits")

WRITES = ("POST", "PUT", "PATCH", "DELETE")
READS = ("GET", "HEAD")
EXEMPT_PATHS = ("/v1/health",)  # in the spec: no 429 documented there
EXEMPT = frozenset({"/", "/v1/health", "/openapi.json", "/docs", "/docs/"})  # health, the spec, the docs page
EXEMPT_PREFIX = "/docs/"  # the docs page's files
WINDOW = 60  # seconds: every policy counts per minute
BACKOFF_MAX = 32  # seconds between tries of an unreachable Redis, at most

HEADERS = {
    "RateLimit-Limit": "Requests allowed in the window of the policy closest to exhaustion.",
    "RateLimit-Remaining": "Requests left in that window.",
    "RateLimit-Reset": "Seconds until that window resets.",
    "RateLimit-Policy": "Every policy that applies to this operation, as `limit;w=window-seconds`, comma-separated.",
}
RETRY_AFTER = "Seconds to wait before retrying (on 429)."
STREAM_PATHS = ("/feed", "/events/stream", "/players/me/stream")
STREAMS_LIMITED = (" Or too many streams open at once (code: too_many_streams, with `limit`: streams_per_token or "
                   "streams_per_address); see docs/feeds.md.")
RATE_LIMITED = ("Rate limited (code: rate_limited, with `limit`: the policy that was hit; Retry-After and "
                "RateLimit-* headers say when to retry). See docs/limits.md.")

Environ = dict[str, Any]


def client_address(environ: Environ) -> str:
    """The client's address: the socket's peer, or (with TABULA_TRUSTED_PROXIES) what ProxyFix took from
    X-Forwarded-For."""
    return str(environ.get("REMOTE_ADDR") or "unknown")


def token_key(environ: Environ) -> str:
    """The bearer token's SHA-256 (the token itself is never stored); the address for a request without one."""
    scheme, _, token = environ.get("HTTP_AUTHORIZATION", "").partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token:
        return "token:" + hashlib.sha256(token.encode()).hexdigest()
    return "address:" + client_address(environ)


def address_key(environ: Environ) -> str:
    return "address:" + client_address(environ)


@dataclass(frozen=True)
class Policy:
    name: str
    amount: int  # requests per window
    methods: tuple[str, ...]
    key: Callable[[Environ], str]


def policies(config: Config) -> list[Policy]:
    """The policies in force."""
    if not config.rate_limit:
        return []
    table = [Policy("writes_per_token", config.rate_limit, WRITES, token_key),
             Policy("writes_per_address", config.rate_limit_writes_per_address, WRITES, address_key),
             Policy("reads_per_address", config.rate_limit_reads_per_address, READS, address_key)]
    return [p for p in table if p.amount > 0]


@dataclass(frozen=True)
class Count:
    """One policy's count of a request: how many requests its window has seen, and the seconds it has left."""

    policy: Policy
    seen: int
    reset: int

    @property
    def breached(self) -> bool:
        return self.seen > self.policy.amount

    @property
    def remaining(self) -> int:
        return max(0, self.policy.amount - self.seen)


@dataclass(frozen=True)
class Verdict:
    """Every policy's count of one request."""

    counts: list[Count]

    @property
    def refusing(self) -> Count | None:
        """The policy that refuses the request (of those over their limit, the smallest), None if none does."""
        over = [c for c in self.counts if c.breached]
        return min(over, key=lambda c: c.policy.amount) if over else None

    def headers(self) -> list[tuple[str, str]]:
        """The RateLimit-* headers: the refusing policy's window, else the one closest to exhaustion."""
        shown = self.refusing or min(self.counts, key=lambda c: (c.remaining, c.policy.amount))
        out = [("RateLimit-Limit", str(shown.policy.amount)), ("RateLimit-Remaining", str(shown.remaining)),
               ("RateLimit-Reset", str(shown.reset)),
               ("RateLimit-Policy", ", ".join(f"{c.policy.amount};w={WINDOW}" for c in self.counts))]
        if shown.breached:
            out.append(("Retry-After", str(max(1, shown.reset))))
        return out

    def problem(self) -> Problem:
        count = self.refusing
        assert count is not None
        name = count.policy.name
        return Problem(429, "rate_limited", f"more than {count.policy.amount} requests in {WINDOW} s "
                                            f"({name.replace('_', ' ')}); retry after Retry-After seconds",
                       limit={"policy": name, "limit": count.policy.amount, "window_seconds": WINDOW})


class RateLimiter:
    """Counts each request against the policies of its method, in Redis (one round trip), or in this process's
    memory while Redis is out of reach."""

    def __init__(self, table: list[Policy], store: Store):
        self.table = table
        self.store = store
        self._lock = threading.Lock()
        self._memory: dict[str, tuple[int, float]] = {}  # key: (count, end of its window, time.monotonic)
        self._retry_at = 0.0  # while Redis is away: when to try it again
        self._backoff = 1.0

    def count(self, environ: Environ) -> Verdict | None:
        """The request's counts, None if no policy covers it (an exempt path, a method no policy counts)."""
        path = environ.get("PATH_INFO", "")
        if path in EXEMPT or path.startswith(EXEMPT_PREFIX):
            return None
        method = environ.get("REQUEST_METHOD", "")
        covering = [p for p in self.table if method in p.methods]
        if not covering:
            return None
        keys = [f"{p.name}:{p.key(environ)}" for p in covering]
        seen = self._in_redis(keys) if time.monotonic() >= self._retry_at else None
        if seen is None:
            seen = self._in_memory(keys)
        return Verdict([Count(p, n, reset) for p, (n, reset) in zip(covering, seen, strict=True)])

    def _in_redis(self, keys: list[str]) -> list[tuple[int, int]] | None:
        try:
            answers = self.store.count_requests(keys, WINDOW)
        except redis.RedisError as exc:
            metrics.redis_error(exc)
            with self._lock:
                self._retry_at = time.monotonic() + self._backoff
                log.warning("rate limits counted in memory for %.0f s: Redis is out of reach", self._backoff)
                self._backoff = min(BACKOFF_MAX, self._backoff * 2)
            return None
        self._backoff = 1.0
        return answers

    def _in_memory(self, keys: list[str]) -> list[tuple[int, int]]:
        now = time.monotonic()
        out = []
        with self._lock:
            for key in keys:
                n, end = self._memory.get(key, (0, 0.0))
                if end <= now:
                    n, end = 0, now + WINDOW
                self._memory[key] = (n + 1, end)
                out.append((n + 1, math.ceil(end - now)))
            if len(self._memory) > 100_000:  # bounded: forget the windows that have ended
                self._memory = {k: v for k, v in self._memory.items() if v[1] > now}
        return out


def limiter(config: Config, store: Store) -> RateLimiter | None:
    """The rate limiter of an app with `config`, None with every limit off."""
    table = policies(config)
    return RateLimiter(table, store) if table else None


class LimitsPlugin(BasePlugin):
    """Documents the limits in the OpenAPI spec: the RateLimit-* headers on each limited operation's success
    answers, and its 429 problem with Retry-After."""

    def init_spec(self, spec: Any) -> None:
        self.spec = spec
        for name, description in {**HEADERS, "Retry-After": RETRY_AFTER}.items():
            schema = {"type": "string"} if name == "RateLimit-Policy" else {"type": "integer", "minimum": 0}
            spec.components.header(name, {"description": description, "schema": schema})

    def operation_helper(self, path: str | None = None, operations: dict | None = None, **kwargs: Any) -> None:
        if path in EXEMPT_PATHS or not operations:
            return
        for operation in operations.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            for status, answer in responses.items():
                if str(status).startswith("2") and isinstance(answer, dict):
                    answer.setdefault("headers", {}).update({name: name for name in HEADERS})
            stream = bool(path and path.endswith(STREAM_PATHS))
            found = codes.responses(["rate_limited", "too_many_streams"] if stream else ["rate_limited"])["429"]
            found["description"] = RATE_LIMITED + (STREAMS_LIMITED if stream else "")
            responses["429"] = {**found, "headers": {name: name for name in (*HEADERS, "Retry-After")}}


@dataclass(eq=False)
class Stream:
    """An open stream, as counted in each set it is in."""

    held: list[tuple[str, str]]  # (set name, member)
    closed: bool = False


class StreamCaps:
    """At most `per_token` streams (feeds, event streams) open at once per bearer token, and `per_address` per
    client address (0: no cap), counted in Redis for every process of a deployment (Store.open_stream). A process
    renews its streams every RENEW_SECONDS; those of a process that died are forgotten EXPIRE_SECONDS after
    their last renewal. A stream over a cap is refused with 429 `too_many_streams` and Retry-After."""

    # a crashed process's streams hold their clients' places this long: their clients reconnect at once
    # (bench/chaos.py saw feeds refused for up to a minute after a web crash with 60 s); renewing costs one
    # round trip per process per RENEW_SECONDS, for all its streams
    RENEW_SECONDS = 5
    EXPIRE_SECONDS = 15

    def __init__(self, store: Store, per_token: int, per_address: int):
        self.store = store
        self.per_token, self.per_address = per_token, per_address
        self._lock = threading.Lock()
        self._open: set[Stream] = set()
        self._renewer: threading.Thread | None = None

    def open(self, environ: Environ) -> Stream | None:
        """Count a new stream (None if no cap applies); raises a 429 Problem if one is full."""
        caps: dict[str, int] = {}
        if self.per_token and (token := token_key(environ)).startswith("token:"):
            caps[token] = self.per_token
        if self.per_address:
            caps[address_key(environ)] = self.per_address
        if not caps:
            return None
        member = uuid.uuid4().hex
        full = self.store.open_stream(caps, member, self._expiry())
        if full is not None:
            kind, cap = ("token", self.per_token) if full.startswith("token:") else ("address", self.per_address)
            raise Problem(429, "too_many_streams", f"{cap} streams are open for this {kind} already: close one, or "
                                                   "retry after Retry-After seconds", headers={"Retry-After": "5"},
                          limit={"policy": f"streams_per_{kind}", "limit": cap})
        stream = Stream([(name, member) for name in caps])
        with self._lock:
            self._open.add(stream)
            if self._renewer is None:
                self._renewer = threading.Thread(target=self._renew, name="tabula-streams", daemon=True)
                self._renewer.start()
        return stream

    def close(self, stream: Stream | None) -> None:
        """Count the stream no longer (once, however often it is called)."""
        with self._lock:
            if stream is None or stream.closed:
                return
            stream.closed = True
            self._open.discard(stream)
        try:
            self.store.close_streams(stream.held)
        except redis.RedisError as exc:  # it expires by itself
            metrics.redis_error(exc)
            log.warning("an open stream's count was left to expire: the store is out of reach", exc_info=True)

    def _expiry(self) -> int:
        return int((time.time() + self.EXPIRE_SECONDS) * 1000)

    def _renew(self) -> None:
        while True:
            threading.Event().wait(self.RENEW_SECONDS)
            with self._lock:
                held = [pair for stream in self._open for pair in stream.held]
                if not held:
                    self._renewer = None
                    return
            try:
                self.store.renew_streams(held, self._expiry())
            except redis.RedisError as exc:
                metrics.redis_error(exc)
                log.warning("open streams not renewed: the store is out of reach", exc_info=True)
