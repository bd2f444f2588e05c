"""A TCP proxy that breaks connections on purpose, for the SDKs' reconnection tests (issue 18).

It listens on 127.0.0.1 and forwards each connection to the live test server, except that each connection
gets a fate, drawn from a seeded RNG (`random.Random(f"{seed}:{n}")` for the n-th connection accepted, so a
failure is reproducible from the seed and the connection's number):

- `forward`: bytes go through both ways, untouched;
- `cut`: forwarded until the response side has passed a random number of bytes (`cut_bytes`), then both
  sides are closed: in the status line, the headers, or anywhere in the body, mostly in the middle of an
  item's line (counted as `cut_mid_line` when the last byte sent was not a newline);
- `close`: the request is read, and the connection closed without an answer (the client sees "server
  disconnected without sending a response" / "other side closed");
- `reset`: closed at once with a TCP reset (SO_LINGER 0: ECONNRESET);
- `unavailable`: a canned `HTTP/1.1 503` problem+json answer with `Retry-After` (one of `retry_after`);
- `busy`: the same as a `429 rate_limited`;
- `error_item`: for a feed request, a canned `200` stream whose only item is an `error` item (code
  `slow_consumer`, NDJSON or SSE as the request asked), then the connection closes; any other request gets
  the 503 instead.

`script` fixes the fates of the first connections (then the weights draw). `counts` tells what happened, so
a test can assert that the proxy really broke something. Runs its own asyncio loop in a daemon thread:

    with ChaosProxy("http://127.0.0.1:8000", seed=7) as proxy:
        ... proxy.url ...
        assert proxy.counts["cut"] > 0

Or from a shell, in front of a server: `python tests/sdk/chaos_proxy.py http://127.0.0.1:8000 --seed 7`.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import struct
import threading
from collections import Counter
from collections.abc import Sequence
from typing import Self
from urllib.parse import urlsplit

FATES = ("forward", "cut", "close", "reset", "unavailable", "busy", "error_item")
DEFAULT_WEIGHTS = {"forward": 2, "cut": 10, "close": 1, "reset": 1, "unavailable": 1, "busy": 0.5, "error_item": 1}
CALM = {fate: 1 if fate == "forward" else 0 for fate in FATES}  # every connection forwarded untouched


class ChaosProxy:
    def __init__(self, upstream: str, seed: int | str = 0, *, weights: dict[str, float] | None = None,
                 cut_bytes: tuple[int, int] = (1, 6000), retry_after: Sequence[int] = (0, 0, 0, 1),
                 script: Sequence[str] = (), port: int = 0) -> None:
        parts = urlsplit(upstream if "//" in upstream else f"//{upstream}")
        self.upstream = (parts.hostname or "127.0.0.1", parts.port or 80)
        self.seed = seed
        self.weights = {**DEFAULT_WEIGHTS, **(weights or {})}
        unknown = set(self.weights) - set(FATES) or set(script) - set(FATES)
        if unknown:
            raise ValueError(f"unknown fates {sorted(unknown)}: {FATES}")
        self.cut_bytes = cut_bytes
        self.retry_after = tuple(retry_after)
        self.script = tuple(script)
        self.port = port
        # connections, each fate as drawn, cut_done (a `cut` whose response reached its limit), cut_mid_line (of
        # those, the ones that stopped in the middle of a line), bytes_down (response bytes let through)
        self.counts: Counter[str] = Counter()
        self.fates: list[str] = []  # the fate of each connection, in the order accepted
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.AbstractServer | None = None
        self._thread: threading.Thread | None = None
        self._tasks: set[asyncio.Task] = set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # -- life cycle -----------------------------------------------------------------------------------------
    def start(self) -> Self:
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                self._server = loop.run_until_complete(
                    asyncio.start_server(self._handle, "127.0.0.1", self.port, reuse_address=True))
                self.port = self._server.sockets[0].getsockname()[1]
            except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="chaos-proxy", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failure:
            raise failure[0]
        return self

    def stop(self) -> None:
        """Stops listening and drops every open connection (what a restarting server does)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return

        async def shutdown() -> None:
            if self._server is not None:
                self._server.close()
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            loop.stop()

        asyncio.run_coroutine_threadsafe(shutdown(), loop)
        thread.join(10)
        self._loop = self._thread = self._server = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- one connection -------------------------------------------------------------------------------------
    def _fate(self, n: int, rng: random.Random) -> str:
        if n < len(self.script):
            return self.script[n]
        names = [f for f in FATES if self.weights.get(f, 0) > 0]
        return rng.choices(names, weights=[self.weights[f] for f in names])[0]

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        n = self.counts["connections"]
        self.counts["connections"] += 1
        rng = random.Random(f"{self.seed}:{n}")
        fate = self._fate(n, rng)
        self.fates.append(fate)
        self.counts[fate] += 1
        try:
            if fate == "close":
                await _read_request(reader)
                writer.close()
            elif fate == "reset":
                sock = writer.get_extra_info("socket")
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                writer.transport.abort()
            elif fate in ("unavailable", "busy", "error_item"):
                await self._canned(fate, rng, reader, writer)
            else:
                limit = rng.randint(*self.cut_bytes) if fate == "cut" else None
                await self._forward(reader, writer, limit)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass
        except asyncio.CancelledError:  # stop(): ended quietly (asyncio's stream callback logs a cancelled task)
            pass
        finally:
            writer.transport.abort()
            self._tasks.discard(task)

    async def _canned(self, fate: str, rng: random.Random, reader: asyncio.StreamReader,
                      writer: asyncio.StreamWriter) -> None:
        target = await _read_request(reader)
        if fate == "error_item" and "/feed" in target:
            item = {"type": "error", "status": 503, "code": "slow_consumer",
                    "detail": "the chaos proxy says this listener fell behind"}
            body = (json.dumps(item) + "\n" if "format=ndjson" in target
                    else f"event: error\ndata: {json.dumps(item)}\n\n").encode()
            media = "application/x-ndjson" if "format=ndjson" in target else "text/event-stream"
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: " + media.encode() + b"\r\nConnection: close\r\n\r\n" + body)
        else:
            status, code = (429, "rate_limited") if fate == "busy" else (503, "store_unavailable")
            body = json.dumps({"type": "about:blank", "title": "chaos", "status": status, "code": code,
                               "detail": "the chaos proxy refused this connection"}).encode()
            wait = rng.choice(self.retry_after)
            writer.write(f"HTTP/1.1 {status} Chaos\r\nContent-Type: application/problem+json\r\n"
                         f"Retry-After: {wait}\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
                         .encode() + body)
        await writer.drain()
        writer.close()

    async def _forward(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, limit: int | None) -> None:
        up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        try:
            upward = asyncio.create_task(self._pump(reader, up_writer))
            try:
                await self._pump_down(up_reader, writer, limit)
            finally:
                upward.cancel()
                await asyncio.gather(upward, return_exceptions=True)
        finally:
            up_writer.transport.abort()

    @staticmethod
    async def _pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        while data := await source.read(65536):
            sink.write(data)
            await sink.drain()
        if sink.can_write_eof():
            sink.write_eof()

    async def _pump_down(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter, limit: int | None) -> None:
        sent = 0
        while data := await source.read(65536):
            if limit is not None and sent + len(data) >= limit:
                data = data[:limit - sent]
                sink.write(data)
                await sink.drain()
                self.counts["bytes_down"] += len(data)
                self.counts["cut_done"] += 1
                if data and not data.endswith(b"\n"):
                    self.counts["cut_mid_line"] += 1
                sink.close()  # a FIN after what was written (an abort could drop the unsent tail of `data`)
                await sink.wait_closed()
                return
            sink.write(data)
            await sink.drain()
            sent += len(data)
            self.counts["bytes_down"] += len(data)


async def _read_request(reader: asyncio.StreamReader) -> str:
    """Reads one request whole (head, and a body of Content-Length bytes), so that closing the connection
    afterwards sends a FIN rather than a reset for unread data; returns its request line."""
    head = await reader.readuntil(b"\r\n\r\n")
    length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), 0)
    if length:
        await reader.readexactly(length)
    return head.split(b"\r\n", 1)[0].decode("latin-1")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("upstream", help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--seed", default="0")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    proxy = ChaosProxy(args.upstream, args.seed, port=args.port).start()
    print(f"chaos proxy on {proxy.url} -> {args.upstream} (seed {args.seed}); Ctrl-C stops it", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        proxy.stop()
        print(dict(proxy.counts))


if __name__ == "__main__":
    main()
