"""Tabula feed benchmark: many long-lived listeners of GET /v1/games/{id}/feed, under two serving set-ups (issue 18).

    .venv/bin/python bench/feeds.py [--sizes 100,1000,2000] [--games 50] [--seconds 10] [--dead 500]
    .venv/bin/python bench/feeds.py --cluster-readers [--games 50] [--appends 600] [--idle 12]

--cluster-readers measures only the shared log reader on a local Redis Cluster (tests/rediscluster.py: 3 masters,
3 replicas, a Redis 7 redis-server on PATH), in this process, for the polling reader (one XREAD per followed slot
every Store.POLL_MS) and the notified one (sharded pub/sub, api/notices.py), in the same run: --games games spread
over the masters, a listener each (a thread waiting on it); idle for --idle seconds: the writes this process sends to
Redis per second (each a round trip: counted at redis-py's Connection.send_packed_command) and the XREADs the
nodes serve per second (INFO commandstats); then --appends appends, one every 10 ms, round-robin over the games:
delivery latency from the append's return to the listener's `get` returning it, p50 and p99, and the ratio.
Then the append's own latency on the cluster with the notice (the SPUBLISH in the script) and without it.

More options: --rate 5 (commands/s posted by the bots, in total), --baseline/--no-baseline, --baseline-sizes 10,100,
--baseline-dead 100, --connect-timeout 15, --dead-timeout 120, --keep-alive S (the listeners' ?keep_alive=;
default: the server's, 15 s), --health-every 0.1, --ceiling-streams (default 2 x the largest size),
--ceiling-seconds 3, --redis URL.

Needs the real Redis at 127.0.0.1:6379 (override with --redis); uses database 14 and a key prefix of its own
(`bench-feeds-<pid>-<hex>`), and deletes every key under that prefix at the end (also on Ctrl-C or an error: the
servers are started in sessions of their own and their process groups killed). Takes a few minutes.

The load generator is this process: one asyncio loop, raw HTTP/1.1 over asyncio.open_connection (chunked bodies
parsed by hand), so that thousands of open streams cost it one socket and one small task each. Its RLIMIT_NOFILE
is raised to the hard limit at start (the servers inherit it). Every connect, head and read has a timeout: a
server that cannot hold a listener shows as a failure, never as a hang.

What one run measures, all on this machine (servers, Redis and generator share its cores):

1. ceiling of the generator: a trivial asyncio NDJSON streaming server (this file with --_stream-server, a
   subprocess) answers every GET with a chunked stream, as gunicorn does. The generator opens --ceiling-streams
   idle streams to it (how many it holds, and how fast it opens them), then the server pushes one ~400-byte item
   to every stream, round after round, for --ceiling-seconds (skipping a stream whose send buffer is full): the
   items/s the generator reads, parses and timestamps that way, and its CPU per item, bound what it can
   measure. A lower bound: the streaming server shares the cores.
2. for each set-up: the baseline is the old gthread line, hard-coded (BASELINE_LINE: 2 workers x 8 threads,
   so at most 16 streams at once), and "new" is the Procfile's `web` line as it is at run time (--bind
   replaced by 127.0.0.1:<free port>), both serving `wiring:create_app()` with REDIS_URL (db 14),
   TABULA_PREFIX, TABULA_ENQUEUE=0, TABULA_RATE_LIMITS=0 and TABULA_STREAMS_PER_TOKEN / _PER_ADDRESS =
   100000. --games games of A Few Acres of Snow (2 human seats, seeds `feeds-<slot>-<n>`) are created
   in-process with api.service.Service (not timed).

   Listeners: listener j follows game slot j % games as role (j + j // games) % 3: the slot's first seat's
   token, its second seat's token, or no token (a spectator): GET /v1/games/{id}/feed?format=ndjson&timeout=3600.
   It counts as connected once the 200 head and the first item (the view) arrived within --connect-timeout; else
   it failed (and is closed). After connecting it reads items until the end of the run; a stream that ends
   without an `end` item (EOF, reset, an `error` item) is dropped (not reopened). After `end` (its game is over
   and the bots made a new one in the slot) it reconnects to the slot's new game.

   Bots: the generator posts, at --rate commands/s in all (a steady pace, round-robin over the games, one move
   at a time per game), a uniformly random legal command of each game: GET legal-commands with the token of
   the seat to act, then POST /v1/games/{id}/commands with expected_version and a fresh Idempotency-Key (new
   connection each, 10 s timeout). A game that ends is replaced in its slot by a new one (created in-process).

   The sizes (--sizes; --baseline-sizes for the baseline, or for a Procfile line whose workers are gthread or
   sync) are reached one after the other, adding listeners to the ones already held. For each size N:
   - memory per idle listener: RSS of the gunicorn master + workers (VmRSS from /proc) after opening the new
     listeners (bots paused, 1 s settle) minus just before, divided by the listeners that step added to those
     held ("step"); "total" is (RSS then - RSS before the first listener) / listeners held. Before the first
     size the server serves a warm-up burst of --connect-concurrency short feeds (closed by the server after
     1 idle second), so that its Redis pools have seen an opening burst; the first step's "before" is the RSS
     before that burst, so both memory figures are upper bounds (freed memory reused by later listeners is
     not hidden);
   - server sockets (/proc/<worker>/fd entries that are sockets), of which connections to Redis (matched via
     /proc/<worker>/net/tcp to Redis' port: "srv->redis"), and Redis' own `connected_clients` (INFO clients:
     "redis cl.", all clients of the Redis server, so other work on the machine can add to it), with N held;
   - idle server CPU with N held, 2 s, bots paused (keep-alives and the XREAD BLOCK slices);
   - then the bots play for --seconds while a GET /v1/health is started every --health-every s (new
     connection each, 5 s timeout). Delivery latency: for every command whose POST was answered 201 in that
     window, the time from reading that answer to each listener of the game reading that entry's item (both
     clocks are this process's perf_counter; an item read before the answer counts 0, and those are counted);
     p50 and p99 over all (listener, entry) pairs; also printed from the POST being sent (which adds the
     POST's own time, but does not depend on which of the answer and the item the loop reads first). After the
     window up to 3 s are given for late items;
     "undelivered" counts the (listener, entry) pairs still missing then, for listeners still open. Health
     latency: p50 and p99 over all probes, a probe that failed or timed out counting as infinite.
   - server CPU per delivered entry item: CPU of the gunicorn processes (utime + stime from /proc) over the
     window divided by the entry items delivered in it; that CPU also covers the bots' GETs and POSTs and the
     health probes, the same at every size: "marginal" divides the difference in server CPU from the previous
     size's window by the difference in entry items delivered. Redis CPU (INFO cpu) likewise. Generator CPU per
     item read (all types; its CPU also covers the bots and the probes).
   - connect failures (cumulative) and listeners dropped (cumulative).
3. dead clients, on a fresh server of each set-up (--dead listeners; --baseline-dead for capped set-ups): the
   listeners are opened (bots paused), then all aborted at once (SO_LINGER 0 + transport.abort(): the server
   gets an RST, as from a killed client, and nothing more). Then the sockets of the gunicorn workers are
   counted every 0.1 s until the count without the Redis connections (the Redis connection pool may keep the
   connections the streams used, which is not a leak of the dead clients) is back within max(3, dead/100) of
   its level before the listeners were opened, or --dead-timeout s pass: the seconds are printed (with the
   times 50% and 90% of them were freed). The bots are paused, so nothing but the server's own doing (a
   keep-alive write, a check of the socket) frees them.

Goals (printed as met / NOT met, from the new set-up, on this 2-core machine): 2,000 listeners held at once
(none dropped); health p99 <= 100 ms with 2,000 held; delivery p99 <= 250 ms at 1,000 listeners (none
undelivered); <= 64 KB of server memory per idle listener (the step figure at the largest size); Redis
connected_clients at 2,000 minus at 100 < 20 (the server's own connections to Redis at every size are printed
beside it: connected_clients also counts other clients of the Redis server); dead clients freed within 20 s.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import resource
import secrets
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import uuid
from collections import defaultdict, deque
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from servers import APP, children, cpu_seconds, delete_prefix, gunicorn_argv, procfile_web_line

DB = 14
REDIS_URL = f"redis://127.0.0.1:6379/{DB}"
BASELINE_LINE = ("gunicorn -c python:api.gunicorn_conf --workers 2 --worker-class gthread --threads 8 --timeout 120 "
                 f"'{APP}'")
GOAL_HELD, GOAL_HEALTH_P99_MS, GOAL_DELIVERY_P99_MS, GOAL_KB_PER_LISTENER = 2000, 100.0, 250.0, 64.0
GOAL_REDIS_GROWTH, GOAL_DEAD_SECONDS = 20, 20.0
HOST = "127.0.0.1"
STALL_SECONDS = 90  # a held stream silent that long (keep-alives included) is dropped
INF = float("inf")


# -- small helpers --------------------------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def percentile(values: list[float], q: float) -> float:
    """Nearest rank; NaN for no values."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q / 100 * len(s)) - 1))]


