"""api/store.py itself, every key and script of it, on a single Redis and on a Redis Cluster (the module is
marked cluster: each test runs on both, tests/service/conftest.py). Games get ids far apart in the key space, so
that on the cluster they live in different slots and on different nodes (docs/scaling.md)."""
from __future__ import annotations

import dataclasses
import json
import threading
import time

import pytest
from redis.cluster import RedisCluster, key_slot

from api.config import Config
from api.store import STATUSES, GameNotFound, Store, VersionConflict, connect, is_cluster, open_store

pytestmark = pytest.mark.cluster

GAMES = [f"game{i}" for i in range(8)]  # 8 slots: on 3 masters, every master holds some


@pytest.fixture
def store(config: Config) -> Store:
    return open_store(config)


def meta(game_type: str = "acres", status: str = "active") -> dict[str, str]:
    return {"type": game_type, "status": status, "seats": "[]", "options": "{}", "seed": "1"}


def append(store: Store, game_id: str, expected: int, idem: str = "", status: str = "active", was: str = "active",
           game_type: str = "acres"):  # type: ignore[no-untyped-def]
    return store.append(game_id, expected, "north", {"type": "pass", "n": expected}, [{"type": "passed"}], idem,
                        status, game_type=game_type, was=was)


def test_the_backend_is_what_the_test_asked_for(store: Store, backend: str, config: Config) -> None:
    assert store.cluster is (backend == "cluster")
    assert isinstance(store.r, RedisCluster) is (backend == "cluster")
    assert is_cluster(config.redis_url) is (backend == "cluster")
    assert store.ping()
    if backend == "cluster":  # RQ on its own Redis, which is no cluster
        assert not isinstance(store.jobs, RedisCluster)
        assert len({key_slot(store.key(g, "log").encode()) for g in GAMES}) == len(GAMES)
    else:
        assert store.jobs is store.r


def test_a_cluster_without_a_redis_for_rq_is_refused(store: Store, backend: str, config: Config) -> None:
    if backend != "cluster":
        pytest.skip("only a cluster needs RQ_REDIS_URL")
    with pytest.raises(ValueError, match="RQ_REDIS_URL"):
        open_store(dataclasses.replace(config, rq_redis_url=""))
    assert isinstance(connect(config.redis_url), RedisCluster)  # detected (INFO cluster) without REDIS_CLUSTER


def test_append_conflict_duplicate_and_missing(store: Store) -> None:
    for game_id in GAMES:
        assert store.create(game_id, meta())
        assert not store.create(game_id, meta())
        assert append(store, game_id, 0, idem="k1").version == 1
        again = append(store, game_id, 0, idem="k1")
        assert (again.version, again.duplicate) == (1, True)
        with pytest.raises(VersionConflict) as conflict:
            append(store, game_id, 0)
        assert conflict.value.current == 1
        assert append(store, game_id, 1).version == 2
        assert store.version(game_id) == 2
        assert [e.version for e in store.entries(game_id)] == [1, 2]
        assert [e.version for e in store.entries(game_id, after=1)] == [2]
        entry = store.entry(game_id, 1)
        assert entry is not None and entry.command == {"type": "pass", "n": 0} and entry.idem == "k1"
        assert store.idempotent_version(game_id, "north", "k1") == 1
        assert store.idempotent_version(game_id, "south", "k1") is None
        assert store.meta(game_id)["version"] == "2"
    with pytest.raises(GameNotFound):
        append(store, "nosuchgame", 0)


def test_the_append_script_is_loaded_again_on_every_node(store: Store) -> None:
    store.r.script_flush()  # a restarted Redis: every node forgot the scripts
    for game_id in GAMES:
        store.create(game_id, meta())
        assert append(store, game_id, 0).version == 1
    store.r.script_flush()
    assert [n for n, _ in store.count_requests(["a", "b", "c", "d"], 60)] == [1, 1, 1, 1]


