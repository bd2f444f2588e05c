"""End to end: the real launcher (embedded Redis, and the Procfile's lines: gunicorn, one RQ worker, the repair
process) as processes: an AI-vs-AI game of A Few Acres of Snow played to its scored end over HTTP, a search AI
whose work horse is killed mid-thought still playing its turn once, then Ctrl-C.

The game is waited for by its progress, not by a wall-clock deadline: the test fails when the game's version
has not moved for STALL seconds (a lost job: the repair process must act within 30 s), however long a loaded
machine takes to play the whole game (it took 189 s alone and over 420 s beside other suites)."""
from __future__ import annotations

import os
import signal
import time
import urllib.error
import urllib.request
from pathlib import Path

from .launcher import call, free_port, start_serve

STALL = 90  # seconds without a new command (or the result) before the game counts as stalled
GAME_CAP = 3600  # seconds: a safety net only (a heuristic game takes 20-90 s on an idle machine)


def wait_for(check, timeout: float, what: str):
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


def wait_for_the_end(base: str, game: str) -> dict:
    """The game's result, waiting as long as the game makes progress (a new version every STALL seconds)."""
    start = moved = time.monotonic()
    last = -1
    while True:
        try:
            status, result = call(base, "GET", f"/v1/games/{game}/result")
            if status == 200:
                return result
            version = call(base, "GET", f"/v1/games/{game}")[1].get("version", last)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            version = last
        now = time.monotonic()
        if version != last:
            last, moved = version, now
        assert now - moved < STALL, f"the game stalled at version {last} for {STALL} s"
        assert now - start < GAME_CAP, f"the game did not end in {GAME_CAP} s (at version {last})"
        time.sleep(0.5)


def french_to_act(base: str, game: str) -> dict | None:
    summary = call(base, "GET", f"/v1/games/{game}")[1]
    return summary if summary.get("to_act") == ["french"] else None


def processes(session: int) -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, command line) of the live processes of a session (from /proc)."""
    out = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except (OSError, IndexError):
            continue
        if int(fields[3]) == session:
            out[int(stat.parent.name)] = (int(fields[1]), cmdline)
    return out


def work_horse(session: int) -> int | None:
    """The RQ work horse running a job: a worker process forked by the worker process."""
    procs = processes(session)
    for pid, (parent, cmd) in procs.items():
        if "workers.worker" in cmd and "workers.worker" in procs.get(parent, (0, ""))[1]:
            return pid
    return None


def test_ai_game_played_to_its_scored_end_by_real_processes(tmp_path: Path) -> None:
    port = free_port()
    server, log = start_serve(tmp_path, "e2e", port)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: call(base, "GET", "/v1/health")[0] == 200, 90, "the API")
        status, created = call(base, "POST", "/v1/games",
                               {"type": "acres", "seats": [{"kind": "ai"}, {"kind": "ai"}], "seed": "e2e"})
        assert status == 201, created
        game = created["game_id"]
        result = wait_for_the_end(base, game)
        status, summary = call(base, "GET", f"/v1/games/{game}")
        assert summary["status"] == "over" and result["version"] == summary["version"]
        scores = result["result"]["scores"]
        assert result["result"]["winner"] in ("british", "french")
        assert all(s["total"] == s["villages"] + s["towns"] + s["captured"] for s in scores.values())
        status, full_log = call(base, "GET", f"/v1/games/{game}/log")
        assert full_log["complete"] and len(full_log["entries"]) == summary["version"]

        # A search AI thinks 3 s; its work horse is killed with SIGKILL mid-thought. RQ records the job as
        # failed and enqueues it again at once: the turn is still played, and each command once.
        status, created = call(base, "POST", "/v1/games", {"type": "acres", "seed": "kill", "seats": [
            {"kind": "ai", "level": "search", "think_seconds": 3}, {"kind": "human"}]})
        game = created["game_id"]
        horse = wait_for(lambda: work_horse(server.pid), 30, "the AI job's work horse")
        time.sleep(0.5)
        os.kill(horse, signal.SIGKILL)
        assert call(base, "GET", f"/v1/games/{game}")[1]["version"] == 0  # killed before it could play
        killed = time.time()
        summary = wait_for(lambda: french_to_act(base, game), 120, "the killed AI's turn to be played")
        first = call(base, "GET", f"/v1/games/{game}/events?after=0")[1]["entries"][0]
        assert first["ts"] / 1000 - killed < 30, "the killed job was played again too late"
        status, full_log = call(base, "GET", f"/v1/games/{game}/log")
        commands = [e["command"]["type"] for e in full_log["entries"] if e["seat"] == "british"]
        assert len(commands) == summary["version"] >= 2 and commands.count("end_turn") == 1, commands
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C
        code = server.wait(timeout=60)
        log.close()
    assert code == 0, (tmp_path / "serve.log").read_text()[-3000:]
    assert list((tmp_path / "data").glob("*.aof")) or list((tmp_path / "data").glob("appendonly*")), \
        "the embedded Redis kept no append-only file"