def ms(x: float) -> str:
    if math.isnan(x):
        return "n/a"
    if x == INF:
        return "timeout"
    return f"{x:.1f}" if x < 100 else f"{x:.0f}"


def cpu_self() -> float:
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def busy_cpu_seconds() -> float:
    """CPU seconds all processes of the machine have been busy (from /proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields[:8]
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def redis_cpu(r) -> float:
    info = r.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def redis_clients(r) -> int:
    return int(r.info("clients")["connected_clients"])


def raise_nofile() -> tuple[int, int]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)


# -- servers --------------------------------------------------------------------------------------------------------
def web_command(line: str, port: int) -> list[str]:
    """A gunicorn line (the Procfile's `web` line or BASELINE_LINE) as argv, bound to 127.0.0.1:port."""
    return gunicorn_argv(line, port, host=HOST)


def worker_class(argv: list[str]) -> str:
    for i, w in enumerate(argv):
        if w in ("--worker-class", "-k") and i + 1 < len(argv):
            return argv[i + 1]
        if w.startswith("--worker-class="):
            return w.split("=", 1)[1]
    return "sync"


def tcp_table(pid: int) -> dict[int, tuple[int, int, str]]:
    """inode -> (local port, remote port, state) of the TCP sockets in the network namespace of `pid`."""
    table: dict[int, tuple[int, int, str]] = {}
    for name in ("tcp", "tcp6"):
        try:
            lines = Path(f"/proc/{pid}/net/{name}").read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            f = line.split()
            if len(f) > 9:
                table[int(f[9])] = (int(f[1].rsplit(":", 1)[1], 16), int(f[2].rsplit(":", 1)[1], 16), f[3])
    return table


class Server:
    """A gunicorn we started, in a session of its own; stopped by its pid (SIGQUIT, then SIGKILL of its group)."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], logdir: Path, port: int, redis_port: int):
        self.name, self.port, self.redis_port = name, port, redis_port
        self.log_path = logdir / f"{name}-{port}.log"
        self.log = open(self.log_path, "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                     start_new_session=True)

    def workers(self) -> list[int]:
        return children(self.proc.pid)

    def cpu_seconds(self) -> float:
        return cpu_seconds(self.proc.pid)

    def rss_kb(self) -> int:
        total = 0
        for pid in [self.proc.pid, *self.workers()]:
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
            except OSError:
                pass
        return total

    def sockets(self) -> dict[str, int]:
        """Socket fds of the workers: all, those connected to Redis' port, and the rest."""
        total = to_redis = 0
        for pid in self.workers():
            inodes = []
            try:
                for fd in os.listdir(f"/proc/{pid}/fd"):
                    try:
                        link = os.readlink(f"/proc/{pid}/fd/{fd}")
                    except OSError:
                        continue
                    if link.startswith("socket:["):
                        inodes.append(int(link[8:-1]))
            except OSError:
                continue
            table = tcp_table(pid)
            total += len(inodes)
            to_redis += sum(1 for i in inodes if i in table and table[i][1] == self.redis_port)
        return {"total": total, "redis": to_redis, "other": total - to_redis}

    async def wait_ready(self, timeout: float = 40) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited ({self.proc.returncode}):\n{self.log_path.read_text()[-3000:]}")
            try:
                status, _, _ = await http_call(self.port, "GET", "/v1/health", timeout=2)
                if status == 200:
                    return
            except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError):
                pass
            await asyncio.sleep(0.2)
        raise RuntimeError(f"{self.name} not ready after {timeout}s:\n{self.log_path.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.send_signal(signal.SIGQUIT)  # gunicorn: quick shutdown (streams need not finish)
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # its own group: workers left behind, if any
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if not self.log.closed:
            self.log.close()


# -- raw HTTP/1.1 over asyncio ---------------------------------------------------------------------------------------
async def http_open(port: int, method: str, path: str, headers: dict[str, str], body: bytes = b""
                    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, int, dict[str, str]]:
    reader, writer = await asyncio.open_connection(HOST, port, limit=1 << 20)
    try:
        lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}", *(f"{k}: {v}" for k, v in headers.items())]
        if body or method == "POST":
            lines.append(f"Content-Length: {len(body)}")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
        head = await reader.readuntil(b"\r\n\r\n")
        first, *rest = head.decode("latin-1").split("\r\n")
        status = int(first.split(" ", 2)[1])
        answer = {}
        for line in rest:
            if ":" in line:
                k, v = line.split(":", 1)
                answer[k.strip().lower()] = v.strip()
        return reader, writer, status, answer
    except BaseException:
        abort(writer)
        raise


def abort(writer: asyncio.StreamWriter | None) -> None:
    """Close at once, with an RST (SO_LINGER 0): what the server sees of a client that was killed."""
    if writer is None:
        return
    try:
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    writer.transport.abort()


class Body:
    """Lines of a response body: chunked, Content-Length or up to EOF."""

    def __init__(self, reader: asyncio.StreamReader, headers: dict[str, str]):
        self.reader = reader
        self.chunked = "chunked" in headers.get("transfer-encoding", "").lower()
        self.left = int(headers["content-length"]) if "content-length" in headers and not self.chunked else -1
        self.buf = b""
        self.lines: deque[bytes] = deque()
        self.done = False

    async def read(self) -> bytes | None:
        """The next piece of the body; None at its end."""
        if self.done:
            return None
        if self.chunked:
            size = int((await self.reader.readuntil(b"\r\n")).split(b";", 1)[0], 16)
            if size == 0:
                self.done = True
                return None
            return (await self.reader.readexactly(size + 2))[:-2]
        if self.left == 0:
            self.done = True
            return None
        data = await self.reader.read(65536 if self.left < 0 else min(self.left, 65536))
        if not data:
            if self.left > 0:
                raise asyncio.IncompleteReadError(b"", self.left)
            self.done = True
            return None
        if self.left > 0:
            self.left -= len(data)
        return data

    async def all(self) -> bytes:
        parts = []
        while (data := await self.read()) is not None:
            parts.append(data)
        return b"".join(parts)

    async def line(self) -> bytes | None:
        """The next line (without its newline); None at the end of the body."""
        while not self.lines:
            data = await self.read()
            if data is None:
                return None
            self.buf += data
            if b"\n" in data:
                *complete, self.buf = self.buf.split(b"\n")
                self.lines.extend(complete)
        return self.lines.popleft()