def test_snapshots_results_orders_and_rematch(store: Store) -> None:
    for game_id in GAMES:
        store.create(game_id, meta())
        assert store.snapshot(game_id) is None
        store.put_snapshot(game_id, 3, "1", {"x": 1}, life={"l": 1})
        assert store.snapshot(game_id) == {"version": 3, "schema": "1", "state": {"x": 1}, "life": {"l": 1},
                                           "clock": None}
        assert store.put_result(game_id, {"winner": "north"})
        assert not store.put_result(game_id, {"winner": "south"})
        assert store.result(game_id) == {"winner": "north"}
        store.put_order(game_id, "north", {"always": "pass"})
        assert store.order(game_id, "north") == {"always": "pass"}
        assert store.delete_order(game_id, "north") and not store.delete_order(game_id, "north")
        assert store.claim_rematch(game_id, "r1") == "r1"
        assert store.claim_rematch(game_id, "r2") == "r1"
    assert [m["rematch"] for m in store.metas(GAMES)] == ["r1"] * len(GAMES)


def test_listing_indexes_across_slots(store: Store) -> None:
    for i, game_id in enumerate(GAMES):
        store.create(game_id, meta("acres" if i % 2 else "sparks"))
        time.sleep(0.002)  # distinct update times: the listing's order
    ids, total = store.list_games(0, 100)
    assert (ids, total) == (GAMES[::-1], len(GAMES))
    assert store.list_games(0, 100, "acres")[0] == GAMES[1::2][::-1]
    append(store, GAMES[0], 0, status="over", game_type="sparks")
    assert store.list_games(0, 100)[0][0] == GAMES[0]
    assert store.list_games(0, 100, status="over")[0] == [GAMES[0]]
    assert store.list_games(0, 100, "sparks", "active")[0] == GAMES[2::2][::-1]
    store.delete(GAMES[0])
    with pytest.raises(GameNotFound):
        store.meta(GAMES[0])
    for status in STATUSES:
        assert GAMES[0] not in store.list_games(0, 100, status=status)[0]
    assert store.updated_between("-inf", int(time.time() * 1000) + 1000, 0, 100)[0][0] == GAMES[1]


def test_the_listing_is_reindexed_once_from_the_main_index(store: Store) -> None:
    for game_id in GAMES[:3]:
        store.create(game_id, meta("acres", "over"))
    store.r.delete(store.index_of(status="over"), store.index_of("acres"), store.index_of("acres", "over"),
                   f"{store.index}:layout")
    fresh = Store(store.r, store.prefix)
    assert sorted(fresh.list_games(0, 100, "acres", "over")[0]) == GAMES[:3]


def test_players_register_rotate_and_revoke(store: Store) -> None:
    profile = {"name": "Ada", "bot": "0", "created_at": "1"}
    assert store.register_player("ada", "t1", profile)
    assert not store.register_player("ada", "t2", profile)
    assert store.token_owner("t1") == "ada" and store.token_owner("t2") is None  # the loser's key taken back
    assert store.player("ada") == {**profile, "token_hash": "t1"}
    assert not store.replace_token("ada", "wrong", "t3") and store.token_owner("t3") is None
    assert store.replace_token("ada", "t1", "t3")
    assert store.token_owner("t1") == "revoked:ada" and store.token_owner("t3") == "ada"
    assert store.replace_token("ada", "t3", None)
    player = store.player("ada")
    assert player is not None and player["token_hash"] == "" and player["revoked_at"]
    assert store.token_owner("t3") == "revoked:ada"
    assert store.players(["ada", "nobody"]) == [player, {}]


def test_player_games_inbox_and_ratings(store: Store) -> None:
    store.add_player_game("ada", "g1", 1)
    store.add_player_game("ada", "g2", 2)
    assert store.player_games("ada", 10) == ["g2", "g1"]
    store.notify({"ada": {"type": "challenge"}, "bob": {"type": "game_over"}})
    assert [item for _, item in store.inbox("ada")] == [{"type": "challenge"}]
    read = store.ratings("acres", ["ada", "bob"])
    assert read == {}
    new = {"ada": (json.dumps({"mu": 26}), 1.0), "bob": (json.dumps({"mu": 24}), -1.0)}
    assert store.rate("acres", "g1", read, new, "[1]") == ("ok", "[1]")
    assert store.rate("acres", "g1", read, new, "[2]") == ("done", "[1]")
    assert store.rate("acres", "g2", read, new, "[3]") == ("conflict", None)
    assert store.leaderboard("acres", 0, 10) == ([("ada", 1.0), ("bob", -1.0)], 2)
    assert store.player_ratings("ada", ["acres", "sparks"]) == {"acres": json.dumps({"mu": 26})}


