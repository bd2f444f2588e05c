"""ClusterPipeline (api/pipelines.py), the store's hot path on a Redis Cluster (issue 22), on local clusters of its own
(tests/rediscluster.py) that it reshards and kills: the same answers as redis-py's ClusterPipeline, the append's
WAIT still on the append's connection, MOVED and ASK followed without the caller noticing, a killed master an
error of the 503 class and then, after the failover, calls that succeed again in the same process, and a forked
child that never touches its parent's connections."""
from __future__ import annotations

import os
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from api.errors import known_problem
from api.pipelines import ClusterPipeline
from api.store import _APPEND, _COUNT, UNAVAILABLE, Store, connect
from tests.rediscluster import LocalCluster, local_cluster


@pytest.fixture(scope="module")
def own() -> Iterator[LocalCluster]:
    with local_cluster(node_timeout_ms=1000) as running:
        yield running


def _store(cluster: LocalCluster, **options: Any) -> Store:
    store = Store(connect(cluster.url, cluster=True), f"cp{uuid.uuid4().hex[:6]}", **options)
    store.r.script_load(_APPEND)  # on every primary: a game moved to another node finds it there
    store.r.script_load(_COUNT)
    return store


def _pipe(store: Store) -> ClusterPipeline:
    assert isinstance(store.pipe, ClusterPipeline)
    return store.pipe


def _tag_on(cluster: LocalCluster, port: int) -> str:
    """A hash tag whose slot the master `port` serves."""
    for n in range(10_000):
        if cluster.node_of(f"{{t{n}}}") == port:
            return f"t{n}"
    raise LookupError(port)


def _plain(answer: Any) -> Any:
    """An answer in raw form (the fast path's): what redis-py's reply callbacks made of it undone."""
    if isinstance(answer, dict):
        return [_plain(x) for kv in answer.items() for x in kv]
    if isinstance(answer, (list, tuple)):
        return [_plain(x) for x in answer]
    return True if answer == "OK" else answer  # SET's callback


def _node_id(cluster: LocalCluster, port: int) -> str:
    return str(cluster.client(port).execute_command("CLUSTER", "MYID"))


