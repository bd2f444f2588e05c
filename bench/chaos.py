"""Chaos run (issue 22): the whole stack on this machine, bots playing through the HTTP API, processes and a
Redis Cluster master killed at random; then every acknowledged command is looked for in the store.

    .venv/bin/python bench/chaos.py [--seconds 120] [--bots 8] [--seed 1] [--no-master-kills] [--single]
                                    [--json report.json] [--keep]

What runs (each in a session of its own, so that it can be killed whole, all with the same environment):

- the store: a local Redis Cluster (tests/rediscluster.py: 3 masters + 3 replicas of Redis 7, AOF everysec,
  node timeout 1.5 s; TABULA_ACK_REPLICAS is left at its cluster default, 1), or with --single one redis-server
  with the embedded set-up's AOF (appendfsync always);
- RQ's Redis: a redis-server of its own (AOF always), never killed;
- the Procfile's web line with `--workers 4` (bench/servers.py `gunicorn_argv`), 2 x `python -m workers.worker`,
  1 x `python -m workers.sweep`. A supervisor thread starts any of them again when it dies (as a process manager
  would) and records an exit nobody caused ("unexpected exits" in the report). Rate limits are off
  (TABULA_RATE_LIMITS=0: every bot shares one address), /metrics is on (TABULA_METRICS_TOKEN), and every process
  writes its metrics into one PROMETHEUS_MULTIPROC_DIR, so the totals cover the whole run across restarts.

The bots (--bots threads) play game after game through the API only: they create a game (A Few Acres of Snow or
The First Sparks, two seats: both human and driven by the bot, or one AI seat of level random, heuristic or
search thinking 0.4 s, so AI jobs run), follow each human seat's NDJSON feed (docs/feeds.md) with its token
(resuming after the last version seen when a stream breaks) and, on each `your_turn`, post a random legal command
with a fresh Idempotency-Key. A post that meets a connection error, a timeout, a 5xx is sent again, the same
request with the same key, until it is answered (GIVE_UP seconds at most). Every 2xx is recorded (game, seat,
version, key) with the first answer per key; a 409 that answers a retry is recorded too, checked later (the key
must then not be in the log). After 20 to 80 of its commands a game is resigned, so games end and are scored;
when the run ends every game still going is resigned too.

The chaos thread, every 4 to 8 s (seeded): SIGKILLs a gunicorn worker (its master forks another), the whole
gunicorn (started again), an RQ work horse mid-job (the worker retries the job), an RQ worker with its horse
(started again), the repair process (started again), or a cluster master: SIGKILL, wait until its replica is
promoted and the cluster is whole, and only then start the old master again on its directory, so that it rejoins
as a replica of the promoted one. (Not before: a master started again before the failover, from an AOF fsynced
every second, may come back without its last second of writes, and its replica would then resync from it and
drop acknowledged entries. The run never does that.) With --single the store's redis-server is killed and
started again on its directory instead.

Recovery after each kill: from the kill until every bot playing then has made progress again (an acknowledged
command of its own, or an AI seat's entry in its feed), and, for the bots waiting for an AI turn, until an AI
entry came. At the end the kills stop, every process is up, the bots stop and resign what they play, the scoring
jobs are waited for; then the store itself (api/store.py, api/service.py) is read:

- lost: an acknowledged (game, version, key) whose entry is not there with that key (goal 0);
- doubled: a key twice in a log, an acknowledged key at two versions or logged at another version than the one
  acknowledged, an AI decision key (workers/ai.py: ai-<game>-<seat>-<version>) twice or at the wrong version
  (goal 0);
- folds: each game's log folded from scratch twice, every engine command played again from the game's seed (the
  same events), and Service.load (snapshot + tail) all give one state; a finished game's stored result is the
  fold's, stored once (`tabula_jobs_total{queue="scoring",outcome="stored"}` = the number of results);
- errors the clients saw, by kind; /metrics of the web (commands accepted and refused, Redis errors, AI turn
  wait, jobs) beside the clients' own counts.

Exits 1 if anything is lost, doubled, does not fold or replay, an AI turn or a scoring is doubled, or a game is
left waiting for a job. The run's directory (every process's log) is printed, and removed unless --keep or a
failure. Takes --seconds plus about 30-60 s (start, settle, checks).
"""
from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import random
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import redis
from servers import children, gunicorn_argv, procfile_web_line

from api.config import Config
from api.service import Service, current, game_events
from api.store import open_store
from engine import lifecycle
from engine.bots import random_command
from engine.core import seeded_rng
from tests.rediscluster import free_ports, local_cluster, server_binary
from tests.service.launcher import ENV_LEFT_OUT
from workers.queue import ai_job_id

GIVE_UP = 120.0  # seconds a bot retries one request before it records it as unanswered
NODE_TIMEOUT_MS = 1500
SETTLE = 120.0  # seconds the end waits for every game's jobs
AI_SEATS: list[dict[str, Any]] = [{"kind": "ai", "level": "random"}, {"kind": "ai", "level": "heuristic"},
            {"kind": "ai", "level": "search", "think_seconds": 0.4}]
MIX = [("acres", 0), ("acres", 1), ("sparks", 0), ("sparks", 1)]  # (title, AI seats)


def now() -> float:
    return time.monotonic()