def test_rate_limits_and_stream_caps(store: Store) -> None:
    names = [f"writes:token{i}" for i in range(6)]
    assert [n for n, _ in store.count_requests(names, 60)] == [1] * 6
    assert [n for n, _ in store.count_requests(names, 60)] == [2] * 6
    far = int(time.time() * 1000) + 60_000
    assert store.open_stream({"token:a": 2, "address:x": 5}, "s1", far) is None
    assert store.open_stream({"token:a": 2, "address:x": 5}, "s2", far) is None
    assert store.open_stream({"token:a": 2, "address:x": 5}, "s3", far) == "token:a"
    store.renew_streams([("token:a", "s1"), ("address:x", "s1")], far + 1000)
    store.close_streams([("token:a", "s1"), ("address:x", "s1")])
    assert store.open_stream({"token:a": 2, "address:x": 5}, "s4", far) is None


def test_the_shared_reader_reads_every_game_and_inbox(store: Store) -> None:
    for game_id in GAMES:
        store.create(game_id, meta())
    after = {g: 0 for g in GAMES}
    found, items, wake = store.read_all(after, {"ada": "0-0"}, ("reader1", "0-0"), 10)
    assert (found, items) == ({}, {})
    for game_id in GAMES[::2]:
        append(store, game_id, 0)
    store.notify({"ada": {"type": "challenge"}})
    found, items, wake = store.read_all(after, {"ada": "0-0"}, ("reader1", wake), 1000)
    assert sorted(found) == GAMES[::2] and [e.version for e in found[GAMES[0]]] == [1]
    assert [item for _, item in items["ada"]] == [{"type": "challenge"}]

    def later() -> None:  # the reader waits, and an append in another slot ends its wait
        time.sleep(0.3)
        append(store, GAMES[1], 0)

    thread = threading.Thread(target=later)
    thread.start()
    started = time.monotonic()
    found, wake = store.read_logs({g: store.version(g) for g in GAMES}, ("reader1", wake), 3000)
    thread.join()
    assert list(found) == [GAMES[1]] and 0.25 < time.monotonic() - started < 2
    store.wake("reader1")  # a new listener's wake stream ends a wait too
    found, items, woken = store.read_all({}, {}, ("reader1", wake), 3000)
    assert (found, items) == ({}, {}) and woken != wake


def test_job_indexes_and_the_lease(store: Store) -> None:
    for game_id in GAMES[:3]:
        store.create(game_id, meta())
    store.mark_waiting(GAMES[0], 100)
    store.set_deadline(GAMES[1], 200)
    assert store.due_waiting(150, 10) == [(GAMES[0], 100.0)]
    assert store.due_deadlines(250, 10) == [(GAMES[1], 200.0)]
    store.forget_waiting(GAMES[0], 99.0)  # read with another score: kept
    assert store.due_waiting(150, 10) == [(GAMES[0], 100.0)]
    store.forget_waiting(GAMES[0], 100.0)
    store.forget_deadline(GAMES[1], 200.0)
    assert store.due_waiting(150, 10) == [] and store.due_deadlines(250, 10) == []
    facts = store.job_facts(GAMES[:3])
    assert [f.status for f in facts] == ["active"] * 3 and not any(f.scored for f in facts)
    assert store.sweep_mark() is None
    store.set_sweep_mark(5)
    assert store.sweep_mark() == 5
    assert store.hold_lease("a", 10_000) and not store.hold_lease("b", 10_000) and store.hold_lease("a", 10_000)
    store.release_lease("a")
    assert store.hold_lease("b", 10_000)
    assert abs(store.time_ms() - time.time() * 1000) < 5000
