"""Real processes for the tests that need them: a free port, and ./scripts/serve's launcher started as a
newcomer starts it (its own port, an embedded Redis with its data in a test folder, a key prefix of its own)."""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import redis

ROOT = Path(__file__).resolve().parents[2]
# settings of this process the children do not inherit (a test passes its own): the store's and RQ's Redis, ours
ENV_LEFT_OUT = ("REDIS_URL", "REDIS_CLUSTER", "RQ_REDIS_URL", "TABULA_")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base: str, method: str, path: str, body: dict | None = None, token: str = "",
         key: str = "") -> tuple[int, dict]:
    """One JSON request to a real server: (status, the answer's JSON); an error status is answered, not raised."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {}),
               **({"Idempotency-Key": key} if key else {})}
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def wait_for_banner(server: subprocess.Popen, log_path: Path, base: str, timeout: float) -> None:
    """Until the launcher started by start_serve prints that it serves `base` (Redis, API and worker up)."""
    end = time.monotonic() + timeout
    while f"Tabula API on {base}" not in log_path.read_text(errors="replace"):
        assert server.poll() is None, f"scripts/_serve.py exited:\n{log_path.read_text()[-3000:]}"
        assert time.monotonic() < end, f"no banner after {timeout} s:\n{log_path.read_text()[-3000:]}"
        time.sleep(0.2)


def start_serve(tmp_path: Path, prefix: str, port: int, **env: str) -> tuple[subprocess.Popen, IO[str]]:
    """scripts/_serve.py in a session of its own, its output in tmp_path/serve.log (the caller closes the log
    it returns); REDIS_URL, REDIS_CLUSTER, RQ_REDIS_URL and TABULA_* of this process are left out, `env` is added
    (e.g. REDIS_URL=<a cluster node>, REDIS_CLUSTER=1, RQ_REDIS_URL=<a single Redis>: every child gets them)."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT)}
    environ.update({"PORT": str(port), "TABULA_DATA_DIR": str(tmp_path / "data"), "TABULA_PREFIX": prefix, **env})
    log = open(tmp_path / "serve.log", "w")  # noqa: SIM115 - the caller closes it
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "_serve.py")], cwd=ROOT, env=environ,
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    return server, log


@contextmanager
def procfile_web(redis_url: str, **env: str) -> Iterator[tuple[int, subprocess.Popen]]:
    """The Procfile's web line (gunicorn) on a free port, against `redis_url` under a key prefix of its own
    (deleted afterwards): its port and process. No jobs, no rate limits; `env` is added."""
    port, prefix = free_port(), f"test-web-{uuid.uuid4().hex[:10]}"
    lines = dict(line.split(":", 1) for line in (ROOT / "Procfile").read_text().splitlines()
                 if line.strip() and not line.startswith("#"))
    environ = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT)}
    environ.update(PORT=str(port), HOST="127.0.0.1", REDIS_URL=redis_url, TABULA_PREFIX=prefix, TABULA_ENQUEUE="0",
                   TABULA_RATE_LIMITS="0", PATH=f"{Path(sys.executable).parent}{os.pathsep}{environ.get('PATH', '')}",
                   **env)
    server = subprocess.Popen(["bash", "-c", "exec " + lines["web"].strip()], cwd=ROOT, env=environ,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None, server.stderr.read().decode()[-3000:]  # type: ignore[union-attr]
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/v1/health")
                if conn.getresponse().status == 200:
                    conn.close()
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, "gunicorn did not answer within 60 s"
            time.sleep(0.2)
        yield port, server
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
        server.stderr.close()  # type: ignore[union-attr]
        conn_ = redis.Redis.from_url(redis_url)
        keys = list(conn_.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            conn_.delete(*keys)