# -- processes ---------------------------------------------------------------------------------------------------
class Proc:
    """One process of the stack in a session of its own, its output appended to <run>/<name>.log."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], run: Path):
        self.name, self.argv, self.env, self.run = name, argv, env, run
        self.popen: subprocess.Popen[bytes] | None = None
        self.expect_exit = False  # the chaos thread killed it: not an unexpected exit
        self.starts = 0

    def start(self) -> None:
        with open(self.run / f"{self.name}.log", "ab") as log:
            self.popen = subprocess.Popen(self.argv, cwd=ROOT, env=self.env, stdin=subprocess.DEVNULL, stdout=log,
                                          stderr=subprocess.STDOUT, start_new_session=True)
        self.expect_exit = False
        self.starts += 1

    @property
    def pid(self) -> int:
        assert self.popen is not None
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def kill_group(self, sig: int = signal.SIGKILL) -> None:
        if self.popen is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.popen.pid, sig)

    def stop(self) -> None:
        self.expect_exit = True
        self.kill_group(signal.SIGTERM)
        try:
            if self.popen is not None:
                self.popen.wait(20)
        except subprocess.TimeoutExpired:
            pass
        self.kill_group(signal.SIGKILL)
        if self.popen is not None:
            self.popen.wait()


class Supervisor:
    """Starts again any process of the stack that died, after what it left in its session is killed."""

    def __init__(self, procs: list[Proc], events: Events):
        self.procs, self.events = procs, events
        self.stopping = False
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.loop, name="supervisor", daemon=True)

    def loop(self) -> None:
        while not self.stopping:
            with self.lock:
                for proc in self.procs:
                    if proc.popen is not None and not proc.alive() and not self.stopping:
                        code = proc.popen.returncode
                        if not proc.expect_exit:
                            self.events.unexpected.append((round(now() - self.events.t0, 1), proc.name, code))
                        proc.kill_group()  # e.g. a killed gunicorn master's workers
                        proc.start()
            time.sleep(0.2)


def redis_server(home: Path, port: int, binary: str) -> subprocess.Popen[bytes]:
    """A redis-server with the embedded set-up's AOF (appendfsync always), answering before this returns."""
    home.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([binary, "--bind", "127.0.0.1", "--port", str(port), "--daemonize", "no", "--dir",
                             str(home), "--save", "", "--appendonly", "yes", "--appendfsync", "always",
                             "--logfile", "redis.log"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    client = redis.Redis(port=port, socket_connect_timeout=1)
    deadline = now() + 30
    while True:
        try:
            if client.ping():
                return proc
        except (redis.ConnectionError, redis.BusyLoadingError):
            if proc.poll() is not None or now() > deadline:
                raise
            time.sleep(0.05)


# -- what the clients saw ----------------------------------------------------------------------------------------
@dataclass
class Events:
    t0: float = field(default_factory=now)
    lock: threading.Lock = field(default_factory=threading.Lock)
    acked: list[dict[str, Any]] = field(default_factory=list)  # game, seat, version, key, expected, t
    first_answer: dict[str, tuple[int, int]] = field(default_factory=dict)  # key -> (status, version)
    answer_changed: list[dict[str, Any]] = field(default_factory=list)  # a key answered two ways
    conflict_after_retry: list[dict[str, Any]] = field(default_factory=list)  # 409 to a retried post
    unanswered: list[dict[str, Any]] = field(default_factory=list)
    sent_keys: set[str] = field(default_factory=set)
    errors: Counter[str] = field(default_factory=Counter)
    progress: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))  # bot -> times
    ai_progress: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    waiting_ai: dict[int, list[tuple[float, float]]] = field(default_factory=lambda: defaultdict(list))
    games: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> title, ai seats
    kills: list[dict[str, Any]] = field(default_factory=list)
    unexpected: list[tuple[float, str, int | None]] = field(default_factory=list)
    posts: int = 0
    retries: int = 0
    first_conflicts: int = 0
    created: int = 0

    def error(self, kind: str) -> None:
        with self.lock:
            self.errors[kind] += 1


class Http:
    """JSON over one fresh connection per request (gunicorn restarts drop kept connections anyway)."""

    def __init__(self, port: int):
        self.port = port

    def call(self, method: str, path: str, body: Any = None, token: str = "", key: str = "",
             timeout: float = 15.0) -> tuple[int, dict[str, Any]]:
        headers = {"Content-Type": "application/json", "Connection": "close"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if key:
            headers["Idempotency-Key"] = key
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, json.dumps(body) if body is not None else None, headers)
            response = conn.getresponse()
            raw = response.read()
            try:
                answer = json.loads(raw) if raw else {}
            except ValueError:
                answer = {"code": f"not-json:{raw[:40]!r}"}
            return response.status, answer if isinstance(answer, dict) else {"body": answer}
        finally:
            conn.close()


RETRY_STATUSES = range(500, 600)  # a 5xx: send the same request again (502/503/504 expected in a chaos run)


