"""One reader of the game logs and player inboxes per process, for every live listener in it (feeds, long polls
and players' streams, api/http/).

A listener registers for a game and gets `Batch`es: the new entries of the game's log and the game after
them. A player's stream registers for the player's inbox (`listen_inbox`) and gets `Inbox` deliveries: the new
items of the inbox; the same listener can follow several games as well (`follow`), so that one queue serves a
stream about many games. The reader waits on every game and inbox with listeners at once (`Store.read_all`:
one XREAD BLOCK on one connection; on a Redis Cluster of Redis 7+, sharded pub/sub notices on one connection per
node, api/notices.py, then a read of what they name), so the number of Redis connections does not grow with the
number of listeners. Each batch is folded once per process (`Service.follow`), and what a listener sends of it (an
entry as a seat may see it, a seat's `your_turn`) is made once per seat and batch (`Batch.memo`), not once
per listener.

A listener's queue is bounded: one that falls `queue_size` deliveries behind (a client that does not read) is
marked `overflowed`, gets nothing more, and its stream ends with a position to resume from
(api/http/feeds.py, api/http/player_stream.py). When the store fails, every listener's stream ends with the
error (its client resumes after the last position it got); the reader tries again. (With notices, only the
listeners of what could not be read or followed: a cluster's other nodes serve on.) A reader with no listener
left stops; the next listener starts one again.
"""
from __future__ import annotations

import logging
import queue
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import redis
from redis.cluster import key_slot
from redis.exceptions import RedisClusterException

from . import metrics
from .game import Game
from .notices import Notices
from .service import Service
from .store import Entry

log = logging.getLogger("tabula.fanout")

BLOCK_MS = 5000  # one wait of the reader (a new game or inbox wakes it at once)
RETRY_SECONDS = 1.0  # after a store error, the reader tries again this soon
READ_COUNT = 100  # entries per log (items per inbox) one read takes at most

STORE_ERRORS = (redis.RedisError, RedisClusterException)  # a cluster's slot not served: no RedisError


def store_error(exc: Exception) -> redis.RedisError:
    """The error a listener's stream ends with: a store error (503) also for the cluster client's own kinds."""
    return exc if isinstance(exc, redis.RedisError) else redis.ConnectionError(str(exc))


InboxItem = tuple[str, dict[str, Any]]  # (inbox id, item), as Store.inbox gives them


@dataclass
class Batch:
    """New entries of a game's log (in order, without gaps) and the game after them (perhaps further on)."""

    game: Game
    entries: list[Entry]
    _memo: dict[Any, Any] = field(default_factory=dict)

    def memo(self, key: Any, make: Callable[[], Any]) -> Any:
        """`make()` once per batch and `key` (for example an entry as one seat sees it), shared by listeners."""
        try:
            return self._memo[key]
        except KeyError:
            value = self._memo[key] = make()
            return value


@dataclass
class Inbox:
    """New items of a player's inbox, oldest first (their ids increase)."""

    player_id: str
    items: list[InboxItem]


def inbox_order(inbox_id: str) -> tuple[int, int]:
    """An inbox id ("<ms>-<seq>") as something that sorts as Redis sorts stream ids."""
    ms, _, seq = inbox_id.partition("-")
    return int(ms), int(seq or 0)


T = TypeVar("T")


