"""The shared log reader on a Redis Cluster (api/fanout.py, api/notices.py, docs/scaling.md row 7): on Redis 7 it
waits for sharded pub/sub notices instead of polling, reads only the logs it is told of, catches up after every
(re)subscription and every SAFETY_SECONDS, follows a failover; on a Redis 6.2 cluster it polls as before.

Most tests drive a `Fanout` directly over a store of their own cluster (so that INFO commandstats counts only
their commands), with a stand-in for the service: the reader's batches are checked by version, not folded."""
from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
import redis

from api import metrics
from api.config import Config
from api.fanout import Batch, Fanout, Listener
from api.notices import Notices
from api.store import _APPEND, _APPEND_PUBLISH, Store, VersionConflict, connect
from tests.rediscluster import LocalCluster, embedded_binary, local_cluster

pytestmark = pytest.mark.cluster

WAIT = 30.0  # seconds a test waits for what must come (never a timing assertion: the machine is shared)


class Follower:
    """What Fanout needs of the service: the game after new entries (here: its id and version only)."""

    def __init__(self, store: Store):
        self.store = store

    def follow(self, game_id: str, entries: list[Any]) -> Any:
        return SimpleNamespace(id=game_id, version=entries[-1].version)


def game(game_id: str, version: int = 0) -> Any:
    return SimpleNamespace(id=game_id, version=version)


def open_store(url: str, ack_replicas: int = 0) -> Store:
    return Store(connect(url, cluster=True), f"test-{uuid.uuid4().hex[:8]}", ack_replicas=ack_replicas)


def create(store: Store, game_id: str) -> None:
    assert store.create(game_id, {"type": "acres", "status": "active", "seats": "[]", "options": "{}", "seed": "1"})


def append(store: Store, game_id: str, expected: int) -> int:
    """Append one entry at `expected + 1` (retried through a failover with the same idempotency key)."""
    deadline = time.monotonic() + WAIT
    while True:
        try:
            return store.append(game_id, expected, "north", {"n": expected}, [], f"k{expected}", "active").version
        except VersionConflict as exc:  # an earlier try was kept
            assert exc.current > expected
            return expected + 1
        except redis.RedisError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def games_on_every_master(store: Store, cluster: LocalCluster, per_master: int) -> list[str]:
    """Game ids whose logs live on each master, `per_master` of each."""
    found: dict[int, list[str]] = {port: [] for port in cluster.masters()}
    i = 0
    while any(len(x) < per_master for x in found.values()):
        game_id = f"g{i}"
        port = cluster.node_of(store.key(game_id, "log"))
        if len(found[port]) < per_master:
            found[port].append(game_id)
        i += 1
    return [g for x in found.values() for g in x]


def versions(listener: Listener[Any], until: int, out: list[int] | None = None) -> list[int]:
    """The versions the listener gets, in order, until one is `until` (raises its error, if it fails)."""
    got = out if out is not None else []
    deadline = time.monotonic() + WAIT
    while (not got or got[-1] < until) and time.monotonic() < deadline:
        batch = listener.get(0.2)
        if isinstance(batch, Batch):
            got.extend(e.version for e in batch.entries)
    return got


def xreads(cluster: LocalCluster) -> int:
    """XREAD calls the masters have served so far."""
    total = 0
    for port in cluster.masters():
        stats = cluster.client(port).info("commandstats")
        total += int(stats.get("cmdstat_xread", {}).get("calls", 0))
    return total


@pytest.fixture(scope="module")
def own() -> Iterator[LocalCluster]:
    """A cluster of this module's own, so that its commands are the only ones the nodes count."""
    with local_cluster() as cluster:
        assert cluster.sharded_pubsub, "these tests need a Redis 7 redis-server on PATH"
        yield cluster


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """No safety catch-up within a test: what the reader delivers came from a notice or a (re)subscription."""
    monkeypatch.setattr(Notices, "SAFETY_SECONDS", 600.0)


def test_appends_and_inbox_items_publish_only_on_a_cluster_of_redis_7(config: Config, backend: str) -> None:
    from api.store import open_store as open_configured

    store = open_configured(config)
    create(store, "pub")
    if backend == "single":  # the single Redis's append is the script it was, byte for byte: no notice
        assert not store.sharded_pubsub and store._append.script == _APPEND
        append(store, "pub", 0)
        return
    assert store.sharded_pubsub and store._append.script == _APPEND_PUBLISH
    node = store.r.get_node_from_key(store.feed_channel("pub"))
    sub = redis.Redis(host=node.host, port=node.port, decode_responses=True).pubsub()
    sub.ssubscribe(store.feed_channel("pub"))
    player = store.r.get_node_from_key(store.inbox_channel("ada"))
    inbox = redis.Redis(host=player.host, port=player.port, decode_responses=True).pubsub()
    inbox.ssubscribe(store.inbox_channel("ada"))
    for x in (sub, inbox):
        assert x.get_message(timeout=5)["type"] == "ssubscribe"
    append(store, "pub", 0)
    append(store, "pub", 1)
    store.notify({"ada": {"type": "challenge"}})
    got = [sub.get_message(timeout=5) for _ in range(2)]
    assert [(m["type"], m["channel"], m["data"]) for m in got] == [
        ("smessage", store.feed_channel("pub"), "1"), ("smessage", store.feed_channel("pub"), "2")]
    assert inbox.get_message(timeout=5)["channel"] == store.inbox_channel("ada")
    sub.close()
    inbox.close()


