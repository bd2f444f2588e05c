"""What wakes the shared log reader (api/fanout.py) on a Redis Cluster of Redis 7 or newer: sharded pub/sub
notices instead of polling (docs/scaling.md, row 7).

Writers publish a notice in the slot of what they wrote: the append script SPUBLISHes the new version on the
game's channel (`Store.feed_channel`), `Store.notify` on the player's (`Store.inbox_channel`). `Notices` holds
one SSUBSCRIBE connection per node that serves a followed channel, and waits on all of them at once (select,
with a local pipe that `wake` writes to: a new listener is subscribed at once, without a round trip to Redis).
It tells the reader which channels to read; the reader reads them after its own positions (`Fanout._after`),
so a notice only says "look", never what to deliver.

It never tells the reader less than it must:
- a channel is read once its subscription is confirmed (SSUBSCRIBE's answer): whatever was written before is
  in that read, whatever after is noticed. So a new channel, and every channel again after a reconnection
  (to the same node or to the slot's new owner after a failover), gets a full catch-up read;
- every confirmed channel is read every SAFETY_SECONDS, in case a notice was lost on the way (and each node
  is PINGed then: one unanswered since the last time is taken for dead, and its channels subscribed again).

A node's connection that fails (closed, a failover, an error answer such as MOVED after a slot moved, or a
SUNSUBSCRIBE the server sent because the slot left it) is dropped, the client's slot map is refreshed, and its
channels are subscribed again on their slot's owner at once. A channel whose node cannot be reached is
returned as failed (the reader ends its listeners' streams with the error, as for a failed read), and tried
again RETRY_SECONDS later. Every error met is counted (`api.metrics.redis_error`)."""
from __future__ import annotations

import logging
import os
import select
import time
from collections.abc import Iterable
from typing import Any

import redis
from redis.cluster import RedisCluster, key_slot
from redis.exceptions import RedisClusterException

from . import metrics

log = logging.getLogger("tabula.notices")

FAILURES = (redis.RedisError, RedisClusterException, OSError)


