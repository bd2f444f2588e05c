"""End to end: the real launcher (embedded Redis, and the Procfile's lines: gunicorn, one RQ worker, the repair
process) as processes: an AI-vs-AI game of A Few Acres of Snow played to its scored end over HTTP, a search AI
whose work horse is killed mid-thought still playing its turn once, then Ctrl-C.

The game is waited for by its progress, not by a wall-clock deadline: the test fails when the game's version
has not moved for STALL seconds (a lost job: the repair process must act within 30 s), however long a loaded
machine takes to play the whole game (it took 189 s alone and over 420 s beside other suites)."""
from __future__ import annotations

import json
import os
import random
import signal
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from api.config import Config
from api.service import Service
from api.store import connect, open_store
from engine.bots import random_command

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


def kill_a_thinking_horse(base: str, session: int) -> str:
    """A search AI thinks 3 s; its work horse is killed with SIGKILL mid-thought. RQ records the job as failed
    and enqueues it again at once: the turn is still played, and each command once. The game's id."""
    status, created = call(base, "POST", "/v1/games", {"type": "acres", "seed": "kill", "seats": [
        {"kind": "ai", "level": "search", "think_seconds": 3}, {"kind": "human"}]})
    assert status == 201, created
    game = created["game_id"]
    horse = wait_for(lambda: work_horse(session), 30, "the AI job's work horse")
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
    return game


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

        kill_a_thinking_horse(base, server.pid)
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C
        code = server.wait(timeout=60)
        log.close()
    assert code == 0, (tmp_path / "serve.log").read_text()[-3000:]
    assert list((tmp_path / "data").glob("*.aof")) or list((tmp_path / "data").glob("appendonly*")), \
        "the embedded Redis kept no append-only file"