async def http_call(port: int, method: str, path: str, token: str | None = None, body: bytes = b"",
                    timeout: float = 10, headers: dict[str, str] | None = None) -> tuple[int, bytes, float]:
    """One request on a new connection (Connection: close): status, body, perf_counter when the body was read."""
    h = {"Connection": "close", **(headers or {})}
    if token:
        h["Authorization"] = f"Bearer {token}"
    if body:
        h["Content-Type"] = "application/json"

    async def go() -> tuple[int, bytes, float]:
        reader, writer, status, answer = await http_open(port, method, path, h, body)
        try:
            data = await Body(reader, answer).all()
            return status, data, time.perf_counter()
        finally:
            writer.close()

    return await asyncio.wait_for(go(), timeout)


# -- the generator's ceiling: a trivial asyncio streaming server (a subprocess) ------------------------------------
def stream_server(port: int) -> None:
    """GET /go?seconds=S: push one item to every open stream, round after round, for S seconds, then `end` to all.
    Any other GET: a chunked NDJSON stream that starts with a view item and stays open."""
    conns: set[asyncio.StreamWriter] = set()
    pad = "x" * 300

    def chunk(line: bytes) -> bytes:
        return b"%x\r\n%s\r\n" % (len(line), line)

    async def broadcast(seconds: float) -> None:
        end = time.monotonic() + seconds
        k = 0
        while time.monotonic() < end:
            k += 1
            for w in list(conns):
                if w.transport.get_write_buffer_size() < 65536:
                    w.write(chunk(b'{"type":"entry","version":%d,"t":%r,"pad":"%s"}\n' % (k, time.monotonic(),
                                                                                      pad.encode())))
            await asyncio.sleep(0)
        for w in list(conns):
            w.write(chunk(b'{"type":"end","version":%d}\n' % (k + 1)) + b"0\r\n\r\n")

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            if head.startswith(b"GET /go"):
                seconds = float(head.split(b"seconds=", 1)[1].split(b" ", 1)[0])
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
                asyncio.get_running_loop().create_task(broadcast(seconds))
                return
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
                         + chunk(b'{"type":"view","version":0}\n'))
            conns.add(writer)
            await reader.read()  # until the client closes
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            pass
        finally:
            conns.discard(writer)
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, HOST, port, backlog=4096)
        async with server:
            await server.serve_forever()

    asyncio.run(main())


async def ceiling(args, workdir: Path, servers: list) -> dict:
    port = free_port()
    child = Child([sys.executable, __file__, "--_stream-server", str(port)], workdir / "stream-server.log")
    servers.append(child)
    proc = child.proc
    for _ in range(100):
        try:
            _, w = await asyncio.open_connection(HOST, port)
            w.close()
            break
        except OSError:
            await asyncio.sleep(0.05)
    streams: list[tuple[asyncio.StreamWriter, Body]] = []
    failed = 0
    sem = asyncio.Semaphore(args.connect_concurrency)

    async def open_one() -> None:
        nonlocal failed
        async with sem:
            try:
                reader, writer, _, headers = await asyncio.wait_for(
                    http_open(port, "GET", "/stream", {"Accept": "application/x-ndjson"}), args.connect_timeout)
                body = Body(reader, headers)
                await asyncio.wait_for(body.line(), args.connect_timeout)
                streams.append((writer, body))
            except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError):
                failed += 1

    t = time.perf_counter()
    await asyncio.gather(*(open_one() for _ in range(args.ceiling_streams)))
    open_s = time.perf_counter() - t
    lat: list[float] = []
    counts = {"items": 0}
    last = [0.0]

    async def drain(body: Body) -> None:
        while (line := await body.line()) is not None:
            now = time.monotonic()
            last[0] = time.perf_counter()
            item = json.loads(line)
            if item["type"] == "entry":
                counts["items"] += 1
                if counts["items"] % 16 == 0:
                    lat.append((now - item["t"]) * 1000)

    tasks = [asyncio.create_task(drain(b)) for _, b in streams]
    c0, t0, busy0 = cpu_self(), time.perf_counter(), busy_cpu_seconds()
    await http_call(port, "GET", f"/go?seconds={args.ceiling_seconds}", timeout=5)
    done, pending = await asyncio.wait(tasks, timeout=args.ceiling_seconds + 30)
    elapsed, cpu, busy = time.perf_counter() - t0, cpu_self() - c0, busy_cpu_seconds() - busy0
    receiving = max(1e-3, last[0] - t0)
    for task in pending:
        task.cancel()
    for w, _ in streams:
        abort(w)
    _kill(proc)
    n = counts["items"]
    return {"asked": args.ceiling_streams, "held": len(streams), "failed": failed, "open_s": open_s, "items": n,
            "rate": n / receiving, "cpu_per_item": cpu / max(1, n), "gen_cores": cpu / elapsed,
            "busy_cores": busy / elapsed, "p50": percentile(lat, 50), "p99": percentile(lat, 99),
            "errors": sum(1 for task in done if task.exception() is not None)}


class Child:
    """A helper process we started (the streaming server), stopped like the servers."""

    def __init__(self, argv: list[str], log: Path):
        with open(log, "wb") as out:
            self.proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=out,
                                         start_new_session=True)

    def stop(self) -> None:
        _kill(self.proc)


def _kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait(timeout=5)


# -- games, listeners, bots -----------------------------------------------------------------------------------------
class Slot:
    """One of the --games games being played; a game that ends is replaced by a new one in its slot."""

    def __init__(self, index: int):
        self.index, self.generation = index, 0
        self.game_id, self.tokens, self.seats, self.to_act = "", {}, [], ""
        self.busy = False
        self.changed = asyncio.Event()