class Bot:
    """Plays game after game until told to stop; one thread per human seat of the game it plays."""

    def __init__(self, number: int, api: Http, events: Events, rng: random.Random, stop: threading.Event):
        self.number, self.api, self.events, self.rng, self.stop = number, api, events, rng, stop
        self.thread = threading.Thread(target=self.run, name=f"bot-{number}", daemon=True)
        self.current: str | None = None

    def progressed(self, ai: bool = False) -> None:
        t = now()
        with self.events.lock:
            self.events.progress[self.number].append(t)
            if ai:
                self.events.ai_progress[self.number].append(t)

    def retrying(self, method: str, path: str, body: Any, token: str, key: str) -> tuple[int, dict[str, Any], int] | None:
        """The first answer that is not a 5xx or a failed connection: (status, body, attempts); None after GIVE_UP."""
        started, attempts, pause = now(), 0, 0.1
        what = "POST command" if path.endswith("/commands") else f"{method} {path.split('/')[2]}"
        while True:
            attempts += 1
            try:
                status, answer = self.api.call(method, path, body, token, key)
            except (OSError, http.client.HTTPException) as exc:
                self.events.error(f"{what}: {type(exc).__name__}")
            else:
                if status not in RETRY_STATUSES:
                    return status, answer, attempts
                self.events.error(f"{what}: {status} {answer.get('code', '')}".rstrip())
            if now() - started > GIVE_UP:
                return None
            with self.events.lock:
                self.events.retries += 1
            time.sleep(pause)
            pause = min(1.0, pause * 1.5)

    def run(self) -> None:
        while not self.stop.is_set():
            title, ais = self.rng.choice(MIX)
            seats: list[dict[str, Any]] = [{"kind": "human"}, {"kind": "human"}]
            ai_index = self.rng.randrange(2)
            if ais:
                seats[ai_index] = dict(self.rng.choice(AI_SEATS))
            done = self.retrying("POST", "/v1/games", {"type": title, "seats": seats}, "", "")
            if done is None or done[0] != 201:
                if done is not None:
                    self.events.error(f"POST games: {done[0]} {done[1].get('code', '')}")
                time.sleep(0.5)
                continue
            created = done[1]
            game = created["game_id"]
            ai_seats = [s["seat"] for s in created["seats"] if not s.get("token")]
            with self.events.lock:
                self.events.games[game] = {"title": title, "ai": ai_seats, "bot": self.number}
                self.events.created += 1
            self.progressed()
            self.current = game
            shared = {"acked": 0, "budget": self.rng.randint(20, 80), "over": False, "resigning": False,
                      "ai_wait": now() if ai_seats else None, "ai": set(ai_seats), "lock": threading.Lock()}
            seats_threads = [threading.Thread(target=self.seat, args=(game, s["seat"], s["token"], ai_seats, shared,
                                                                      random.Random(self.rng.random())),
                                              name=f"bot-{self.number}-{s['seat']}", daemon=True)
                             for s in created["seats"] if s.get("token")]
            for t in seats_threads:
                t.start()
            for t in seats_threads:
                t.join()
            if not shared["over"]:
                first = next(s for s in created["seats"] if s.get("token"))
                self.resign(game, first["seat"], first["token"])
            self.current = None

    def seat(self, game: str, seat: str, token: str, ai_seats: list[str], shared: dict[str, Any],
             rng: random.Random) -> None:
        after: int | None = None
        posted = -1  # the last version this seat posted at
        while not self.stop.is_set() and not shared["over"]:
            query = "format=ndjson&keep_alive=2&timeout=60" + (f"&after={after}" if after is not None else "")
            conn = http.client.HTTPConnection("127.0.0.1", self.api.port, timeout=10)
            try:
                conn.request("GET", f"/v1/games/{game}/feed?{query}", headers={"Authorization": f"Bearer {token}"})
                response = conn.getresponse()
                if response.status != 200:
                    raw = response.read()
                    self.events.error(f"GET feed: {response.status} {json.loads(raw or b'{}').get('code', '')}")
                    time.sleep(0.3)
                    continue
                while not self.stop.is_set():
                    line = response.readline()
                    if not line:
                        break  # the stream closed (timeout, a killed worker): resume
                    item = json.loads(line)
                    kind = item["type"]
                    if kind == "error":
                        self.events.error(f"feed item: error {item.get('code')}")
                        break
                    if "version" in item and kind != "your_turn":
                        after = item["version"]
                    if kind == "entry" and item["seat"] in ai_seats:
                        self.progressed(ai=True)
                        with shared["lock"]:
                            since, shared["ai_wait"] = shared["ai_wait"], None
                        if since is not None:  # the AI's first entry after the bot handed it the turn
                            with self.events.lock:
                                self.events.waiting_ai[self.number].append((since, now()))
                    elif kind == "end":
                        shared["over"] = True
                        break
                    elif kind == "your_turn" and item["version"] > posted:
                        posted = item["version"]
                        self.play(game, seat, token, item, shared, rng)
            except (OSError, http.client.HTTPException, ValueError) as exc:
                self.events.error(f"GET feed: {type(exc).__name__}")
                time.sleep(0.3)
            finally:
                conn.close()

    def play(self, game: str, seat: str, token: str, item: dict[str, Any], shared: dict[str, Any],
             rng: random.Random) -> None:
        time.sleep(rng.uniform(0.02, 0.15))  # a bot's thought
        with shared["lock"]:
            resign = shared["acked"] >= shared["budget"] and not shared["resigning"]
            shared["resigning"] |= resign
        command = {"type": "resign"} if resign else random_command(item["legal_commands"], rng, by_type=True)
        status, answer = self.post(game, seat, token, item["version"], command)
        with shared["lock"]:
            if status in (200, 201):
                shared["acked"] += 1
                shared["over"] |= answer.get("status") == "over"
                if set(answer.get("to_act", [])) & shared["ai"]:  # an AI seat to act: the bot waits for it
                    shared["ai_wait"] = now()
            elif resign:
                shared["resigning"] = False

    def post(self, game: str, seat: str, token: str, expected: int,
             command: dict[str, Any]) -> tuple[int | None, dict[str, Any]]:
        """Posts `command` at `expected` with a fresh key, retried until answered: the status and answer."""
        key = uuid.uuid4().hex
        with self.events.lock:
            self.events.sent_keys.add(key)
            self.events.posts += 1
        body = {"expected_version": expected, "command": command}
        done = self.retrying("POST", f"/v1/games/{game}/commands", body, token, key)
        if done is None:
            with self.events.lock:
                self.events.unanswered.append({"game": game, "seat": seat, "key": key, "expected": expected})
            return None, {}
        status, answer, attempts = done
        record = {"game": game, "seat": seat, "key": key, "expected": expected, "attempts": attempts,
                  "t": round(now() - self.events.t0, 2), "command": command["type"]}
        with self.events.lock:
            if status in (200, 201):
                version = int(answer["version"])
                self.events.acked.append({**record, "version": version})
                first = self.events.first_answer.setdefault(key, (status, version))
                if first != (status, version) or (answer.get("replayed") and attempts == 1):
                    self.events.answer_changed.append({**record, "first": first, "then": (status, version)})
            elif status == 409 and answer.get("code") == "version_conflict":
                if attempts > 1:
                    self.events.conflict_after_retry.append({**record, "current": answer.get("current_version")})
                else:
                    self.events.first_conflicts += 1
            else:
                self.events.errors[f"POST command: {status} {answer.get('code', '')}"] += 1
        if status in (200, 201):
            self.progressed()
        return status, answer

    def resign(self, game: str, seat: str, token: str) -> None:
        """Ends the game (the run's end): resign at its version until it is over."""
        for _ in range(20):
            done = self.retrying("GET", f"/v1/games/{game}", None, token, "")
            if done is None or done[0] != 200:
                return
            summary = done[1]
            if summary.get("status") == "over":
                return
            status, _ = self.post(game, seat, token, int(summary["version"]), {"type": "resign"})
            if status in (200, 201):
                return
            time.sleep(0.2)


