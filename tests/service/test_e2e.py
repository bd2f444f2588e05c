"""End to end: the real launcher (embedded Redis, gunicorn running the Procfile's web line, one RQ worker)
as processes, an AI-vs-AI game of A Few Acres of Snow played to its scored end over HTTP, then Ctrl-C."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME_TIMEOUT = 240  # seconds; a random game takes 10-60 s here


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base: str, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def wait_for(check, timeout: float, what: str):  # noqa: ANN001, ANN201
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            found = check()
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            found = None
        if found:
            return found
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


def test_ai_game_played_to_its_scored_end_by_real_processes(tmp_path: Path) -> None:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_URL", "TABULA_"))}
    env.update(PORT=str(port), TABULA_DATA_DIR=str(tmp_path / "data"), TABULA_PREFIX="e2e")
    log = open(tmp_path / "serve.log", "w")  # noqa: SIM115 - closed below
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "_serve.py")], cwd=ROOT, env=env,
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: call(base, "GET", "/v1/health")[0] == 200, 90, "the API")
        status, created = call(base, "POST", "/v1/games",
                               {"type": "acres", "seats": [{"kind": "ai"}, {"kind": "ai"}], "seed": "e2e"})
        assert status == 201, created
        game = created["game_id"]
        result = wait_for(lambda: (lambda r: r[1] if r[0] == 200 else None)(call(base, "GET", f"/v1/games/{game}/result")),
                          GAME_TIMEOUT, "the scored end of the game")
        status, summary = call(base, "GET", f"/v1/games/{game}")
        assert summary["status"] == "over" and result["version"] == summary["version"]
        scores = result["result"]["scores"]
        assert result["result"]["winner"] in ("british", "french")
        assert all(s["total"] == s["villages"] + s["towns"] + s["captured"] for s in scores.values())
        status, full_log = call(base, "GET", f"/v1/games/{game}/log")
        assert full_log["complete"] and len(full_log["entries"]) == summary["version"]
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C
        code = server.wait(timeout=60)
        log.close()
    assert code == 0, (tmp_path / "serve.log").read_text()[-3000:]
    assert list((tmp_path / "data").glob("*.aof")) or list((tmp_path / "data").glob("appendonly*")), \
        "the embedded Redis kept no append-only file"