class Listener:
    __slots__ = (
        "error",
        "game_id",
        "j",
        "killed",
        "last_seen",
        "last_version",
        "reconnects",
        "role",
        "slot",
        "start_version",
        "state",
        "task",
        "writer",
    )

    def __init__(self, j: int, games: int):
        self.j, self.slot, self.role = j, j % games, (j + j // games) % 3
        self.state = "new"  # connecting, open, failed, dropped, killed, closed
        self.game_id, self.start_version, self.last_version = "", -1, -1
        self.writer: asyncio.StreamWriter | None = None
        self.task: asyncio.Task | None = None
        self.error, self.killed, self.reconnects, self.last_seen = "", False, 0, 0.0


class Bench:
    """The load generator's state against one server: game slots, listeners, bots, health probes, records."""

    def __init__(self, args, port: int, r, prefix: str):
        self.args, self.port, self.r, self.prefix = args, port, r, prefix
        self.slots: list[Slot] = []
        self.listeners: list[Listener] = []
        self.recording = False
        self.answered: dict[tuple[str, int], tuple[float, float]] = {}  # (game, version) -> (POST sent, answered)
        self.arrivals: list[tuple[str, int, float]] = []
        self.items = 0  # items read by all listeners (any type), for the generator's CPU per item
        self.bot = {"posted": 0, "errors": 0, "statuses": defaultdict(int), "recreated": 0}
        self.health: list[float] = []
        self.rng = random.Random(18)
        self.svc = None

    # games (in-process, through Service; in a thread, so that the streams are read meanwhile)
    def _create(self, index: int, generation: int) -> tuple[str, dict[str, str], list[str], str]:
        if self.svc is None:
            from api.service import Service
            from api.store import Store, connect

            self.svc = Service(Store(connect(self.args.redis), self.prefix))
        game, tokens, _ = self.svc.create("acres", [{"kind": "human"}, {"kind": "human"}],
                                          seed=f"feeds-{index}-{generation}")
        (to_act,) = game.engine.to_act(game.state)
        return game.id, tokens, list(tokens), to_act  # tokens: one per seat, in the seats' order

    async def new_game(self, slot: Slot) -> None:
        gid, tokens, seats, to_act = await asyncio.to_thread(self._create, slot.index, slot.generation)
        slot.game_id, slot.tokens, slot.seats, slot.to_act = gid, tokens, seats, to_act
        slot.generation += 1
        slot.changed.set()
        slot.changed = asyncio.Event()

    async def make_games(self, n: int) -> None:
        self.slots = [Slot(i) for i in range(n)]
        for slot in self.slots:
            await self.new_game(slot)

    # listeners
    async def connect(self, lst: Listener) -> bool:
        slot = self.slots[lst.slot]
        lst.game_id = slot.game_id
        token = None if lst.role == 2 else slot.tokens[slot.seats[lst.role]]
        headers = {"Accept": "application/x-ndjson"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        query = "format=ndjson&timeout=3600" + (f"&keep_alive={self.args.keep_alive:g}" if self.args.keep_alive else "")
        lst.state = "connecting"
        writer = None
        try:
            async def start() -> tuple[asyncio.StreamWriter, Body, dict]:
                reader, w, status, answer = await http_open(self.port, "GET", f"/v1/games/{lst.game_id}/feed?{query}",
                                                            headers)
                nonlocal writer
                writer = w
                body = Body(reader, answer)
                if status != 200:
                    text = await asyncio.wait_for(body.all(), 2) if "content-length" in answer else b""
                    raise ValueError(f"HTTP {status} {text[:120]!r}")
                line = await body.line()
                if line is None:
                    raise ValueError("the stream ended before its first item")
                return w, body, json.loads(line)

            w, body, first = await asyncio.wait_for(start(), self.args.connect_timeout)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError) as exc:
            abort(writer)
            lst.error = (f"no 200 head and first item within {self.args.connect_timeout:g} s"
                         if isinstance(exc, TimeoutError) else f"{type(exc).__name__}: {exc}"[:160])
            return False
        if first.get("type") != "view":
            abort(w)
            lst.error = f"first item {str(first)[:100]}"
            return False
        lst.writer, lst.start_version = w, first["version"]
        lst.last_version, lst.last_seen, lst.state = first["version"], time.monotonic(), "open"
        lst.task = asyncio.get_running_loop().create_task(self.read(lst, body))
        return True

    async def read(self, lst: Listener, body: Body) -> None:
        """Read the stream until it ends; `end` -> reconnect to the slot's next game."""
        try:
            while True:
                line = await body.line()
                if line is None:
                    raise ValueError("EOF without an end item")
                t = time.perf_counter()
                lst.last_seen = time.monotonic()
                self.items += 1
                if line.startswith((b'{"type":"keep_alive"', b'{"type":"your_turn"')):
                    continue
                item = json.loads(line)
                kind = item.get("type")
                if kind == "entry":
                    v = item["version"]
                    lst.last_version = max(lst.last_version, v)
                    if self.recording:
                        self.arrivals.append((lst.game_id, v, t))
                elif kind == "end":
                    break
                elif kind == "error":
                    raise ValueError(f"error item {line[:120]!r}")
        except asyncio.CancelledError:
            abort(lst.writer)
            lst.state = "killed" if lst.killed else "dropped" if lst.error == "stalled" else "closed"
            raise
        except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
            abort(lst.writer)
            lst.state = "killed" if lst.killed else "dropped"
            lst.error = f"{type(exc).__name__}: {exc}"[:160]
            return
        abort(lst.writer)
        # the game is over: the bots put a new one in the slot; follow it
        slot = self.slots[lst.slot]
        if slot.game_id == lst.game_id:
            try:
                await asyncio.wait_for(slot.changed.wait(), 30)
            except TimeoutError:
                pass
        lst.reconnects += 1
        if not await self.connect(lst):
            lst.state = "dropped"
            lst.error = "reconnect after end failed: " + lst.error

    async def open_listeners(self, n: int) -> float:
        """Add listeners up to n in all; the seconds it took (every connect has its timeout)."""
        sem = asyncio.Semaphore(self.args.connect_concurrency)

        async def one(lst: Listener) -> None:
            async with sem:
                if not await self.connect(lst):
                    lst.state = "failed"

        new = [Listener(j, len(self.slots)) for j in range(len(self.listeners), n)]
        self.listeners += new
        t = time.perf_counter()
        await asyncio.gather(*(one(lst) for lst in new))
        return time.perf_counter() - t

    async def warm_streams(self, n: int) -> int:
        """n feeds opened at once and read until the server closes them (?timeout=1: after 1 idle second), so
        that what a burst of opens grows once in the server (connection pools, allocator arenas) is there
        before the first measurement; the number that ran to their end."""
        async def one(i: int) -> bool:
            gid = self.slots[i % len(self.slots)].game_id
            try:
                reader, writer, status, answer = await asyncio.wait_for(
                    http_open(self.port, "GET", f"/v1/games/{gid}/feed?format=ndjson&timeout=1",
                              {"Accept": "application/x-ndjson"}), self.args.connect_timeout)
                try:
                    await asyncio.wait_for(Body(reader, answer).all(), self.args.connect_timeout + 5)
                finally:
                    writer.close()
                return status == 200
            except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError):
                return False

        return sum(await asyncio.gather(*(one(i) for i in range(n))))

    def check_stalls(self) -> None:
        now = time.monotonic()
        for lst in self.listeners:
            if lst.state == "open" and now - lst.last_seen > STALL_SECONDS and lst.task:
                lst.error = "stalled"
                lst.task.cancel()

    async def close_all(self, kill: bool = False) -> None:
        for lst in self.listeners:  # all at once: no await between the aborts
            lst.killed = kill
            abort(lst.writer)
        tasks = [lst.task for lst in self.listeners if lst.task and not lst.task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for lst in self.listeners:
            out[lst.state] += 1
        return out

    # bots
    async def move(self, slot: Slot) -> None:
        slot.busy = True
        try:
            gid, seat = slot.game_id, slot.to_act
            token = slot.tokens[seat]
            status, data, _ = await http_call(self.port, "GET", f"/v1/games/{gid}/legal-commands", token)
            if status != 200:
                self.bot["errors"] += 1
                self.bot["statuses"][f"GET {status}"] += 1
                return
            legal = json.loads(data)
            if not legal["to_act"]:
                await self.new_game(slot)
                self.bot["recreated"] += 1
                return
            if seat not in legal["to_act"] or not legal["commands"]:
                slot.to_act = legal["to_act"][0]
                return
            body = json.dumps({"expected_version": legal["version"], "command": self.rng.choice(legal["commands"])})
            sent = time.perf_counter()
            status, data, t = await http_call(self.port, "POST", f"/v1/games/{gid}/commands", token, body.encode(),
                                              headers={"Idempotency-Key": uuid.uuid4().hex})
            self.bot["statuses"][f"POST {status}"] += 1
            if status != 201:
                self.bot["errors"] += 1
                return
            done = json.loads(data)
            self.bot["posted"] += 1
            if self.recording:
                self.answered[(gid, done["version"])] = (sent, t)
            if done["status"] == "over" or not done["to_act"]:
                await self.new_game(slot)
                self.bot["recreated"] += 1
            else:
                slot.to_act = done["to_act"][0]
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError, KeyError) as exc:
            self.bot["errors"] += 1
            self.bot["statuses"][type(exc).__name__] += 1
        finally:
            slot.busy = False

    async def play(self, seconds: float, probe: bool) -> None:
        """Bots at --rate commands/s (and, if probe, a health probe every --health-every s) for `seconds`;
        then wait for the moves and probes in flight."""
        loop = asyncio.get_running_loop()
        end = time.perf_counter() + seconds
        tasks: set[asyncio.Task] = set()

        async def pace(every: float, launch) -> None:
            nxt = time.perf_counter()
            while nxt < end:
                launch()
                nxt += every
                await asyncio.sleep(max(0.0, nxt - time.perf_counter()))

        turn = {"i": 0}

        def launch_move() -> None:
            n = len(self.slots)
            for k in range(n):
                slot = self.slots[(turn["i"] + k) % n]
                if not slot.busy:
                    turn["i"] = (turn["i"] + k + 1) % n
                    task = loop.create_task(self.move(slot))
                    tasks.add(task)
                    task.add_done_callback(tasks.discard)
                    return

        def launch_probe() -> None:
            task = loop.create_task(self.probe())
            tasks.add(task)
            task.add_done_callback(tasks.discard)

        pacers = [pace(1 / self.args.rate, launch_move)]
        if probe:
            pacers.append(pace(self.args.health_every, launch_probe))
        await asyncio.gather(*pacers)
        if tasks:
            await asyncio.wait(set(tasks), timeout=15)

    async def probe(self) -> None:
        start = time.perf_counter()
        try:
            status, _, t = await http_call(self.port, "GET", "/v1/health", timeout=5)
            self.health.append((t - start) * 1000 if status == 200 else INF)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError):
            self.health.append(INF)

    def undelivered(self) -> int:
        by_game: dict[str, list[Listener]] = defaultdict(list)
        for lst in self.listeners:
            if lst.state == "open":
                by_game[lst.game_id].append(lst)
        return sum(1 for (gid, v) in self.answered for lst in by_game.get(gid, ())
                   if lst.start_version < v and lst.last_version < v)


