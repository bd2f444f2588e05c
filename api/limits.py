"""Rate limits: flask-limiter over the games' own Redis, under the app's key prefix (docs/limits.md).

Three policies, each a fixed one-minute window shared by every operation it covers:

- `writes_per_token`: POST/PUT/PATCH/DELETE per bearer token (keyed by the token's SHA-256, never the token);
  a write without a token counts against its client address instead.
- `writes_per_address`: the same writes per client address.
- `reads_per_address`: GET/HEAD (opening a stream included) per client address.

Health, /openapi.json, /docs and its assets are exempt. Every limited response carries RateLimit-Limit,
RateLimit-Remaining and RateLimit-Reset (seconds, as in draft-ietf-httpapi-ratelimit-headers up to -06) for
the policy closest to exhaustion, and RateLimit-Policy listing the operation's policies; a 429 also carries
Retry-After (errors.py writes the rate_limited problem). flask-limiter's own headers are off: it names them
X-RateLimit-*, sends Reset as a timestamp and Retry-After on every response.

If Redis fails, flask-limiter goes on with in-memory counters in each process (and tries Redis again with
backoff); the request itself then meets the store's usual 503, never a 500.
"""
from __future__ import annotations

import hashlib
import logging
import math
import time
from typing import Any, cast

import redis
from apispec import BasePlugin
from flask import Flask, Response, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit
from limits.storage import RedisStorage
from werkzeug.middleware.proxy_fix import ProxyFix

from .config import Config

log = logging.getLogger("tabula.limits")

WRITES = ("POST", "PUT", "PATCH", "DELETE")
READS = ("GET", "HEAD")
EXEMPT_BLUEPRINTS = ("health", "api-docs")  # /v1/health; flask-smorest's /openapi.json and /docs
EXEMPT_ENDPOINTS = ("docs_assets", "docs_slash", "index")  # the Swagger UI files, /docs/ and / (api/app.py)
EXEMPT_PATHS = ("/v1/health",)  # in the spec: no 429 documented there
WINDOW = 60  # seconds: every policy counts per minute

HEADERS = {
    "RateLimit-Limit": "Requests allowed in the window of the policy closest to exhaustion.",
    "RateLimit-Remaining": "Requests left in that window.",
    "RateLimit-Reset": "Seconds until that window resets.",
    "RateLimit-Policy": "Every policy that applies to this operation, as `limit;w=window-seconds`, comma-separated.",
}
RETRY_AFTER = "Seconds to wait before retrying (on 429)."
RATE_LIMITED = ("Rate limited (code: rate_limited, with `limit`: the policy that was hit; Retry-After and "
                "RateLimit-* headers say when to retry). See docs/limits.md.")


def client_address() -> str:
    """The client's address: the socket's peer, or (with TABULA_TRUSTED_PROXIES) what ProxyFix took from
    X-Forwarded-For."""
    return request.remote_addr or "unknown"


def token_key() -> str:
    """The bearer token's SHA-256 (the token itself is never stored); the address for a request without one."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token:
        return "token:" + hashlib.sha256(token.encode()).hexdigest()
    return "address:" + client_address()


def address_key() -> str:
    return "address:" + client_address()


def policies(config: Config) -> list[tuple[str, int, tuple[str, ...], Any]]:
    """(name, requests per minute, methods, key function) of each policy in force."""
    if not config.rate_limit:
        return []
    table = [("writes_per_token", config.rate_limit, WRITES, token_key),
             ("writes_per_address", config.rate_limit_writes_per_address, WRITES, address_key),
             ("reads_per_address", config.rate_limit_reads_per_address, READS, address_key)]
    return [row for row in table if row[1] > 0]


def install(app: Flask, config: Config, conn: redis.Redis) -> Limiter | None:
    """Trust X-Forwarded-For as configured and limit every operation but the exempt ones."""
    if config.trusted_proxies > 0:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]  # Flask's documented way to wrap its WSGI app
            app.wsgi_app, x_for=config.trusted_proxies, x_proto=config.trusted_proxies)
    table = policies(config)
    if not table:
        return None
    # the games' connection pool (its timeouts, its Redis) and the app's key prefix
    storage: dict[str, Any] = {"connection_pool": conn.connection_pool, "key_prefix": f"{config.prefix}:ratelimit"}
    limiter = Limiter(
        client_address,
        application_limits=[ApplicationLimit(f"{amount}/minute", key_function=key, scope=name, methods=methods)
                            for name, amount, methods, key in table],
        storage_uri="redis://",
        storage_options=storage,
        strategy="fixed-window",
        headers_enabled=False,
        in_memory_fallback_enabled=True,
        swallow_errors=True,
    )
    limiter.request_filter(_exempt)
    limiter.init_app(app)
    app.extensions["tabula.limiter"] = limiter

    @app.after_request
    def rate_limit_headers(response: Response) -> Response:
        _write_headers(limiter, table, response)
        return response

    return limiter


def _exempt() -> bool:
    return request.blueprint in EXEMPT_BLUEPRINTS or request.endpoint in EXEMPT_ENDPOINTS


def _write_headers(limiter: Limiter, table: list[tuple[str, int, tuple[str, ...], Any]], response: Response) -> None:
    counted: list[RequestLimit] = limiter.current_limits
    if not counted:
        return
    try:
        windows = list(zip(counted, _windows(limiter, counted), strict=True))
    except Exception:  # the storage went away after the check: the answer goes out without them
        log.warning("rate limit headers left out: the limit storage is unreachable", exc_info=True)
        return
    breached = [(rl, w) for rl, w in windows if rl.breached]
    rl, (remaining, reset) = breached[0] if breached else min(windows, key=lambda x: (x[1][0], x[0].limit.amount))
    response.headers["RateLimit-Limit"] = str(rl.limit.amount)
    response.headers["RateLimit-Remaining"] = str(remaining)
    response.headers["RateLimit-Reset"] = str(reset)
    response.headers["RateLimit-Policy"] = ", ".join(
        f"{amount};w={WINDOW}" for _, amount, methods, _ in table if request.method in methods)
    if response.status_code == 429:
        response.headers["Retry-After"] = str(max(1, reset))


def _windows(limiter: Limiter, counted: list[RequestLimit]) -> list[tuple[int, int]]:
    """(remaining, seconds to reset) of each limit counted: from Redis in one round trip (flask-limiter's
    RequestLimit.window makes two per limit), from the in-memory fallback while Redis is away."""
    storage = limiter.storage
    if isinstance(storage, RedisStorage) and limiter.limiter.storage is storage:
        pipe = cast(redis.Redis, storage.get_connection()).pipeline(transaction=False)
        for rl in counted:
            key = storage.prefixed_key(rl.limit.key_for(*rl.request_args))
            pipe.get(key)
            pipe.ttl(key)
        values = pipe.execute()
        return [(max(0, rl.limit.amount - int(values[2 * i] or 0)), max(0, values[2 * i + 1]))
                for i, rl in enumerate(counted)]
    now = time.time()
    return [(rl.window.remaining, max(0, math.ceil(rl.window.reset_time - now))) for rl in counted]


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
            responses["429"] = {
                "description": RATE_LIMITED,
                "headers": {name: name for name in (*HEADERS, "Retry-After")},
                "content": {"application/problem+json": {"schema": "Problem"}},
            }