# -- chaos -------------------------------------------------------------------------------------------------------
class Chaos:
    KINDS_CLUSTER: ClassVar[dict[str, int]] = {"gunicorn worker": 3, "gunicorn": 1, "rq horse": 2, "rq worker": 1, "sweep": 1, "master": 2}

    def __init__(self, stack: Stack, events: Events, seed: int, masters: bool):
        # when and what: from the seed alone; which victim: from a generator of its own (so that the number of
        # processes found at a kill never shifts the schedule)
        self.stack, self.events = stack, events
        self.rng, self.victims = random.Random(f"{seed}:chaos"), random.Random(f"{seed}:victims")
        self.kinds = dict(self.KINDS_CLUSTER)
        if not masters:
            self.kinds.pop("master")

    def run(self, until: float) -> None:
        while True:
            pause = self.rng.uniform(4, 8)
            if now() + pause > until:
                return
            time.sleep(pause)
            kind = self.rng.choices(list(self.kinds), weights=list(self.kinds.values()))[0]
            try:
                done = getattr(self, "kill_" + kind.replace(" ", "_"))()
            except Exception as exc:  # noqa: BLE001 - a kill that went wrong is reported, the run goes on
                done = {"note": f"{type(exc).__name__}: {exc}"}
            if done is not None:
                self.events.kills.append({"kind": kind, **done})
                print(f"  {done.get('t', '?'):>6} s  killed {kind}"
                      f"{'  ' + done['note'] if done.get('note') else ''}", flush=True)

    def at(self) -> dict[str, Any]:
        t = now()
        return {"mono": t, "t": round(t - self.events.t0, 1)}

    def kill_gunicorn_worker(self) -> dict[str, Any] | None:
        workers = children(self.stack.web.pid)
        if not workers:
            return None
        victim = self.victims.choice(workers)
        done = self.at()
        os.kill(victim, signal.SIGKILL)
        return {**done, "note": f"pid {victim}"}

    def kill_gunicorn(self) -> dict[str, Any]:
        return self.kill_proc(self.stack.web)

    def kill_rq_worker(self) -> dict[str, Any]:
        return self.kill_proc(self.victims.choice(self.stack.workers))

    def kill_sweep(self) -> dict[str, Any]:
        return self.kill_proc(self.stack.sweep)

    def kill_proc(self, proc: Proc) -> dict[str, Any]:
        with self.stack.supervisor.lock:
            proc.expect_exit = True
            done = self.at()
            proc.kill_group()
        return {**done, "note": proc.name}

    def kill_rq_horse(self) -> dict[str, Any] | None:
        """A work horse mid-job: looked for during up to 5 s (a job takes ms, a search AI's 0.4 s)."""
        deadline = now() + 5
        while now() < deadline:
            for proc in self.stack.workers:
                if proc.alive():
                    horses = children(proc.pid)
                    if horses:
                        done = self.at()
                        with contextlib.suppress(ProcessLookupError):
                            os.kill(horses[0], signal.SIGKILL)
                        return {**done, "note": f"{proc.name}'s horse {horses[0]}"}
            time.sleep(0.01)
        return None

    def kill_master(self) -> dict[str, Any]:
        cluster = self.stack.cluster
        if cluster is None:  # --single: the store's redis-server, started again on its directory at once
            done = self.at()
            self.stack.restart_single()
            return {**done, "note": "single redis-server restarted", "back_s": round(now() - done["mono"], 2)}
        victim = self.victims.choice(cluster.masters())
        replica = cluster.replica_of(victim)
        done = self.at()
        cluster.kill(victim)
        failover = cluster.wait_healthy(90)  # the replica promoted: only then may the old master come back
        cluster.start(victim)
        # LocalCluster.wait_synced looks at the nodes that are replicas already: the old master comes back as a
        # master (its nodes.conf) and turns replica when it hears of the failover, so wait for that too
        deadline = now() + 90
        while True:
            try:
                info = cluster.client(victim).info("replication")
                if info.get("role") == "slave" and info.get("master_link_status") == "up":
                    break
            except redis.RedisError:
                pass
            if now() > deadline:
                raise RuntimeError(f"node {victim} did not rejoin as a replica in 90 s")
            time.sleep(0.05)
        cluster.wait_synced(90)
        rejoined = now() - done["mono"]
        return {**done, "note": f"master {victim} (replica {replica} promoted after {failover:.1f} s, "
                                f"{victim} back as replica after {rejoined:.1f} s)",
                "failover_s": round(failover, 2), "rejoined_s": round(rejoined, 2)}