# -- one serving set-up ---------------------------------------------------------------------------------------------
async def hold_sizes(bench: Bench, srv: Server, sizes: list[int]) -> list[dict]:
    args = bench.args
    out = []
    # warm-up (not measured): a few moves and probes, then a burst of short feeds as large as the opening bursts
    # below, so that the Redis figures are of a server whose pools have seen such a burst once. The RSS before
    # the first size is taken before that burst: what it left (and the later listeners may reuse) is counted
    # against the first step, so that the memory figures are upper bounds rather than lower ones.
    await bench.play(1.0, probe=True)
    rss0 = srv.rss_kb()
    warm = await bench.warm_streams(args.connect_concurrency)
    print(f"  warm-up: 1 s of bots and probes, {warm} of {args.connect_concurrency} short feeds opened at once and "
          "run to their end (not measured)")
    bench.health.clear()
    prev = (0.0, 0)  # server CPU and entry items delivered in the previous size's window
    for n in sizes:
        res: dict = {"n": n}
        before_rss, before_held = (srv.rss_kb() if n != sizes[0] else rss0), bench.counts()["open"]
        res["open_s"] = await bench.open_listeners(n)
        await asyncio.sleep(1.0)
        after_rss = srv.rss_kb()
        c = bench.counts()
        res["held_idle"] = c["open"]
        res["step_kb"] = (after_rss - before_rss) / max(1, c["open"] - before_held)
        res["total_kb"] = (after_rss - rss0) / max(1, c["open"])
        res["rss_mb"] = after_rss / 1024
        res["sockets"] = srv.sockets()
        res["redis_clients"] = await asyncio.to_thread(redis_clients, bench.r)
        s0 = srv.cpu_seconds()
        await asyncio.sleep(2.0)
        res["idle_cpu"] = (srv.cpu_seconds() - s0) / 2.0

        # the bots' window
        bench.answered.clear()
        bench.arrivals.clear()
        bench.health.clear()
        posted0, items0 = bench.bot["posted"], bench.items
        s0, r0, g0, b0, t0 = srv.cpu_seconds(), await asyncio.to_thread(redis_cpu, bench.r), cpu_self(), \
            busy_cpu_seconds(), time.perf_counter()
        bench.recording = True
        await bench.play(args.seconds, probe=True)
        bench.recording = False
        span = time.perf_counter() - t0
        s1, r1, g1, b1 = srv.cpu_seconds(), await asyncio.to_thread(redis_cpu, bench.r), cpu_self(), busy_cpu_seconds()
        grace = time.perf_counter() + 3.0
        bench.recording = True  # late items of the window's entries still count
        while bench.undelivered() and time.perf_counter() < grace:
            await asyncio.sleep(0.1)
        bench.recording = False
        bench.check_stalls()
        lat, lat_sent, early, delivered = [], [], 0, 0
        for gid, v, t in bench.arrivals:
            times = bench.answered.get((gid, v))
            if times is None:
                continue
            delivered += 1
            if t < times[1]:
                early += 1
            lat.append(max(0.0, t - times[1]) * 1000)
            lat_sent.append((t - times[0]) * 1000)
        in_window = sum(1 for gid, v, t in bench.arrivals if (gid, v) in bench.answered and t <= t0 + span)
        c = bench.counts()
        res.update({
            "held": c["open"], "failed": c["failed"], "dropped": c["dropped"],
            "roles": [sum(1 for x in bench.listeners if x.role == k and x.state == "open") for k in range(3)],
            "posted": bench.bot["posted"] - posted0, "delivered": delivered, "early": early,
            "undelivered": bench.undelivered(), "d50": percentile(lat, 50), "d99": percentile(lat, 99),
            "s50": percentile(lat_sent, 50), "s99": percentile(lat_sent, 99),
            "dmax": max(lat) if lat else float("nan"), "health_n": len(bench.health),
            "health_failed": sum(1 for x in bench.health if x == INF),
            "h50": percentile(bench.health, 50), "h99": percentile(bench.health, 99),
            "srv_cpu_item": (s1 - s0) / in_window if in_window else float("nan"),
            "srv_cpu_marginal": ((s1 - s0) - prev[0]) / (in_window - prev[1]) if in_window > prev[1] and prev[1]
            else float("nan"),
            "redis_cpu_item": (r1 - r0) / in_window if in_window else float("nan"),
            "gen_cpu_item": (g1 - g0) / max(1, bench.items - items0), "gen_cores": (g1 - g0) / span,
            "srv_cores": (s1 - s0) / span, "other_cores": max(0.0, (b1 - b0) - (s1 - s0) - (r1 - r0) - (g1 - g0)) / span,
            "errors": sorted({x.error for x in bench.listeners if x.state in ("failed", "dropped")})[:3],
        })
        prev = (s1 - s0, in_window)
        out.append(res)
        show_size(res)
    return out


