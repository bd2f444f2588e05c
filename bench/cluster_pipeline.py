"""Client CPU of the store's hot path on a Redis Cluster (issue 22): `Store.append` (EVALSHA + WAIT to the game's
node, 4 ZADD XX to the listing indexes on up to 3 nodes) and `Store.entries` (the log's tail: XRANGE of the last
entry), through redis-py's ClusterPipeline (`ClusterPipeline.send_through_redis_py`, the path before) against the fast
path (`ClusterPipeline.send`, api/pipelines.py), in the same run on the local cluster of the tests
(tests/rediscluster.py: 3 masters + 3 replicas on this machine, TABULA_ACK_REPLICAS=1), and a single Redis (the
embedded set-up's redis-server, `RawPipeline.send`) for reference.

One client, one call after the other; the two paths take turns in blocks of `--calls` calls, `--rounds` times, so
a machine busy with something else weighs on both alike. CPU is this process's (time.process_time), wall the
round trip. Printed per path: the median over the rounds and their spread (min-max), and the ratio old / fast of
each round's medians.

    .venv/bin/python -m bench.cluster_pipeline [--calls 500] [--rounds 7]
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import redis

from api.pipelines import ClusterPipeline
from api.store import Store, connect
from tests.rediscluster import free_ports, local_cluster, server_binary


def game(store: Store) -> str:
    gid = uuid.uuid4().hex[:12]
    assert store.create(gid, {"type": "bench", "status": "active"})
    return gid


def measure(calls: int, one: Callable[[int], object]) -> tuple[float, float]:
    """(CPU us, wall us) per call of `one(i)`, i = 0..calls-1."""
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(calls):
        one(i)
    return (time.process_time() - cpu) / calls * 1e6, (time.perf_counter() - wall) / calls * 1e6


class Appender:
    """Appends to a game of its own, version after version."""

    def __init__(self, store: Store):
        self.store, self.gid, self.version = store, game(store), 0

    def __call__(self, _: int) -> object:
        done = self.store.append(self.gid, self.version, "a", {"type": "move", "n": self.version},
                                 [{"type": "moved", "n": self.version}], uuid.uuid4().hex, "active", game_type="bench")
        self.version += 1
        return done

    def tail(self, _: int) -> object:
        return self.store.entries(self.gid, after=self.version - 1)


def line(name: str, values: list[tuple[float, float]]) -> str:
    cpu, wall = [v[0] for v in values], [v[1] for v in values]
    return (f"  {name:<28} CPU {statistics.median(cpu):7.1f} us ({min(cpu):6.1f}-{max(cpu):6.1f})   "
            f"wall {statistics.median(wall):7.1f} us ({min(wall):6.1f}-{max(wall):6.1f})")


def old_path(store: Store) -> Store:
    """The store with its cluster path as it was: redis-py's ClusterPipeline."""
    assert isinstance(store.pipe, ClusterPipeline)
    store.pipe.send = store.pipe.send_through_redis_py  # type: ignore[method-assign]
    return store


def cluster_run(calls: int, rounds: int) -> None:
    with local_cluster() as cluster:
        fast = Store(connect(cluster.url, cluster=True), f"bench{uuid.uuid4().hex[:6]}")
        old = old_path(Store(connect(cluster.url, cluster=True), fast.prefix))
        paths = {"ClusterPipeline (before)": Appender(old), "fast path": Appender(fast)}
        for each in paths.values():  # warm: connections open, scripts loaded
            for i in range(50):
                each(i)
        results: dict[str, dict[str, list[tuple[float, float]]]] = {"append": {}, "entries": {}}
        for _ in range(rounds):
            for name, each in paths.items():
                results["append"].setdefault(name, []).append(measure(calls, each))
                results["entries"].setdefault(name, []).append(measure(calls, each.tail))
        nodes = {fast.r.get_node_from_key(k).name  # type: ignore[attr-defined]
                 for k in [fast.key(paths["fast path"].gid, "log"), fast.index, fast.index_of("bench"),
                           fast.index_of(status="active"), fast.index_of("bench", "active")]}
        print(f"Redis Cluster (3 masters + 3 replicas, local), ack_replicas={fast.ack_replicas}; "
              f"an append's commands on {len(nodes)} nodes; {rounds} rounds of {calls} calls per path:")
        for what, by_path in results.items():
            print(f" Store.{what}:")
            for name, values in by_path.items():
                print(line(name, values))
            before, after = by_path["ClusterPipeline (before)"], by_path["fast path"]
            ratios = sorted(b[0] / a[0] for b, a in zip(before, after, strict=True))
            walls = sorted(b[1] / a[1] for b, a in zip(before, after, strict=True))
            print(f"  ratio before/fast, CPU: median {statistics.median(ratios):.2f} (rounds {ratios[0]:.2f}-"
                  f"{ratios[-1]:.2f}); wall: median {statistics.median(walls):.2f} ({walls[0]:.2f}-{walls[-1]:.2f})")


def single_run(calls: int, rounds: int) -> None:
    home, port = Path(tempfile.mkdtemp(prefix="tabula-bench-")), free_ports(1)[0]
    proc = subprocess.Popen([server_binary(), "--bind", "127.0.0.1", "--port", str(port), "--daemonize", "no",
                             "--dir", str(home), "--save", "", "--appendonly", "no"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        client = redis.Redis(port=port, socket_connect_timeout=1)
        for _ in range(500):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.02)
        store = Store(connect(f"redis://127.0.0.1:{port}/0", cluster=False), "bench")
        each = Appender(store)
        for i in range(50):
            each(i)
        appends, tails = [], []
        for _ in range(rounds):
            appends.append(measure(calls, each))
            tails.append(measure(calls, each.tail))
        print(f"single Redis (reference, ack_replicas={store.ack_replicas}, RawPipeline):")
        print(line("Store.append", appends))
        print(line("Store.entries", tails))
    finally:
        proc.kill()
        proc.wait()
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    cluster_run(args.calls, args.rounds)
    single_run(args.calls, args.rounds)


if __name__ == "__main__":
    main()