def _migrate(cluster: LocalCluster, slot: int, source: int, target: int, finish: bool = True) -> None:
    """Move `slot` and its keys from master `source` to master `target` (as redis-cli --cluster reshard does);
    finish=False leaves it half way: keys on `target`, the slot still `source`'s, MIGRATING/IMPORTING (ASK)."""
    src, dst = cluster.client(source), cluster.client(target)
    dst.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", _node_id(cluster, source))
    src.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", _node_id(cluster, target))
    keys = src.execute_command("CLUSTER", "GETKEYSINSLOT", slot, 1000)
    if keys:
        src.execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000, "KEYS", *keys)
    if finish:
        for port in cluster.masters():
            cluster.client(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", _node_id(cluster, target))


def _replica_xlen(cluster: LocalCluster, key: str) -> int:
    """The length of a stream on the replica of its slot's master (a replica may not know yet that the slot
    moved: it answers MOVED until the cluster bus tells it)."""
    deadline = time.monotonic() + 10
    while True:
        replica = cluster.client(cluster.replica_of(cluster.node_of(key)))
        replica.execute_command("READONLY")
        try:
            return int(replica.xlen(key))
        except redis.exceptions.MovedError:
            assert time.monotonic() < deadline, "the replica never learned where the slot went"
            time.sleep(0.05)


def test_the_same_answers_as_the_cluster_pipeline(own: LocalCluster) -> None:
    store = _store(own)
    tags = [_tag_on(own, port) for port in own.masters()]
    assert len(tags) == 3
    for run in ("fast", "pipe"):
        keys = [f"{store.prefix}:{{{tag}}}:{run}" for tag in tags]
        commands: list[tuple[Any, ...]] = []
        for i, key in enumerate(keys):
            commands += [("SET", key + ":s", f"v{i}"), ("GET", key + ":s"), ("INCR", key + ":n"),
                         ("HSET", key + ":h", "a", 1, "b", 2), ("HGETALL", key + ":h"),
                         ("XADD", key + ":x", "0-1", "f", "v"), ("XADD", key + ":x", "0-2", "g", "w"),
                         ("XRANGE", key + ":x", "-", "+"), ("ZADD", key + ":z", 1, "m"),
                         ("ZADD", key + ":z", "XX", 2, "m"), ("ZRANGE", key + ":z", 0, -1),
                         ("EVALSHA", store._count.sha, 1, key + ":rate", 60), ("SET", key + ":last", "x", "PX", 60000)]
        commands.append(("WAIT", 1, 1000))  # after the last SET, on its node
        forced = {len(commands) - 1: store.r.get_node_from_key(keys[-1] + ":last")}  # type: ignore[attr-defined]
        call = _pipe(store).send if run == "fast" else _pipe(store).send_through_redis_py
        answers = call(commands, forced)
        if run == "fast":
            fast = answers
        else:
            assert _plain(fast) == _plain(answers)
    assert fast[-1] == 1  # the replica of the last SET's node has it
    nodes = {str(store.r.get_node_from_key(k).name) for k in keys}  # type: ignore[attr-defined]
    assert len(nodes) == 3


def test_an_error_answer_is_raised_once_every_answer_is_read(own: LocalCluster) -> None:
    store = _store(own)
    keys = [f"{store.prefix}:{{{_tag_on(own, port)}}}:k" for port in own.masters()]
    commands: list[tuple[Any, ...]] = [("SET", keys[0], "text"), ("INCR", keys[0])]
    commands += [("SET", key + ":after", "1") for key in keys]
    with pytest.raises(redis.ResponseError, match="not an integer"):
        _pipe(store).send(commands)
    assert [store.r.get(key + ":after") for key in keys] == ["1", "1", "1"]
    assert _pipe(store).send([("GET", key + ":after") for key in keys]) == ["1", "1", "1"]  # clean connections


def test_a_keyless_command_goes_through_the_cluster_pipeline(own: LocalCluster) -> None:
    store = _store(own)
    assert _pipe(store).send([("PING",)]) == [True]


def _game(store: Store) -> str:
    gid = uuid.uuid4().hex[:10]
    assert store.create(gid, {"type": "acres", "status": "active"})
    return gid


def test_the_append_waits_for_its_replica(own: LocalCluster) -> None:
    store = _store(own, ack_timeout_ms=2000)
    assert store.ack_replicas == 1
    gid = _game(store)
    log = store.key(gid, "log")
    for v in range(20):
        store.append(gid, v, "a", {"n": v}, [], f"k{v}", "active")
        assert _replica_xlen(own, log) == v + 1  # there on return: the WAIT was on the append's connection
    assert [e.version for e in store.entries(gid)] == list(range(1, 21))


def _game_to_move(own: LocalCluster, store: Store) -> tuple[str, str, int, int, int]:
    """A game with one entry: its id, its log's key and slot, the master that has it and another."""
    gid = _game(store)
    log = store.key(gid, "log")
    store.append(gid, 0, "a", {"n": 0}, [], "k0", "active")
    source = own.node_of(log)
    return gid, log, store.r.keyslot(log), source, next(p for p in own.masters() if p != source)  # type: ignore[attr-defined]


def test_a_moved_slot_is_followed(own: LocalCluster) -> None:
    store = _store(own, ack_timeout_ms=2000)
    gid, log, slot, source, target = _game_to_move(own, store)
    _migrate(own, slot, source, target)
    assert own.node_of(log) == target
    assert store.r.get_node_from_key(log).port == source  # type: ignore[attr-defined]  # the client does not know yet
    appended = store.append(gid, 1, "a", {"n": 1}, [], "k1", "active")  # MOVED: sent again, with its WAIT
    assert (appended.version, appended.duplicate) == (2, False)
    assert store.r.get_node_from_key(log).port == target  # type: ignore[attr-defined]  # learned from the MOVED
    assert _replica_xlen(own, log) == 2  # the WAIT went with the append to its new node
    assert [e.version for e in store.entries(gid)] == [1, 2]
    store.append(gid, 2, "a", {"n": 2}, [], "k2", "active")
    assert _replica_xlen(own, log) == 3


def test_a_slot_half_migrated_is_asked(own: LocalCluster) -> None:
    store = _store(own, ack_timeout_ms=2000)
    gid, log, slot, source, target = _game_to_move(own, store)
    _migrate(own, slot, source, target, finish=False)  # the keys on target, the slot still source's: ASK
    with pytest.raises(redis.exceptions.AskError):
        own.client(source).xlen(log)
    assert [e.version for e in store.entries(gid)] == [1]  # XRANGE: ASK, then ASKING + XRANGE on target
    assert _pipe(store).send([("XLEN", log), ("HGET", store.key(gid, "meta"), "version"),
                              ("SET", store.key(gid, "new"), "1")]) == [1, "1", "OK"]
    store.confirm(gid, 1)  # SET (a key new to the slot: ASK) and its WAIT, both to target, on one connection
    assert store.r.get_node_from_key(log).port == source  # type: ignore[attr-defined]  # ASK: the map unchanged
    target_client = own.client(target)
    target_client.execute_command("ASKING")
    assert target_client.get(store.key(gid, "sync")) == "1"
    # the append while the slot moves (ASK): its script names only keys that exist (its notice channel is not a
    # key: a key that never exists would make Redis answer TRYAGAIN until the slot is settled)
    assert store.append(gid, 1, "a", {"n": 1}, [], "k1", "active").version == 2
    for port in own.masters():
        own.client(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", _node_id(own, target))
    store.append(gid, 2, "a", {"n": 2}, [], "k2", "active")  # now MOVED
    assert store.r.get_node_from_key(log).port == target  # type: ignore[attr-defined]
    assert _replica_xlen(own, log) == 3
    assert [e.version for e in store.entries(gid)] == [1, 2, 3]


def test_redirections_are_followed_a_few_times_only(own: LocalCluster) -> None:
    store = _store(own)
    key = f"{store.prefix}:{{{_tag_on(own, own.masters()[0])}}}:k"
    manager = store.r.nodes_manager  # type: ignore[attr-defined]
    slot, right = store.r.keyslot(key), store.r.get_node_from_key(key)  # type: ignore[attr-defined]
    wrong = next(n for n in store.r.get_primaries() if n.name != right.name)  # type: ignore[attr-defined]
    manager.slots_cache[slot] = [wrong]
    store.r.reinitialize_steps = 0  # type: ignore[attr-defined]  # the map never refreshed, the MOVED not learned:
    store.r.nodes_manager.move_slot = lambda error: None  # type: ignore[attr-defined]  # MOVED each time
    with pytest.raises(UNAVAILABLE, match="still redirected"):
        _pipe(store).send([("SET", key, "1")])
    assert own.client(own.node_of(key)).get(key) is None  # a MOVED command did not run
    manager.slots_cache[slot] = [right]
    assert _pipe(store).send([("SET", key, "1"), ("GET", key)]) == ["OK", "1"]


def test_a_map_nobody_tells_is_the_store_out_of_reach(own: LocalCluster, monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store(own)
    key = f"{store.prefix}:{{x}}:k"

    def unreachable(**_: Any) -> None:
        raise redis.exceptions.RedisClusterException("Redis Cluster cannot be connected")

    monkeypatch.setattr(store.r.nodes_manager, "initialize", unreachable)  # type: ignore[attr-defined]
    _pipe(store)._map_stale = "127.0.0.1:1"  # a connection failed: the next call asks for the map first
    with pytest.raises(UNAVAILABLE):
        _pipe(store).send([("SET", key, "1")])
    assert _pipe(store)._map_stale == "127.0.0.1:1"  # still to be asked
    monkeypatch.undo()
    assert _pipe(store).send([("SET", key, "1")]) == ["OK"]
    assert _pipe(store)._map_stale is None


def test_a_forked_child_has_connections_of_its_own(own: LocalCluster) -> None:
    store = _store(own)
    gid = _game(store)
    store.append(gid, 0, "a", {"n": 0}, [], "k0", "active")
    parents = {id(c) for conns in _pipe(store)._idle.values() for c in conns}
    assert parents
    pid = os.fork()
    if pid == 0:  # the child: uses the store, never a connection of its parent's
        code = 1
        try:
            store.append(gid, 1, "a", {"n": 1}, [], "k1", "active")
            mine = {id(c) for conns in _pipe(store)._idle.values() for c in conns}
            code = 0 if mine and not mine & parents and len(store.entries(gid)) == 2 else 2
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    store.append(gid, 2, "a", {"n": 2}, [], "k2", "active")  # the parent's connections are as they were
    assert [e.version for e in store.entries(gid)] == [1, 2, 3]
    assert {id(c) for conns in _pipe(store)._idle.values() for c in conns} == parents


def test_a_killed_master_then_its_failover() -> None:
    with local_cluster(node_timeout_ms=1000) as cluster:
        store = _store(cluster)
        gid = _game(store)
        log = store.key(gid, "log")
        store.append(gid, 0, "a", {"n": 0}, [], "k0", "active")
        unaware = Store(connect(cluster.url, cluster=True), store.prefix)  # idle through the failover
        assert [e.version for e in unaware.entries(gid)] == [1]
        victim = cluster.node_of(log)
        cluster.kill(victim)
        with pytest.raises(UNAVAILABLE) as failed:
            store.append(gid, 1, "a", {"n": 1}, [], "k1", "active")
        problem = known_problem(failed.value)
        assert problem is not None and problem.status == 503
        assert _pipe(store)._map_stale is not None  # the next call asks for the map anew
        cluster.wait_healthy()
        cluster.start(victim)  # back as the promoted master's replica: the WAIT can be answered again
        cluster.wait_synced()
        deadline, outcome = time.monotonic() + 30, None
        while outcome is None:  # the client's retries, with the same key, until one is acknowledged
            try:
                outcome = store.append(gid, 1, "a", {"n": 1}, [], "k1", "active")
            except UNAVAILABLE:
                assert time.monotonic() < deadline
                time.sleep(0.2)
        assert outcome.version == 2
        assert store.r.get_node_from_key(log).port != victim  # type: ignore[attr-defined]
        store.append(gid, 2, "a", {"n": 2}, [], "k2", "active")
        assert [e.version for e in store.entries(gid)] == [1, 2, 3]
        # (a promoted replica has no scripts: count_requests loads them and counts again, each node's EVALSHA its own)
        assert all(n >= 1 for n, _ in store.count_requests(["a", "b"], 60))
        assert unaware.r.get_node_from_key(log).port == victim  # type: ignore[attr-defined]  # its map is old: the
        assert [e.version for e in unaware.entries(gid)] == [1, 2, 3]  # victim, now a replica, answers MOVED
        unaware.append(gid, 3, "a", {"n": 3}, [], "k3", "active")
        assert unaware.r.get_node_from_key(log).port != victim  # type: ignore[attr-defined]