def follow_and_play(base: str, game: str, token: str, rng: random.Random) -> tuple[list[int], dict, int]:
    """The human seat as a bot: follows the game's NDJSON feed with its token and posts a random legal command
    (with an Idempotency-Key) on each `your_turn`; every third post is sent twice with the same key, and the
    replay must get the first answer. Reconnects after the last version seen when a stream closes early.
    Returns the versions the feed gave: the first view's (the AI seat may have moved before the feed opened),
    then its entries'; its `end` item, and the posts accepted."""
    seen: list[int] = []
    after, moved, posts = None, time.monotonic(), 0
    while True:
        query = "format=ndjson&keep_alive=5&timeout=60" + (f"&after={after}" if after is not None else "")
        request = urllib.request.Request(f"{base}/v1/games/{game}/feed?{query}",
                                         headers={"Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(request, timeout=60) as stream:
            for line in stream:
                item = json.loads(line)
                assert item["type"] != "error", item
                if item["type"] == "entry" or (item["type"] == "view" and not seen):
                    seen.append(item["version"])
                    moved = time.monotonic()
                after = item.get("version", after)
                if item["type"] == "end":
                    return seen, item, posts
                if item["type"] == "your_turn":
                    body = {"expected_version": item["version"],
                            "command": random_command(item["legal_commands"], rng, by_type=True)}
                    key = uuid.uuid4().hex
                    answer = call(base, "POST", f"/v1/games/{game}/commands", body, token, key)
                    assert answer[0] in (200, 201), answer
                    posts += 1
                    if posts % 3 == 0:  # a client retrying: the same answer, nothing logged twice
                        status, again = call(base, "POST", f"/v1/games/{game}/commands", body, token, key)
                        assert again.pop("replayed") and not answer[1]["replayed"] and (status, again) == (
                            answer[0], {k: v for k, v in answer[1].items() if k != "replayed"})
                assert time.monotonic() - moved < STALL, f"no new entry for {STALL} s (after version {after})"


@pytest.fixture
def stack_env(backend: str, request: pytest.FixtureRequest, redis_url: str):
    """The settings every process of the stack gets: the store on the shared single Redis, or on the local
    Redis Cluster (REDIS_CLUSTER=1) with RQ on the single Redis (RQ_REDIS_URL); a key prefix of its own,
    whose keys (and RQ's jobs of its games) are deleted afterwards."""
    prefix = f"test-e2e-{uuid.uuid4().hex[:10]}"
    store_url = request.getfixturevalue("cluster_url") if backend == "cluster" else redis_url
    env = {"REDIS_URL": store_url, "REDIS_CLUSTER": "1" if backend == "cluster" else "0",
           "RQ_REDIS_URL": redis_url, "TABULA_PREFIX": prefix}
    games: list[str] = []
    yield env, games
    for url, patterns in ((store_url, [f"{prefix}:*"]),
                          (redis_url, [f"{prefix}:*", f"rq:*{prefix}*", *(f"rq:*{g}*" for g in games)])):
        conn = connect(url)
        for pattern in patterns:
            keys = list(conn.scan_iter(match=pattern, count=1000))
            if keys:
                conn.delete(*keys)


@pytest.mark.cluster
def test_human_vs_ai_game_over_a_feed_by_real_processes(tmp_path: Path, stack_env, backend: str) -> None:
    """The stack (gunicorn with 2 workers, the RQ worker, the repair process) on a single Redis or with its store
    on a Redis Cluster: a human seat follows its feed and plays random commands against the heuristic AI to the
    game's end. The log folds to the stored result, each version once; the feed gave every entry once; a replayed
    post is answered from its idempotency key. Then a work horse is killed mid-AI-turn (kill_a_thinking_horse)."""
    env, games = stack_env
    port = free_port()
    server, log = start_serve(tmp_path, env["TABULA_PREFIX"], port, **env)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: f"Tabula API on {base}" in (tmp_path / "serve.log").read_text(), 90, "the banner")
        status, created = call(base, "POST", "/v1/games", {"type": "acres", "seed": f"e2e-{backend}", "seats": [
            {"kind": "ai"}, {"kind": "human"}]}, key=uuid.uuid4().hex)
        assert status == 201, created
        game = created["game_id"]
        games.append(game)
        token = next(s["token"] for s in created["seats"] if s["seat"] == "french")
        seen, end, posts = follow_and_play(base, game, token, random.Random(backend))

        status, summary = call(base, "GET", f"/v1/games/{game}")
        version = summary["version"]
        assert summary["status"] == "over" and end["version"] == version and end["result"] == summary["result"]
        assert seen == list(range(seen[0], version + 1)), "the feed missed or repeated an entry"
        def stored() -> dict | None:  # 202 until the scoring job has stored the result
            status, answer = call(base, "GET", f"/v1/games/{game}/result")
            return answer if status == 200 else None

        result = wait_for(stored, STALL, "the scoring job's result")
        assert result["version"] == version and result["result"] == end["result"]

        # The store itself (on the cluster, for [cluster]): each version once, the log folds to the result.
        config = Config(redis_url=env["REDIS_URL"], redis_cluster=backend == "cluster",
                        rq_redis_url=env["RQ_REDIS_URL"], prefix=env["TABULA_PREFIX"])
        store = open_store(config)
        entries = store.entries(game)
        assert [e.version for e in entries] == list(range(1, version + 1))
        assert sum(1 for e in entries if e.seat == "french") == posts, "a replayed post was logged again"
        final = Service(store).load(game)
        assert final.over and final.version == version
        assert final.engine.result(final.state) == store.result(game)["result"] == result["result"]

        metrics = (tmp_path / "data" / "metrics-token").read_text().strip()  # the result stored once:
        request = urllib.request.Request(f"{base}/metrics", headers={"Authorization": f"Bearer {metrics}"})
        text = urllib.request.urlopen(request, timeout=30).read().decode()
        assert 'tabula_jobs_total{outcome="stored",queue="scoring"} 1.0' in text.splitlines(), text

        games.append(kill_a_thinking_horse(base, server.pid))  # and a work horse killed mid-AI-turn
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C
        code = server.wait(timeout=60)
        log.close()
    assert code == 0, (tmp_path / "serve.log").read_text()[-3000:]