def show_size(x: dict) -> None:
    print(f"  N={x['n']:5d}: held {x['held']} (idle, before the bots: {x['held_idle']}; seat/seat/spectator "
          f"{'/'.join(map(str, x['roles']))}), connect failures {x['failed']}, dropped {x['dropped']}; opened in "
          f"{x['open_s']:.1f} s")
    print(f"           delivery p50 {ms(x['d50'])} ms, p99 {ms(x['d99'])} ms, max {ms(x['dmax'])} ms over "
          f"{x['delivered']} (listener, entry) pairs of {x['posted']} commands posted (read before the POST's answer: "
          f"{x['early']}; undelivered after 3 s: {x['undelivered']}); from the POST sent: p50 {ms(x['s50'])} ms, p99 "
          f"{ms(x['s99'])} ms")
    print(f"           health p50 {ms(x['h50'])} ms, p99 {ms(x['h99'])} ms ({x['health_n']} probes, {x['health_failed']}"
          f" failed or timed out)")
    s = x["sockets"]
    print(f"           memory per idle listener: step {x['step_kb']:.1f} KB, total {x['total_kb']:.1f} KB (RSS "
          f"{x['rss_mb']:.0f} MB); Redis connected_clients {x['redis_clients']}; worker sockets {s['total']} (to Redis "
          f"{s['redis']}); idle server CPU {x['idle_cpu']:.2f} cores")
    marginal = "" if math.isnan(x["srv_cpu_marginal"]) else \
        f" (marginal, against the previous size: {x['srv_cpu_marginal'] * 1000:.2f} ms)"
    print(f"           CPU per delivered entry item: server {x['srv_cpu_item'] * 1000:.2f} ms{marginal}, Redis "
          f"{x['redis_cpu_item'] * 1000:.3f} ms; generator {x['gen_cpu_item'] * 1000:.3f} ms per item read; cores busy: "
          f"server {x['srv_cores']:.2f}, generator {x['gen_cores']:.2f}, other processes {x['other_cores']:.2f}")
    for e in x["errors"]:
        print(f"           ! {e}")