class Listener(Generic[T]):
    """A bounded queue of deliveries (T: `Batch`, or `Batch | Inbox` for a player's stream)."""

    def __init__(self, size: int):
        self.queue: queue.Queue[T | None] = queue.Queue(size)
        self.games: set[str] = set()  # the games it follows
        self.player: str | None = None  # the player whose inbox it follows
        self.overflowed = False
        self.error: Exception | None = None  # the store failed: the listener's stream ends with it

    def fail(self, error: Exception) -> None:
        self.error = error
        try:
            self.queue.put_nowait(None)  # wakes a waiting `get`
        except queue.Full:
            pass

    def put(self, delivery: T) -> None:
        if self.overflowed:
            return
        try:
            self.queue.put_nowait(delivery)
        except queue.Full:
            self.overflowed = True  # its stream ends at what it has sent

    def get(self, timeout: float) -> T | None:
        """The next delivery, None if none came within `timeout` seconds. Raises the store's error if the reader
        met one."""
        try:  # an overflowed listener gets what it holds, then nothing: its stream ends
            got = self.queue.get_nowait() if self.overflowed else self.queue.get(timeout=max(0.0, timeout))
        except queue.Empty:
            got = None
        if self.error is not None:
            raise self.error
        return got


class Fanout:
    def __init__(self, service: Service, queue_size: int = 256, notices: bool | None = None):
        """`notices`: wait for sharded pub/sub notices (api/notices.py) rather than on the logs; by default on a
        Redis Cluster of Redis 7 or newer (`Store.sharded_pubsub`), where the other way is polling."""
        self.service = service
        self.store = service.store
        self.queue_size = queue_size
        self.name = uuid.uuid4().hex  # the reader's wake stream (Store.read_all)
        self.notified = self.store.sharded_pubsub if notices is None else notices
        self._notices: Notices | None = None  # made by the first reader (after a fork: its connections and pipe)
        self._fresh: set[str] = set()  # the channels of games and inboxes followed anew: read once subscribed
        self._lock = threading.Lock()
        self._listeners: dict[str, set[Listener[Any]]] = {}  # per game
        self._after: dict[str, int] = {}  # per game: the last version the reader has read
        self._inboxes: dict[str, set[Listener[Any]]] = {}  # per player
        self._inbox_after: dict[str, str] = {}  # per player: the last inbox id the reader has read
        self._reader: threading.Thread | None = None

    def listen(self, game: Game) -> Listener[Batch]:
        """A listener of `game`'s entries after its version (register before reading the log further: every
        entry written since is then in a batch, or in what the caller reads)."""
        listener: Listener[Batch] = Listener(self.queue_size)
        self.follow(listener, game)
        return listener

    def listen_inbox(self, player_id: str, after_id: str) -> Listener[Batch | Inbox]:
        """A listener of the player's inbox items after the id `after_id` (register before reading the inbox
        further, as for `listen`; an item may then come both ways: compare ids). `follow` adds games to it."""
        listener: Listener[Batch | Inbox] = Listener(self.queue_size)
        listener.player = player_id
        self._add(self._inboxes, self._inbox_after, player_id, after_id, listener)
        return listener

    def follow(self, listener: Listener[Any], game: Game) -> None:
        """`listener` gets `game`'s batches too, after its version (as `listen`)."""
        listener.games.add(game.id)
        self._add(self._listeners, self._after, game.id, game.version, listener)

    def unfollow(self, listener: Listener[Any], game_id: str) -> None:
        listener.games.discard(game_id)
        with self._lock:
            self._remove(self._listeners, self._after, game_id, listener)

    def stop(self, listener: Listener[Any]) -> None:
        with self._lock:
            for game_id in listener.games:
                self._remove(self._listeners, self._after, game_id, listener)
            if listener.player is not None:
                self._remove(self._inboxes, self._inbox_after, listener.player, listener)

    def listeners(self) -> int:
        with self._lock:
            return len(self._all())

    def _add(self, registry: dict[str, set[Listener[Any]]], positions: dict[str, Any], key: str, position: Any,
             listener: Listener[Any]) -> None:
        with self._lock:
            new = key not in registry
            registry.setdefault(key, set()).add(listener)
            if new:
                positions[key] = position
                if self.notified:
                    self._fresh.add(self._channel(registry, key))
            start = self._reader is None
            if start:
                if self.notified and self._notices is None:
                    self._notices = Notices(self.store.r)  # type: ignore[arg-type]
                self._reader = threading.Thread(target=self._run, name="tabula-fanout", daemon=True)
                self._reader.start()
        if new and not start:  # the reader waits on the keys it knew: it reads again, with this one
            if self._notices is not None:
                self._notices.wake()  # a local pipe: it subscribes to the new channel at once
            else:
                self.store.wake(self.name)

    def _channel(self, registry: dict[str, set[Listener[Any]]], key: str) -> str:
        return self.store.inbox_channel(key) if registry is self._inboxes else self.store.feed_channel(key)

    @staticmethod
    def _remove(registry: dict[str, set[Listener[Any]]], positions: dict[str, Any], key: str,
                listener: Listener[Any]) -> None:
        listeners = registry.get(key)
        if listeners is not None:
            listeners.discard(listener)
            if not listeners:
                del registry[key]
                positions.pop(key, None)

    def _all(self) -> set[Listener[Any]]:
        return {x for registry in (self._listeners, self._inboxes) for found in registry.values() for x in found}

    def _run(self) -> None:
        wake = "0-0"
        pending: set[str] = set()  # with notices: the channels to read (kept until delivered)
        while True:
            with self._lock:
                after, inboxes = dict(self._after), dict(self._inbox_after)
                fresh, self._fresh = self._fresh, set()
                if not after and not inboxes:
                    self._reader = None
                    if self._notices is not None:
                        self._notices.close()
                    return
            try:
                if self._notices is None:
                    found, items, wake = self._read_waiting(after, inboxes, wake)
                else:
                    found, items, more = self._read_notified(after, inboxes, fresh, pending)
                for game_id, entries in found.items():
                    self._deliver(game_id, entries)
                for player_id, new in items.items():
                    self._deliver_inbox(player_id, new)
                if self._notices is not None:
                    pending.clear()
                    pending.update(more)
            except STORE_ERRORS as exc:  # its listeners' streams end with it (their clients resume later)
                metrics.redis_error(exc)
                exc = store_error(exc)
                log.warning("the reader cannot reach the store; trying again", exc_info=True)
                with self._lock:  # with notices, the listeners of what it read; else every one
                    failed = self._all() if self._notices is None else self._of(pending)
                for listener in failed:
                    listener.fail(exc)
                threading.Event().wait(RETRY_SECONDS)
            except Exception:  # a game it cannot fold must not stop the others' feeds
                log.exception("the reader failed on a batch; going on")
                threading.Event().wait(RETRY_SECONDS)

    def _read_waiting(self, after: dict[str, int], inboxes: dict[str, str],
                      wake: str) -> tuple[dict[str, list[Entry]], dict[str, list[InboxItem]], str]:
        """One blocking read of every followed log and inbox (`Store.read_all`; polled on a cluster without
        sharded pub/sub), ended early by the wake stream."""
        if inboxes:
            return self.store.read_all(after, inboxes, (self.name, wake), BLOCK_MS)
        found, wake = self.store.read_logs(after, (self.name, wake), BLOCK_MS)  # games only: the same read
        return found, {}, wake

    def _read_notified(self, after: dict[str, int], inboxes: dict[str, str], fresh: set[str],
                       pending: set[str]) -> tuple[dict[str, list[Entry]], dict[str, list[InboxItem]], set[str]]:
        """Wait for notices (api/notices.py), then read the logs and inboxes they name, after the reader's
        positions: one XREAD per slot, in one write per node. Adds them to `pending`; returns what was read and
        the channels that may have more (a full READ_COUNT: read again without waiting). If that read fails and
        spans several nodes, each node is read on its own: only the listeners of a node that fails fail."""
        assert self._notices is not None
        games = {self.store.feed_channel(g): g for g in after}
        players = {self.store.inbox_channel(p): p for p in inboxes}
        ready, failed = self._notices.wait(set(games) | set(players), fresh, 0 if pending else BLOCK_MS / 1000)
        if failed:
            self._fail_channels(failed)
        pending.update(ready)
        pending.intersection_update(games.keys() | players.keys())
        if not pending:
            return {}, {}, set()

        def read(channels: set[str]) -> tuple[dict[str, list[Entry]], dict[str, list[InboxItem]], set[str]]:
            return self._read_now({games[c]: after[games[c]] for c in channels if c in games},
                                  {players[c]: inboxes[players[c]] for c in channels if c in players})

        by_node = self._by_node(pending)
        if len(by_node) == 1:
            return read(pending)  # its error: the listeners of `pending` fail (`_run`)
        try:
            return read(pending)
        except STORE_ERRORS as exc:
            metrics.redis_error(exc)
        found: dict[str, list[Entry]] = {}
        items: dict[str, list[InboxItem]] = {}
        more: set[str] = set()
        for channels in by_node.values():
            try:
                part = read(channels)
            except STORE_ERRORS as exc:
                metrics.redis_error(exc)
                self._fail_channels(dict.fromkeys(channels, store_error(exc)))
                pending.difference_update(channels)  # its listeners are told; new ones read it afresh
                continue
            found.update(part[0])
            items.update(part[1])
            more |= part[2]
        return found, items, more

    def _read_now(self, after: dict[str, int],
                  inboxes: dict[str, str]) -> tuple[dict[str, list[Entry]], dict[str, list[InboxItem]], set[str]]:
        """What the logs and inboxes hold after these positions now, and the channels that may hold more."""
        if inboxes:
            found, items, _ = self.store.read_all(after, inboxes, None, 0, READ_COUNT)
        else:
            (found, _), items = self.store.read_logs(after, None, 0, READ_COUNT), {}
        more = {self.store.feed_channel(g) for g, x in found.items() if len(x) >= READ_COUNT}
        more |= {self.store.inbox_channel(p) for p, x in items.items() if len(x) >= READ_COUNT}
        return found, items, more

    def _by_node(self, channels: set[str]) -> dict[str, set[str]]:
        """Channels by the node that serves their slot (as the client's slot map says)."""
        found: dict[str, set[str]] = {}
        for channel in channels:
            try:
                node = self.store.r.nodes_manager.get_node_from_slot(key_slot(channel.encode())).name  # type: ignore[attr-defined]
            except RedisClusterException:
                node = ""
            found.setdefault(node, set()).add(channel)
        return found

    def _of(self, channels: set[str]) -> set[Listener[Any]]:
        """The listeners of these channels' games and inboxes (under the lock)."""
        found: set[Listener[Any]] = set()
        for game_id, listeners in self._listeners.items():
            if self.store.feed_channel(game_id) in channels:
                found |= listeners
        for player_id, listeners in self._inboxes.items():
            if self.store.inbox_channel(player_id) in channels:
                found |= listeners
        return found

    def _fail_channels(self, failed: dict[str, Exception]) -> None:
        """The listeners of channels the reader cannot follow now: their streams end with the error."""
        error = next(iter(failed.values()))
        with self._lock:
            listeners = self._of(set(failed))
        for listener in listeners:
            listener.fail(error)

    def _deliver(self, game_id: str, entries: list[Entry]) -> None:
        batch = Batch(self.service.follow(game_id, entries), entries)  # a store error: read them again
        with self._lock:
            listeners = list(self._listeners.get(game_id, ()))
            if game_id in self._after:
                self._after[game_id] = max(self._after[game_id], entries[-1].version)
        for listener in listeners:
            listener.put(batch)

    def _deliver_inbox(self, player_id: str, items: list[InboxItem]) -> None:
        delivery = Inbox(player_id, items)
        with self._lock:
            listeners = list(self._inboxes.get(player_id, ()))
            if player_id in self._inbox_after:
                self._inbox_after[player_id] = max(self._inbox_after[player_id], items[-1][0], key=inbox_order)
        for listener in listeners:
            listener.put(delivery)