def test_a_long_poll_gets_a_new_entry(app: Any, client: Any, backend: str) -> None:
    """GET /events?wait= through the process's reader: on the cluster, the one that notices wake."""
    assert app.extensions["tabula.fanout"].notified is (backend == "cluster")
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "poll"})
    body = r.get_json()
    game_id, tokens = body["game_id"], {s["seat"]: s["token"] for s in body["seats"]}
    answer: list[Any] = []
    poll = threading.Thread(target=lambda: answer.append(
        client.get(f"/v1/games/{game_id}/events?after=0&wait=20").get_json()))
    poll.start()
    deadline = time.monotonic() + WAIT
    while app.extensions["tabula.fanout"].listeners() == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    seat = client.get(f"/v1/games/{game_id}").get_json()["to_act"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).get_json()
    assert client.post(f"/v1/games/{game_id}/commands", headers=auth,
                       json={"expected_version": 0, "command": legal["commands"][0]}).status_code == 201
    poll.join(WAIT)
    assert [e["version"] for e in answer[0]["entries"]] == [1]


def test_an_idle_reader_sends_no_xread_and_each_append_costs_one(own: LocalCluster, quiet: None) -> None:
    """30 games over the three masters, a listener each. Idle, the notified reader sends no XREAD in a second
    (the polling reader sends many); an append to a game of each master is read with one XREAD each."""
    store = open_store(own.url)
    ids = games_on_every_master(store, own, 10)
    for game_id in ids:
        create(store, game_id)
    fanout = Fanout(Follower(store))  # type: ignore[arg-type]
    assert fanout.notified
    listeners = {g: fanout.listen(game(g)) for g in ids}
    for game_id in ids:  # every subscription confirmed: each listener gets its first entry
        append(store, game_id, 0)
    for game_id, listener in listeners.items():
        assert versions(listener, 1) == [1], game_id
    before = xreads(own)
    time.sleep(1)
    assert xreads(own) - before == 0  # idle: no read at all
    one_per_master = ids[::10]
    for game_id in one_per_master:
        append(store, game_id, 1)
    for game_id in one_per_master:
        assert versions(listeners[game_id], 2) == [2]
    assert 1 <= xreads(own) - before <= len(one_per_master)
    for listener in listeners.values():
        fanout.stop(listener)

    polling = Fanout(Follower(store), notices=False)  # type: ignore[arg-type]
    waiting = [polling.listen(game(g, 2 if g in one_per_master else 1)) for g in ids]
    time.sleep(0.3)
    before = xreads(own)
    time.sleep(1)
    assert xreads(own) - before > 10  # the other way: one XREAD per slot every POLL_MS
    for listener in waiting:
        polling.stop(listener)


def listening(own: LocalCluster, per_master: int) -> tuple[Store, list[str], Fanout, dict[str, Any]]:
    """`per_master` new games on each master, and a fanout with one listener of each."""
    store = open_store(own.url)
    ids = games_on_every_master(store, own, per_master)
    for game_id in ids:
        create(store, game_id)
    fanout = Fanout(Follower(store))  # type: ignore[arg-type]
    return store, ids, fanout, {g: fanout.listen(game(g)) for g in ids}