class Notices:
    SAFETY_SECONDS = 5.0  # every confirmed channel is read this often, notice or not
    RETRY_SECONDS = 1.0  # a node out of reach is tried again this soon

    def __init__(self, client: RedisCluster):
        self.r = client
        self._conns: dict[str, Any] = {}  # node name -> its SSUBSCRIBE connection
        self._on: dict[str, str] = {}  # channel -> the node its SSUBSCRIBE was sent to
        self._live: set[str] = set()  # channels whose subscription is confirmed
        self._ready: set[str] = set()  # channels to read
        self._pinged: set[str] = set()  # nodes whose last PING is unanswered
        self._stale = False  # a node failed: refresh the slot map before subscribing again
        self._retry_at = 0.0
        self._check_at = time.monotonic() + self.SAFETY_SECONDS
        self._wake_r, self._wake_w = os.pipe()
        os.set_blocking(self._wake_r, False)
        os.set_blocking(self._wake_w, False)

    def wake(self) -> None:
        """End the reader's wait now (from any thread): it has new channels to follow."""
        try:
            os.write(self._wake_w, b"w")
        except BlockingIOError:  # the pipe is full: the reader wakes anyway
            pass

    def close(self) -> None:
        """Drop every connection (the reader stops; the next one subscribes again)."""
        for name in list(self._conns):
            self._drop(name)
        self._ready.clear()

    def wait(self, channels: set[str], fresh: Iterable[str], timeout: float) -> tuple[set[str], dict[str, Exception]]:
        """Follow exactly `channels` (subscribing and unsubscribing), then wait up to `timeout` seconds for one to
        be ready unless one is. `fresh`: channels whose position the reader has just set (a new listener): read
        them once subscribed. Returns the channels to read now, and those that cannot be followed now with why."""
        failed = self._follow(channels)
        self._ready.update(c for c in fresh if c in self._live)
        if not self._ready:
            self._listen(self._wait_time(channels, timeout))
        if time.monotonic() >= self._check_at:
            self._check()
        ready, self._ready = self._ready & channels, set()
        return ready, failed

    def _wait_time(self, channels: set[str], timeout: float) -> float:
        until = self._check_at
        if any(c not in self._on for c in channels):  # some wait for a node to come back
            until = min(until, self._retry_at)
        return max(0.0, min(timeout, until - time.monotonic()))

    # -- subscriptions ---------------------------------------------------------------------------------------------
    def _follow(self, channels: set[str]) -> dict[str, Exception]:
        gone = [c for c in self._on if c not in channels]
        for name, group in self._by_node(gone, lambda c: self._on[c]).items():
            for channel in group:
                del self._on[channel]
                self._live.discard(channel)
            self._send(name, [("SUNSUBSCRIBE", *x) for x in _by_slot(group)])
        missing = [c for c in channels if c not in self._on]
        if not missing or time.monotonic() < self._retry_at:
            return {}
        try:
            if self._stale:
                self.r.nodes_manager.initialize()  # who serves each slot now (after a failover, a move)
                self._stale = False
            owners = {c: self.r.get_node_from_key(c).name for c in missing}
        except FAILURES as exc:
            return self._failed(missing, exc)
        failed: dict[str, Exception] = {}
        for name, group in self._by_node(missing, owners.__getitem__).items():
            try:
                self._connect(name)
            except FAILURES as exc:
                failed.update(self._failed(group, exc))
                continue
            self._on.update((c, name) for c in group)
            self._send(name, [("SSUBSCRIBE", *x) for x in _by_slot(group)])
        return failed

    def _failed(self, channels: list[str], exc: Exception) -> dict[str, Exception]:
        metrics.redis_error(exc)
        if not isinstance(exc, redis.RedisError):  # the streams' error path answers store errors (503)
            exc = redis.ConnectionError(str(exc))
        log.warning("cannot subscribe to %d channels: %s; trying again", len(channels), exc)
        self._retry_at, self._stale = time.monotonic() + self.RETRY_SECONDS, True
        return dict.fromkeys(channels, exc)

    @staticmethod
    def _by_node(channels: Iterable[str], node_of: Any) -> dict[str, list[str]]:
        found: dict[str, list[str]] = {}
        for channel in channels:
            found.setdefault(node_of(channel), []).append(channel)
        return found

    def _connect(self, name: str) -> None:
        if name in self._conns:
            return
        node = self.r.get_node(node_name=name)
        if node is None:
            raise RedisClusterException(f"node {name} is not in the cluster")
        pool = self.r.get_redis_connection(node).connection_pool
        conn = pool.connection_class(**{**pool.connection_kwargs, "health_check_interval": 0})  # no PING mid-read
        conn.connect()
        self._conns[name] = conn

    def _send(self, name: str, commands: list[tuple[Any, ...]]) -> None:
        conn = self._conns.get(name)
        if conn is None or not commands:
            return
        try:
            conn.send_packed_command(conn.pack_commands(commands))
        except FAILURES as exc:
            self._lost(name, exc)

    def _drop(self, name: str) -> None:
        """Forget node `name`'s connection and what it was subscribed to (to be subscribed again)."""
        conn = self._conns.pop(name, None)
        if conn is not None:
            conn.disconnect()
        self._pinged.discard(name)
        for channel in [c for c, n in self._on.items() if n == name]:
            del self._on[channel]
            self._live.discard(channel)

    def _lost(self, name: str, exc: Exception) -> None:
        metrics.redis_error(exc)
        log.warning("lost the notices of node %s: %s; subscribing again", name, exc)
        self._drop(name)
        self._stale = True

    # -- waiting ---------------------------------------------------------------------------------------------------
    def _listen(self, timeout: float) -> None:
        socks = {conn._sock: name for name, conn in self._conns.items() if conn._sock is not None}
        try:
            readable, _, _ = select.select([*socks, self._wake_r], [], [], timeout)
        except (OSError, ValueError):  # a socket closed under us: look again at once
            return
        for sock in readable:
            if sock == self._wake_r:
                while _read_some(self._wake_r):
                    pass
            else:
                self._drain(socks[sock])

    def _drain(self, name: str) -> None:
        """Handle every message node `name` has sent (all of them: none stays buffered past a select)."""
        conn = self._conns[name]
        try:
            while conn.can_read(timeout=0):
                self._handle(name, conn.read_response(push_request=True))
        except FAILURES as exc:  # closed (a failover), or an error answer (MOVED: the slot map changed)
            self._lost(name, exc)

    def _handle(self, name: str, message: Any) -> None:
        if not isinstance(message, list) or message[0] == "pong":  # a PING's answer (PONG, or pong in a list)
            self._pinged.discard(name)
            return
        kind, channel = message[0], message[1]
        if kind == "smessage":
            self._ready.add(channel)
        elif kind == "ssubscribe" and self._on.get(channel) == name:
            self._live.add(channel)  # from now on nothing written is missed: read what was written before
            self._ready.add(channel)
        elif kind == "sunsubscribe" and self._on.get(channel) == name:  # not asked for: its slot left the node
            del self._on[channel]
            self._live.discard(channel)
            self._stale = True

    def _check(self) -> None:
        """The safety net: read every confirmed channel; PING each node, dropping one that did not answer the
        last PING."""
        self._check_at = time.monotonic() + self.SAFETY_SECONDS
        self._ready |= self._live
        for name in list(self._conns):
            if name in self._pinged:
                self._lost(name, redis.TimeoutError(f"node {name} did not answer a PING in {self.SAFETY_SECONDS} s"))
                continue
            self._pinged.add(name)
            self._send(name, [("PING",)])


def _by_slot(channels: list[str]) -> list[list[str]]:
    """Channels grouped by slot: one SSUBSCRIBE names channels of one slot only."""
    slots: dict[int, list[str]] = {}
    for channel in channels:
        slots.setdefault(key_slot(channel.encode()), []).append(channel)
    return list(slots.values())


def _read_some(fd: int) -> bool:
    try:
        return bool(os.read(fd, 4096))
    except BlockingIOError:
        return False