# -- the stack -------------------------------------------------------------------------------------------------------
class Stack:
    def __init__(self, run: Path, single: bool, events: Events, exits: contextlib.ExitStack):
        self.run, self.single, self.events = run, single, events
        self.cluster = None
        self.store_proc: subprocess.Popen[bytes] | None = None
        rq_port, store_port, self.port = free_ports(3)
        self.rq = redis_server(run / "rq-redis", rq_port, server_binary())
        exits.callback(self.rq.kill)
        if single:
            self.store_port = store_port
            self.store_proc = redis_server(run / "store-redis", store_port, server_binary())
            exits.callback(lambda: self.store_proc.kill() if self.store_proc else None)
            store_url = f"redis://127.0.0.1:{store_port}/0"
        else:
            self.cluster = exits.enter_context(local_cluster(node_timeout_ms=NODE_TIMEOUT_MS))
            store_url = self.cluster.url
        self.prefix = f"chaos-{uuid.uuid4().hex[:8]}"
        self.metrics_token = secrets.token_hex(16)
        metrics_dir = run / "metrics"
        metrics_dir.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT) and k != "PROMETHEUS_MULTIPROC_DIR"}
        env.update(REDIS_URL=store_url, REDIS_CLUSTER="0" if single else "1", RQ_REDIS_URL=f"redis://127.0.0.1:{rq_port}/0",
                   TABULA_PREFIX=self.prefix, TABULA_METRICS_TOKEN=self.metrics_token,
                   PROMETHEUS_MULTIPROC_DIR=str(metrics_dir), TABULA_RATE_LIMITS="0", LOG_LEVEL="WARNING",
                   PYTHONUNBUFFERED="1", PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
        self.env = env
        self.config = Config(redis_url=store_url, redis_cluster=not single, rq_redis_url=env["RQ_REDIS_URL"],
                             prefix=self.prefix)
        web = gunicorn_argv(procfile_web_line(), self.port, extra="--workers 4")
        self.web = Proc("web", web, env, run)
        self.workers = [Proc(f"worker{i}", [sys.executable, "-m", "workers.worker"], env, run) for i in (1, 2)]
        self.sweep = Proc("sweep", [sys.executable, "-m", "workers.sweep"], env, run)
        self.procs = [self.web, *self.workers, self.sweep]
        self.supervisor = Supervisor(self.procs, events)
        exits.callback(self.stop)

    def start(self) -> None:
        for proc in self.procs:
            proc.start()
        self.supervisor.thread.start()
        self.wait_api(90)

    def wait_api(self, timeout: float) -> None:
        api, deadline = Http(self.port), now() + timeout
        while True:
            try:
                if api.call("GET", "/v1/health", timeout=5)[0] == 200:
                    return
            except (OSError, http.client.HTTPException):
                pass
            if now() > deadline:
                raise RuntimeError(f"the API did not answer in {timeout} s: see {self.run}/web.log")
            time.sleep(0.2)

    def restart_single(self) -> None:
        assert self.store_proc is not None
        self.store_proc.kill()
        self.store_proc.wait()
        self.store_proc = redis_server(self.run / "store-redis", self.store_port, server_binary())

    def stop(self) -> None:
        self.supervisor.stopping = True
        with self.supervisor.lock:
            for proc in self.procs:
                proc.stop()

    def metrics(self) -> dict[str, list[tuple[dict[str, str], float]]]:
        from prometheus_client.parser import text_string_to_metric_families

        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        conn.request("GET", "/metrics", headers={"Authorization": f"Bearer {self.metrics_token}"})
        text = conn.getresponse().read().decode()
        conn.close()
        out: dict[str, list[tuple[dict[str, str], float]]] = defaultdict(list)
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                out[sample.name].append((dict(sample.labels), sample.value))
        return out


# -- the checks ------------------------------------------------------------------------------------------------------
def settle(stack: Stack, games: list[str], timeout: float) -> list[str]:
    """Waits until every game is over and scored (the bots resigned them): the games still waiting after `timeout`."""
    store = open_store(stack.config)
    service = Service(store, cache=False)
    deadline = now() + timeout
    left = list(games)
    while left and now() < deadline:
        still = []
        for g in left:
            try:
                game = service.load(g)
                if not game.over or store.result(g) is None:
                    still.append(g)
            except redis.RedisError:
                still.append(g)
        left = still
        if left:
            time.sleep(1)
    return left


def state_of(engine: Any, state: Any) -> str:
    return json.dumps(engine.export_position(state), sort_keys=True)


def verify(stack: Stack, events: Events) -> dict[str, Any]:
    store = open_store(stack.config)
    service = Service(store, cache=False)
    known = set(events.games)
    listed = {str(g) for g in store.r.zrange(store.index, 0, -1)}  # type: ignore[union-attr]
    games = sorted(known | listed)
    found: dict[tuple[str, int], Any] = {}
    where: dict[tuple[str, str], list[int]] = defaultdict(list)  # (game, key) -> versions
    out: dict[str, Any] = {"games": len(games), "orphan_games": sorted(listed - known), "entries": 0,
                           "doubled": [], "lost": [], "fold": [], "replay": [], "ai": [], "unknown_keys": [],
                           "scoring": [], "over": 0, "results": 0, "ai_entries": 0, "conflict_applied": []}
    for g in games:
        try:
            game = service.load(g)
        except Exception as exc:  # noqa: BLE001
            out["fold"].append(f"{g}: load failed: {type(exc).__name__}: {exc}")
            continue
        engine, seed = game.engine, game.meta["seed"]
        entries = current(engine, store.entries(g))
        out["entries"] += len(entries)
        if [e.version for e in entries] != list(range(1, len(entries) + 1)):
            out["fold"].append(f"{g}: versions not 1..n")
        ai_seats = {s["seat"] for s in game.seats if s.get("kind") == "ai"}
        for e in entries:
            found[(g, e.version)] = e
            if e.idem:
                where[(g, e.idem)].append(e.version)
            if e.seat in ai_seats:
                out["ai_entries"] += 1
                if e.idem != ai_job_id(g, e.seat, e.version - 1):
                    out["ai"].append(f"{g} v{e.version}: AI entry with key {e.idem!r}")
            elif e.idem not in events.sent_keys:
                out["unknown_keys"].append(f"{g} v{e.version} {e.seat}: key {e.idem!r} no client sent")
        # fold from scratch twice, replay every engine command from the seed, and the service's own load
        setup = game.meta["setup"]
        first = engine.fold(setup + game_events(entries))
        second = engine.fold(setup + game_events(entries))
        state = engine.fold(setup)
        replay_ok = True
        for e in entries:
            if lifecycle.is_lifecycle(e.command):
                continue
            try:
                evs, state = engine.play(state, e.seat, e.command, seeded_rng(seed, e.version))
            except Exception as exc:  # noqa: BLE001
                out["replay"].append(f"{g} v{e.version}: {type(exc).__name__}: {exc}")
                replay_ok = False
                break
            if evs != e.events:
                out["replay"].append(f"{g} v{e.version}: other events when played again")
                replay_ok = False
                break
        states = {state_of(engine, first), state_of(engine, second), state_of(engine, game.state)}
        if replay_ok:
            states.add(state_of(engine, state))
        if len(states) != 1 or game.version != len(entries):
            out["fold"].append(f"{g}: folds to {len(states)} states (load at v{game.version}, log {len(entries)})")
        if game.over:
            out["over"] += 1
            result = store.result(g)
            if result is None:
                out["scoring"].append(f"{g}: over at v{game.version}, no result stored")
            else:
                out["results"] += 1
                if result["result"] != game.result or result["version"] != game.version:
                    out["scoring"].append(f"{g}: stored result differs from the fold's")
    for (g, key), versions in where.items():
        if len(versions) > 1:
            out["doubled"].append(f"{g}: key {key} at versions {versions}")
    acked_at: dict[str, set[int]] = defaultdict(set)
    for a in events.acked:
        acked_at[a["key"]].add(a["version"])
    for key, at in acked_at.items():
        if len(at) > 1:
            out["doubled"].append(f"key {key} acknowledged at versions {sorted(at)}")
    for a in events.acked:
        logged = found.get((a["game"], a["version"]))
        if logged is not None and logged.idem == a["key"]:
            if a["version"] != a["expected"] + 1:
                out["doubled"].append(f"{a['game']}: key {a['key']} posted at {a['expected']}, logged at {a['version']}")
            continue
        elsewhere = where.get((a["game"], a["key"]))
        if elsewhere:
            out["doubled"].append(f"{a['game']}: key {a['key']} acked at v{a['version']}, logged at {elsewhere}")
        else:
            out["lost"].append(a)
    for c in events.conflict_after_retry:
        if where.get((c["game"], c["key"])):
            out["conflict_applied"].append(c)
    return out


def recovery(events: Events, end: float) -> list[dict[str, Any]]:
    """Per kill: seconds until every bot playing then progressed, and until every bot waiting for an AI then got
    its AI entry (None: not before the end)."""
    spans: dict[int, tuple[float, float]] = {}
    for bot, times in events.progress.items():
        spans[bot] = (min(times), max(times))
    rows = []
    for kill in events.kills:
        t = kill.get("mono")
        if t is None:
            continue
        worst: float | None = 0.0
        for bot, times in events.progress.items():
            if spans[bot][0] > t:
                continue
            later = [x for x in times if x > t]
            if not later:
                worst = None if end - t > 5 else worst  # the run ended first
                break
            worst = max(worst, later[0] - t)
        ai_worst = 0.0
        for waits in events.waiting_ai.values():
            for since, got in waits:
                if since <= t < got:
                    ai_worst = max(ai_worst, got - t)
        rows.append({"t": kill["t"], "kind": kill["kind"], "note": kill.get("note", ""),
                     "all_bots_s": None if worst is None else round(worst, 2), "ai_turn_s": round(ai_worst, 2)})
    return rows


def metric(m: dict[str, list[tuple[dict[str, str], float]]], name: str, **labels: str) -> float:
    return sum(v for lab, v in m.get(name, []) if all(lab.get(k) == x for k, x in labels.items()))


def by_label(m: dict[str, list[tuple[dict[str, str], float]]], name: str, label: str) -> dict[str, float]:
    out: dict[str, float] = defaultdict(float)
    for lab, v in m.get(name, []):
        out[lab.get(label, "")] += v
    return {k: v for k, v in sorted(out.items()) if v}


def histogram_quantile(m: dict[str, list[tuple[dict[str, str], float]]], name: str, q: float) -> float | None:
    buckets = sorted(((float(lab["le"]), v) for lab, v in m.get(name + "_bucket", [])), key=lambda x: x[0])
    merged: dict[float, float] = defaultdict(float)
    for le, v in buckets:
        merged[le] += v
    items = sorted(merged.items())
    if not items or items[-1][1] == 0:
        return None
    target = q * items[-1][1]
    for le, v in items:
        if v >= target:
            return le
    return None


# -- main ------------------------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--bots", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-master-kills", action="store_true")
    parser.add_argument("--single", action="store_true", help="the store on one redis-server, not a cluster")
    parser.add_argument("--json", type=Path, help="write the report as JSON here too")
    parser.add_argument("--keep", action="store_true", help="keep the run's directory (logs) even if all is well")
    args = parser.parse_args(argv)

    run = Path(tempfile.mkdtemp(prefix="tabula-chaos-"))
    events = Events()
    stop = threading.Event()
    print(f"chaos: {'single Redis' if args.single else 'Redis Cluster'}, {args.bots} bots, {args.seconds:.0f} s, "
          f"seed {args.seed}; logs in {run}", flush=True)
    with contextlib.ExitStack() as exits:
        started = now()
        stack = Stack(run, args.single, events, exits)
        stack.start()
        print(f"  stack up in {now() - started:.1f} s (API on port {stack.port}, prefix {stack.prefix})", flush=True)
        events.t0 = now()
        api = Http(stack.port)
        bots = [Bot(i, api, events, random.Random(f"{args.seed}:bot:{i}"), stop) for i in range(args.bots)]
        for bot in bots:
            bot.thread.start()
        # the schedule of kills depends on the seed alone (not on --bots)
        chaos = Chaos(stack, events, args.seed, masters=not args.no_master_kills)
        chaos.run(events.t0 + args.seconds)
        while now() < events.t0 + args.seconds:
            time.sleep(0.2)
        chaos_end = now()
        print(f"  {chaos_end - events.t0:.0f} s: kills stop; waiting for every process and the store", flush=True)
        if stack.cluster is not None:
            stack.cluster.wait_healthy(90)
            stack.cluster.wait_synced(90)
        stack.wait_api(90)
        time.sleep(3)  # the bots' last progress after the last kill
        stopped = now()
        stop.set()
        for bot in bots:
            bot.thread.join(GIVE_UP + 60)
        stuck_bots = [b.number for b in bots if b.thread.is_alive()]
        print(f"  bots stopped ({now() - events.t0:.0f} s); waiting for the games' jobs", flush=True)
        left = settle(stack, sorted(events.games), SETTLE)
        m = stack.metrics()
        checked = verify(stack, events)
        rec = recovery(events, stopped)
        report = build_report(args, events, checked, rec, m, left, stuck_bots)
        print_report(report)
        if args.json:
            args.json.write_text(json.dumps(report, indent=2, default=str))
        stack.stop()
    failed = report["failed"]
    if failed or args.keep:
        print(f"logs kept in {run}")
    else:
        shutil.rmtree(run, ignore_errors=True)
    return 1 if failed else 0


def build_report(args: argparse.Namespace, events: Events, checked: dict[str, Any], rec: list[dict[str, Any]],
                 m: dict[str, list[tuple[dict[str, str], float]]], left: list[str], stuck_bots: list[int]) -> dict[str, Any]:
    doubled = len(checked["doubled"]) + len(checked["ai"])
    scoring_stored = metric(m, "tabula_jobs_total", queue="scoring", outcome="stored")
    scoring_twice = [] if scoring_stored == checked["results"] else [
        f"tabula_jobs_total stored {scoring_stored:.0f}, results in the store {checked['results']}"]
    wait = metric(m, "tabula_ai_turn_wait_seconds_count")
    all_bots = [r["all_bots_s"] for r in rec if r["all_bots_s"] is not None]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for r in rec:
        if r["all_bots_s"] is not None:
            by_kind[r["kind"]].append(r["all_bots_s"])
    report = {
        "settings": {"seconds": args.seconds, "bots": args.bots, "seed": args.seed, "single": args.single,
                     "master_kills": not args.no_master_kills},
        "clients": {"games_created": events.created, "posts": events.posts, "acknowledged": len(events.acked),
                    "acknowledged_keys": len({a["key"] for a in events.acked}), "retries": events.retries,
                    "conflicts_first_attempt": events.first_conflicts,
                    "conflicts_after_retry": len(events.conflict_after_retry), "unanswered": len(events.unanswered),
                    "answer_changed": events.answer_changed, "errors": dict(events.errors.most_common())},
        "store": {"games": checked["games"], "orphan_games": len(checked["orphan_games"]),
                  "entries": checked["entries"], "ai_entries": checked["ai_entries"], "over": checked["over"],
                  "results": checked["results"]},
        "lost": [f"{a['game']} v{a['version']} key {a['key']} ({a['seat']}, {a['command']}, t={a['t']})"
                 for a in checked["lost"]],
        "doubled": checked["doubled"] + checked["ai"],
        "fold": checked["fold"], "replay": checked["replay"], "scoring": checked["scoring"] + scoring_twice,
        "unknown_keys": checked["unknown_keys"], "conflict_applied": checked["conflict_applied"],
        "waiting_after_settle": left, "stuck_bots": stuck_bots,
        "unexpected_exits": events.unexpected,
        "kills": rec,
        "recovery": {"max_s": max(all_bots, default=None),
                     "median_s": round(statistics.median(all_bots), 2) if all_bots else None,
                     "not_recovered": sum(1 for r in rec if r["all_bots_s"] is None),
                     "by_kind_max_s": {k: max(v) for k, v in sorted(by_kind.items())},
                     "ai_turn_max_s": max((r["ai_turn_s"] for r in rec), default=None)},
        "metrics": {
            "commands_accepted": metric(m, "tabula_commands_accepted_total"),
            "commands_refused": by_label(m, "tabula_commands_refused_total", "code"),
            "version_conflicts": by_label(m, "tabula_version_conflicts_total", "source"),
            "redis_errors": {f"{lab.get('process')} {lab.get('kind')}": v
                             for lab, v in m.get("tabula_redis_errors_total", []) if v},
            "http_5xx": {f"{lab.get('method')} {lab.get('route')} {lab.get('status')}": v
                         for lab, v in m.get("tabula_http_requests_total", [])
                         if v and str(lab.get("status", "")).startswith("5")},
            "jobs": {f"{lab.get('queue')} {lab.get('outcome')}": v for lab, v in m.get("tabula_jobs_total", []) if v},
            "ai_turn_wait": {"count": wait,
                             "mean_s": round(metric(m, "tabula_ai_turn_wait_seconds_sum") / wait, 3) if wait else None,
                             "p50_le_s": histogram_quantile(m, "tabula_ai_turn_wait_seconds", 0.5),
                             "p99_le_s": histogram_quantile(m, "tabula_ai_turn_wait_seconds", 0.99)},
        },
    }
    report["summary"] = {"acknowledged": len(events.acked), "lost": len(report["lost"]), "doubled": doubled,
                         "fold_failures": len(checked["fold"]) + len(checked["replay"]),
                         "scoring_problems": len(report["scoring"]), "waiting_after_settle": len(left),
                         "kills": len(events.kills), "unexpected_exits": len(events.unexpected)}
    report["failed"] = bool(report["lost"] or report["doubled"] or report["fold"] or report["replay"]
                            or report["scoring"] or left or report["conflict_applied"])
    return report


def print_report(r: dict[str, Any]) -> None:
    s, c, st, mt = r["summary"], r["clients"], r["store"], r["metrics"]
    print("\n== chaos report ==")
    print(f"settings: {r['settings']}")
    print(f"commands acknowledged: {s['acknowledged']} (posts {c['posts']}, retries {c['retries']}, "
          f"unanswered {c['unanswered']}); games created {c['games_created']}")
    print(f"commands lost: {s['lost']} (goal 0)")
    print(f"commands doubled: {s['doubled']} (goal 0)")
    print(f"games: {st['games']} in the store ({st['orphan_games']} no client heard of), {st['entries']} entries "
          f"({st['ai_entries']} by AI seats), {st['over']} over, {st['results']} results stored")
    print(f"fold/replay failures: {s['fold_failures']}; scoring problems: {s['scoring_problems']}; games still "
          f"waiting for a job after {SETTLE:.0f} s: {s['waiting_after_settle']}")
    print(f"409 after a retry: {c['conflicts_after_retry']} (applied anyway: {len(r['conflict_applied'])}); "
          f"409 on a first attempt: {c['conflicts_first_attempt']}; answers that changed: {len(c['answer_changed'])}")
    print("client-visible errors by kind:")
    for kind, n in c["errors"].items():
        print(f"  {n:6d}  {kind}")
    print(f"kills: {s['kills']}; unexpected exits: {r['unexpected_exits']}")
    print(f"  {'t (s)':>6}  {'kind':<16} {'all bots (s)':>12} {'AI turn (s)':>11}  note")
    for k in r["kills"]:
        allb = "never" if k["all_bots_s"] is None else f"{k['all_bots_s']:.2f}"
        print(f"  {k['t']:>6}  {k['kind']:<16} {allb:>12} {k['ai_turn_s']:>11.2f}  {k['note']}")
    print(f"recovery: {r['recovery']}")
    print("metrics (/metrics of the web):")
    for name, value in mt.items():
        print(f"  {name}: {value}")
    for name in ("lost", "doubled", "fold", "replay", "scoring", "unknown_keys", "conflict_applied",
                 "waiting_after_settle"):
        if r[name]:
            print(f"{name}:")
            for line in r[name][:20]:
                print(f"  {line}")
    print("FAILED" if r["failed"] else "OK: nothing lost, nothing doubled, every game folds and replays")


if __name__ == "__main__":
    sys.exit(main())