async def dead_run(bench: Bench, srv: Server, n: int) -> dict:
    args = bench.args
    for _ in range(5):
        await bench.probe()
    await asyncio.sleep(0.5)
    before = srv.sockets()
    t = await bench.open_listeners(n)
    await asyncio.sleep(0.5)
    held = srv.sockets()
    c = bench.counts()
    tol = max(3, n // 100)
    target = before["other"] + tol
    to_free = max(1, held["other"] - before["other"])
    await bench.close_all(kill=True)
    t0 = time.perf_counter()
    marks: dict[str, float] = {}
    last = held
    while time.perf_counter() - t0 < args.dead_timeout:
        last = srv.sockets()
        freed = (held["other"] - last["other"]) / to_free
        for name, q in (("50%", 0.5), ("90%", 0.9)):
            if name not in marks and freed >= q:
                marks[name] = time.perf_counter() - t0
        if last["other"] <= target:
            marks["all"] = time.perf_counter() - t0
            break
        await asyncio.sleep(0.1)
    res = {"n": n, "open": c["open"], "failed": c["failed"], "open_s": t, "before": before, "held": held,
           "last": last, "tol": tol, "marks": marks, "timeout": args.dead_timeout}
    freed = marks.get("all")
    print(f"  dead clients: {c['open']} of {n} listeners open ({c['failed']} failed to connect; opened in {t:.1f} s), "
          f"worker sockets without Redis' {before['other']} before -> {held['other']} held; all aborted at once (RST)")
    print(f"           freed: 50% after {marks.get('50%', float('nan')):.1f} s, 90% after "
          f"{marks.get('90%', float('nan')):.1f} s, back to {before['other']} + {tol} after "
          + (f"{freed:.1f} s" if freed is not None else f"more than {args.dead_timeout:g} s (still {last['other']})")
          + f"; sockets to Redis {before['redis']} before, {held['redis']} held, {last['redis']} at the end")
    return res


async def run_setup(name: str, line: str, capped: bool, args, r, prefix: str, env: dict, work: Path,
                    servers: list, redis_port: int) -> dict:
    sizes = args.baseline_sizes if capped else args.sizes
    dead = min(args.dead, args.baseline_dead) if capped else args.dead
    out: dict = {"name": name, "line": line, "sizes": [], "dead": None, "error": None, "capped": capped}
    print(f"\n== {name}: {' '.join(web_command(line, 0)[3:-2])}")
    if capped:
        print(f"  ({worker_class(web_command(line, 0))} workers hold one stream per thread: capped at sizes "
              f"{','.join(map(str, sizes))} and {dead} dead clients)")
    bench = None
    try:
        port = free_port()
        srv = Server(name, web_command(line, port), env, work, port, redis_port)
        servers.append(srv)
        await srv.wait_ready()
        bench = Bench(args, port, r, prefix)
        t = time.perf_counter()
        await bench.make_games(args.games)
        print(f"  set-up: {args.games} games created in-process ({time.perf_counter() - t:.1f} s, not timed); "
              f"bots at {args.rate:g} commands/s")
        out["sizes"] = await hold_sizes(bench, srv, sizes)
        out["bots"] = dict(bench.bot, statuses=dict(bench.bot["statuses"]))
        print(f"  bots: {bench.bot['posted']} commands accepted, {bench.bot['errors']} errors, "
              f"{bench.bot['recreated']} games replaced; answers {dict(sorted(bench.bot['statuses'].items()))}")
        await bench.close_all()
        srv.stop()

        if dead:
            port = free_port()
            srv = Server(name + "-dead", web_command(line, port), env, work, port, redis_port)
            servers.append(srv)
            await srv.wait_ready()
            fresh = Bench(args, port, r, prefix)
            fresh.slots = bench.slots
            bench = fresh
            out["dead"] = await dead_run(bench, srv, dead)
            srv.stop()
    except Exception as exc:  # noqa: BLE001 - one set-up failing must not hide the other's figures
        out["error"] = f"{type(exc).__name__}: {exc}"
        print(f"  ! {name} failed: {out['error'][:2000]}")
    finally:
        if bench is not None:
            await bench.close_all()
    return out


# -- --cluster-readers: the shared log reader on a Redis Cluster -------------------------------------------------------
def cluster_readers(games: int, appends: int, idle_seconds: float) -> None:
    import threading
    from types import SimpleNamespace

    import redis

    from api.fanout import Batch, Fanout
    from api.store import _APPEND, Store, connect
    from tests.rediscluster import local_cluster

    sends = [0]
    send = redis.connection.Connection.send_packed_command

    def counted(self, *a, **k):  # every write to Redis from this process (each awaits an answer)
        sends[0] += 1
        return send(self, *a, **k)

    redis.connection.Connection.send_packed_command = counted

    class Follower:  # what Fanout needs of the service: the game after the entries (id and version only)
        def __init__(self, store):
            self.store = store

        def follow(self, game_id, entries):
            return SimpleNamespace(id=game_id, version=entries[-1].version)

    def xreads(cluster) -> int:
        return sum(int(cluster.client(p).info("commandstats").get("cmdstat_xread", {}).get("calls", 0))
                   for p in cluster.masters())

    started = time.perf_counter()
    with local_cluster() as cluster:
        store = Store(connect(cluster.url, cluster=True), f"bench-readers-{secrets.token_hex(3)}", ack_replicas=0)
        ids = [f"g{i}" for i in range(games)]
        for game_id in ids:
            store.create(game_id, {"type": "acres", "status": "active", "seats": "[]", "options": "{}", "seed": "1"})
        masters = {cluster.node_of(store.key(g, "log")) for g in ids}
        print(f"cluster readers: {cluster.binary} (sharded pub/sub: {store.sharded_pubsub}), {len(ids)} games on "
              f"{len(masters)} masters, ready in {time.perf_counter() - started:.1f} s; {os.cpu_count()} CPUs, "
              f"load average {Path('/proc/loadavg').read_text().split()[0]}")
        results = {}
        for name, notified in (("polling", False), ("notified", True)):
            fanout = Fanout(Follower(store), notices=notified)
            received: dict[tuple[str, int], float] = {}
            listeners = {g: fanout.listen(SimpleNamespace(id=g, version=store.version(g))) for g in ids}
            running = [True]

            def consume(game_id: str, listener, received=received, running=running) -> None:
                while running[0]:
                    batch = listener.get(0.2)
                    if isinstance(batch, Batch):
                        now = time.perf_counter()
                        for entry in batch.entries:
                            received[(game_id, entry.version)] = now

            threads = [threading.Thread(target=consume, args=x, daemon=True) for x in listeners.items()]
            for thread in threads:
                thread.start()
            sent: dict[tuple[str, int], float] = {}

            def append(game_id: str, sent=sent) -> None:
                version = store.version(game_id)
                store.append(game_id, version, "north", {"n": version}, [], "", "active")
                sent[(game_id, version + 1)] = time.perf_counter()

            for game_id in ids:  # warm-up: every listener subscribed and served once
                append(game_id)
            deadline = time.monotonic() + 30
            while any(k not in received for k in sent) and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(0.5)
            xreads0 = xreads(cluster)  # (its own INFO calls are writes of this process: not in the window)
            sends0, t0 = sends[0], time.perf_counter()
            time.sleep(idle_seconds)
            idle = time.perf_counter() - t0
            trips = (sends[0] - sends0) / idle
            reads = (xreads(cluster) - xreads0) / (time.perf_counter() - t0)
            sent.clear()
            for i in range(appends):
                append(ids[i % len(ids)])
                time.sleep(0.01)
            deadline = time.monotonic() + 10
            while any(k not in received for k in sent) and time.monotonic() < deadline:
                time.sleep(0.01)
            late = [max(0.0, received[k] - t) * 1000 for k, t in sent.items() if k in received]
            missing = sum(1 for k in sent if k not in received)
            running[0] = False
            for listener in listeners.values():
                fanout.stop(listener)
            results[name] = (percentile(late, 50), percentile(late, 99), trips, reads, missing)
            print(f"  {name:8s} idle: {trips:6.1f} round trips/s from this process, {reads:7.1f} XREAD/s served; "
                  f"delivery p50 {percentile(late, 50):6.2f} ms, p99 {percentile(late, 99):6.2f} ms "
                  f"({len(late)} delivered, {missing} missing)")
        (p50a, p99a, ta, _, _), (p50b, p99b, tb, _, _) = results["polling"], results["notified"]
        print(f"  notified / polling: delivery p50 x{p50b / p50a:.3f}, p99 x{p99b / p99a:.3f}; idle round trips "
              f"x{tb / ta:.4f}" if p50a and p99a and ta else "  (no ratio: a polling figure is 0)")

        plain = store.r.register_script(_APPEND)
        game_id = ids[0]

        def timed(publish: bool, n: int = 2000) -> float:
            t = time.perf_counter()
            for _ in range(n):
                version = store.version(game_id)
                if publish:
                    store.append(game_id, version, "north", {"n": version}, [], "", "active")
                else:
                    keys = [store.key(game_id, x) for x in ("log", "idem", "meta")]
                    store.pipe.send([("EVALSHA", plain.sha, 3, *keys, version, "", "north", json.dumps({"n": version}),
                                      "[]", 1, "active", "", "north:", 1, 0), ("ZADD", store.index, "XX", 1, game_id)])
            return (time.perf_counter() - t) / n * 1000

        store.r.script_load(_APPEND)
        timed(False, 200)
        timed(True, 200)
        base, notice = timed(False), timed(True)
        print(f"  append on the cluster (XLEN + the script, one client): {base:.3f} ms without the notice, "
              f"{notice:.3f} ms with it (x{notice / base:.3f})")


# -- main -----------------------------------------------------------------------------------------------------------
def summary(results: list[dict], ceil: dict | None) -> None:
    print("\nsummary (delivery and health in ms; memory in KB per idle listener, step / total; CPU per delivered "
          "entry item)")
    print(f"  {'set-up':9s} {'N':>5s} {'held':>5s} {'fail':>5s} {'drop':>5s} {'deliv p50':>9s} {'p99':>7s} "
          f"{'health p50':>10s} {'p99':>7s} {'KB/listener':>13s} {'redis cl.':>9s} {'srv->redis':>10s} "
          f"{'srv ms/item':>11s} {'gen ms/item':>11s}")
    for res in results:
        for x in res["sizes"]:
            print(f"  {res['name']:9s} {x['n']:5d} {x['held']:5d} {x['failed']:5d} {x['dropped']:5d} "
                  f"{ms(x['d50']):>9s} {ms(x['d99']):>7s} {ms(x['h50']):>10s} {ms(x['h99']):>7s} "
                  f"{x['step_kb']:6.1f}/{x['total_kb']:6.1f} {x['redis_clients']:9d} {x['sockets']['redis']:10d} "
                  f"{x['srv_cpu_item'] * 1000:11.2f} {x['gen_cpu_item'] * 1000:11.3f}")
        d = res["dead"]
        if d:
            freed = d["marks"].get("all")
            print(f"  {res['name']:9s} dead clients: {d['open']} open of {d['n']}, freed in "
                  + (f"{freed:.1f} s" if freed is not None else f"> {d['timeout']:g} s"))
        if res["error"]:
            print(f"  {res['name']:9s} ! {res['error'][:300]}")
    if ceil:
        print(f"  generator ceiling: {ceil['held']} idle streams held, {ceil['rate']:.0f} items/s at "
              f"{ceil['cpu_per_item'] * 1000:.3f} ms CPU per item")

    new = results[-1] if results and results[-1]["name"] == "new" else None
    print("\ngoals (the new set-up" + (f": {new['line']}" if new else "; not run") + ")")

    def at(n: int) -> dict | None:
        return next((x for x in (new or {}).get("sizes", []) if x["n"] == n), None)

    def line(text: str, ok: bool | None, figure: str) -> None:
        verdict = "not measured" if ok is None else ("met" if ok else "NOT met")
        print(f"  {text:58s} {figure:34s} {verdict}")

    x2000, x1000, x100 = at(2000), at(1000), at(100)
    line("2,000 concurrent listeners held", None if not x2000 else x2000["held"] >= 2000 and not x2000["dropped"],
         f"{x2000['held']} held, {x2000['dropped']} dropped" if x2000 else "(2000 not in --sizes)")
    line(f"health p99 <= {GOAL_HEALTH_P99_MS:g} ms with 2,000 held",
         None if not x2000 else x2000["h99"] <= GOAL_HEALTH_P99_MS, f"p99 {ms(x2000['h99'])} ms" if x2000 else "")
    line(f"delivery p99 <= {GOAL_DELIVERY_P99_MS:g} ms at 1,000 listeners",
         None if not x1000 or math.isnan(x1000["d99"]) else x1000["d99"] <= GOAL_DELIVERY_P99_MS
         and not x1000["undelivered"],
         f"p99 {ms(x1000['d99'])} ms, {x1000['undelivered']} undelivered" if x1000 else "(1000 not in --sizes)")
    largest = new["sizes"][-1] if new and new["sizes"] else None
    line(f"<= {GOAL_KB_PER_LISTENER:g} KB server memory per idle listener",
         None if not largest else largest["step_kb"] <= GOAL_KB_PER_LISTENER,
         f"{largest['step_kb']:.1f} KB (step to N={largest['n']})" if largest else "")
    grow = x2000["redis_clients"] - x100["redis_clients"] if x2000 and x100 else None
    line(f"Redis connections independent of N (2,000 - 100 < {GOAL_REDIS_GROWTH})",
         None if grow is None else grow < GOAL_REDIS_GROWTH,
         f"connected_clients {x100['redis_clients']} -> {x2000['redis_clients']}" if grow is not None else "")
    if new and new["sizes"]:
        print(f"  {'':58s} (the server's own connections to Redis: "
              + ", ".join(f"{x['sockets']['redis']} at N={x['n']}" for x in new["sizes"]) + ")")
    d = new["dead"] if new else None
    freed = d["marks"].get("all") if d else None
    line(f"dead clients freed within {GOAL_DEAD_SECONDS:g} s", None if not d else
         freed is not None and freed <= GOAL_DEAD_SECONDS,
         ((f"{freed:.1f} s" if freed is not None else f"> {d['timeout']:g} s") + f" ({d['n']} dead)") if d else "")


async def amain(args, r, prefix: str, servers: list) -> None:
    nofile = raise_nofile()
    redis_port = urlsplit(args.redis).port or 6379
    new_line = procfile_web_line()
    new_capped = worker_class(web_command(new_line, 0)) in ("gthread", "sync")
    print(f"Tabula feed benchmark (issue 18): {os.cpu_count()} CPUs, Redis {args.redis}, prefix {prefix}; "
          f"RLIMIT_NOFILE {nofile[0]} (hard {nofile[1]}); sizes {','.join(map(str, args.sizes))}, {args.games} games, "
          f"{args.seconds:g} s per size, {args.dead} dead clients; load average before "
          f"{Path('/proc/loadavg').read_text().split()[0]}")
    env = {**os.environ, "REDIS_URL": args.redis, "TABULA_PREFIX": prefix, "TABULA_ENQUEUE": "0",
           "TABULA_RATE_LIMITS": "0", "TABULA_RATE_LIMIT": "0", "TABULA_STREAMS_PER_TOKEN": "100000",
           "TABULA_STREAMS_PER_ADDRESS": "100000", "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory(prefix="tabula-feeds-") as tmp:
        work = Path(tmp)
        ceil = None
        if args.ceiling_streams:
            ceil = await ceiling(args, work, servers)
            print(f"\nload generator ceiling (trivial asyncio NDJSON server in a subprocess; a lower bound):\n"
                  f"  {ceil['held']} of {ceil['asked']} idle streams held ({ceil['failed']} failed), opened in "
                  f"{ceil['open_s']:.1f} s; pushed to all for {args.ceiling_seconds:g} s: {ceil['rate']:.0f} items/s "
                  f"read, {ceil['cpu_per_item'] * 1000:.3f} ms generator CPU per item ({ceil['gen_cores']:.2f} cores; "
                  f"machine {ceil['busy_cores']:.2f} of {os.cpu_count()}), item latency p50 {ms(ceil['p50'])} ms, "
                  f"p99 {ms(ceil['p99'])} ms (queueing at full speed)")
        results = []
        if args.baseline:
            results.append(await run_setup("baseline", BASELINE_LINE, True, args, r, prefix, env, work, servers,
                                           redis_port))
        results.append(await run_setup("new", new_line, new_capped, args, r, prefix, env, work, servers, redis_port))
        summary(results, ceil)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100,1000,2000", help="listener counts held in turn (default 100,1000,2000)")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=10, help="seconds of bots per size")
    ap.add_argument("--dead", type=int, default=500, help="listeners of the dead-client run (0 skips it)")
    ap.add_argument("--rate", type=float, default=5, help="commands/s the bots post, in all")
    ap.add_argument("--baseline", action=argparse.BooleanOptionalAction, default=True,
                    help="also run the old gthread line (default: yes)")
    ap.add_argument("--baseline-sizes", default="10,100",
                    help="sizes for the baseline (and a gthread/sync Procfile line); default 10,100")
    ap.add_argument("--baseline-dead", type=int, default=100, help="dead clients for the baseline; default 100")
    ap.add_argument("--connect-timeout", type=float, default=15, help="seconds for a listener's head + first item")
    ap.add_argument("--connect-concurrency", type=int, default=100, help="listeners connecting at once")
    ap.add_argument("--dead-timeout", type=float, default=120)
    ap.add_argument("--keep-alive", type=float, default=0, help="the listeners' ?keep_alive= (default: the server's)")
    ap.add_argument("--health-every", type=float, default=0.1)
    ap.add_argument("--ceiling-streams", type=int, default=-1, help="default 2 x the largest size; 0 skips")
    ap.add_argument("--ceiling-seconds", type=float, default=3)
    ap.add_argument("--redis", default=REDIS_URL, help=f"default {REDIS_URL}")
    ap.add_argument("--_stream-server", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--cluster-readers", action="store_true",
                    help="measure only the shared reader on a local Redis Cluster: polling vs notified")
    ap.add_argument("--appends", type=int, default=600, help="--cluster-readers: appends timed per reader")
    ap.add_argument("--idle", type=float, default=12.0,
                    help="--cluster-readers: idle seconds counted per reader (two of the notices' safety checks)")
    args = ap.parse_args()
    if args.cluster_readers:
        cluster_readers(args.games, args.appends, args.idle)
        return
    if args._stream_server:
        stream_server(args._stream_server)
        return
    args.sizes = sorted(int(x) for x in args.sizes.split(",") if x.strip())
    args.baseline_sizes = sorted(int(x) for x in args.baseline_sizes.split(",") if x.strip())
    if args.ceiling_streams < 0:
        args.ceiling_streams = 2 * max(args.sizes)

    from api.store import connect

    r = connect(args.redis)
    r.ping()
    prefix = f"bench-feeds-{os.getpid()}-{secrets.token_hex(3)}"
    servers: list = []
    started = time.perf_counter()

    def on_term(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_term)
    interrupted = False
    try:
        asyncio.run(amain(args, r, prefix, servers))
    except KeyboardInterrupt:
        print("\ninterrupted")
        interrupted = True
    finally:
        for s in servers:
            s.stop()
        deleted = delete_prefix(r, prefix)
        print(f"\ncleaned up {deleted} keys under {prefix}:*; total run time {time.perf_counter() - started:.0f} s")
    if interrupted:
        sys.exit(130)


if __name__ == "__main__":
    main()