def test_many_games_on_every_master_each_entry_once_in_order(own: LocalCluster, quiet: None) -> None:
    store, ids, fanout, listeners = listening(own, 8)

    def write(game_ids: list[str]) -> None:
        for version in range(5):
            for game_id in game_ids:
                append(store, game_id, version)

    writers = [threading.Thread(target=write, args=(ids[i::3],)) for i in range(3)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    for game_id, listener in listeners.items():
        assert versions(listener, 5) == [1, 2, 3, 4, 5], game_id
        assert listener.error is None
        fanout.stop(listener)


def test_a_listener_added_while_the_reader_waits_is_subscribed_at_once(own: LocalCluster, quiet: None) -> None:
    """The reader waits (one game followed); a listener of another game arrives, at a version the log has
    already passed: it gets what it missed (the catch-up read once subscribed) and what comes next (the notice),
    woken through the local pipe, not a wake stream in Redis."""
    store = open_store(own.url)
    for game_id in ("a", "b"):
        create(store, game_id)
    fanout = Fanout(Follower(store))  # type: ignore[arg-type]
    first = fanout.listen(game("a"))
    append(store, "a", 0)
    assert versions(first, 1) == [1]
    append(store, "b", 0)  # before the listener of b comes: read when it is subscribed
    second = fanout.listen(game("b"))
    assert versions(second, 1) == [1]
    append(store, "b", 1)
    assert versions(second, 2) == [2]
    assert not list(store.r.scan_iter(match=f"{store.prefix}:feeds:wake:*"))
    fanout.stop(first)
    fanout.stop(second)


def test_lost_notices_and_connections_are_caught_up(own: LocalCluster, monkeypatch: pytest.MonkeyPatch) -> None:
    """An entry written without a notice is delivered by the safety catch-up (and the nodes answer the reader's
    PINGs then: nothing is dropped); after the nodes close every pub/sub connection (CLIENT KILL), the reader
    subscribes again and catches up: its listeners never fail."""
    monkeypatch.setattr(Notices, "SAFETY_SECONDS", 1.0)
    store, ids, fanout, listeners = listening(own, 1)
    for game_id in ids:  # subscribed: the first entries come
        append(store, game_id, 0)
        assert versions(listeners[game_id], 1) == [1]
    silent = ids[0]  # an entry as the single Redis's script writes it: no notice
    store.r.xadd(store.key(silent, "log"), {"seat": "north", "command": "{}", "events": "[]", "ts": "1"}, id="0-2")
    errors = redis_errors()
    assert versions(listeners[silent], 2) == [2]
    time.sleep(2.5)  # two more safety checks: every node answered its PING, no connection was dropped
    assert redis_errors() == errors
    for port in own.masters():
        assert own.client(port).client_kill_filter(_type="pubsub") >= 1
    for game_id in ids:
        append(store, game_id, store.version(game_id))
    for game_id, listener in listeners.items():
        assert versions(listener, 3 if game_id == silent else 2) == [3 if game_id == silent else 2]
        assert listener.error is None
        fanout.stop(listener)


def test_a_6_2_cluster_keeps_the_polling_reader() -> None:
    """Redis 6.2 has no sharded pub/sub: no notice is published, and the reader polls (and delivers)."""
    with local_cluster(binary=embedded_binary()) as old:
        assert not old.sharded_pubsub
        store = open_store(old.url)
        assert not store.sharded_pubsub and store._append.script == _APPEND
        create(store, "old")
        fanout = Fanout(Follower(store))  # type: ignore[arg-type]
        assert not fanout.notified
        listener = fanout.listen(game("old"))
        append(store, "old", 0)
        append(store, "old", 1)
        assert versions(listener, 2) == [1, 2]
        fanout.stop(listener)


def redis_errors() -> float:
    return sum(s.value for m in metrics.REDIS_ERRORS.collect() for s in m.samples if s.name.endswith("_total"))


def test_a_master_killed_the_feeds_resume_after_failover_without_gap_or_duplicate(quiet: None) -> None:
    """Listeners of games on every master; one master is killed (kill -9) and its replica takes over. The
    listeners of the other masters' games never fail and get every entry; those of the killed master's games
    get every entry too, or fail (the reader could not reach the slot's node) and resume after the last version
    they got, as a client does. Every game's versions arrive once each, in order, past the failover."""
    with local_cluster(node_timeout_ms=1000) as cluster:
        store = open_store(cluster.url, ack_replicas=1)
        ids = games_on_every_master(store, cluster, 3)
        for game_id in ids:
            create(store, game_id)
        victim = cluster.node_of(store.key(ids[0], "log"))
        on_victim = {g for g in ids if cluster.node_of(store.key(g, "log")) == victim}
        fanout = Fanout(Follower(store))  # type: ignore[arg-type]
        listeners = {g: fanout.listen(game(g)) for g in ids}
        got: dict[str, list[int]] = {g: [] for g in ids}
        for game_id in ids:
            append(store, game_id, 0)
        for game_id in ids:
            versions(listeners[game_id], 1, got[game_id])
        errors = redis_errors()
        store.ack_replicas = 0  # the promoted replica has no replica of its own
        cluster.kill(victim)
        for game_id in ids:
            if game_id not in on_victim:
                append(store, game_id, 1)  # the other masters serve on during the failover
        cluster.wait_healthy()
        for game_id in ids:
            for version in range(store.version(game_id), 4):
                append(store, game_id, version)
        for game_id in ids:
            while not got[game_id] or got[game_id][-1] < 4:
                try:
                    versions(listeners[game_id], 4, got[game_id])
                except redis.RedisError:
                    assert game_id in on_victim  # only the killed master's listeners may fail
                    fanout.stop(listeners[game_id])
                    listeners[game_id] = fanout.listen(game(game_id, got[game_id][-1]))  # a client resumes
                    continue
                break
            assert got[game_id] == [1, 2, 3, 4], game_id
        assert redis_errors() > errors  # the reader met and counted the lost node
        for listener in listeners.values():
            fanout.stop(listener)
