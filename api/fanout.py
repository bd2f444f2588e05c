"""One reader of the game logs and player inboxes per process, for every live listener in it (feeds, long polls
and players' streams, api/http/).

A listener registers for a game and gets `Batch`es: the new entries of the game's log and the game after
them. A player's stream registers for the player's inbox (`listen_inbox`) and gets `Inbox` deliveries: the new
items of the inbox; the same listener can follow several games as well (`follow`), so that one queue serves a
stream about many games. The reader waits on every game and inbox with listeners at once (`Store.read_all`:
one XREAD BLOCK on one connection), so the number of Redis connections does not grow with the number of
listeners. Each batch is folded once per process (`Service.follow`), and what a listener sends of it (an
entry as a seat may see it, a seat's `your_turn`) is made once per seat and batch (`Batch.memo`), not once
per listener.

A listener's queue is bounded: one that falls `queue_size` deliveries behind (a client that does not read) is
marked `overflowed`, gets nothing more, and its stream ends with a position to resume from
(api/http/feeds.py, api/http/player_stream.py). When the store fails, every listener's stream ends with the
error (its client resumes after the last position it got); the reader tries again. A reader with no listener
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

from .game import Game
from .service import Service
from .store import Entry

log = logging.getLogger("tabula.fanout")

BLOCK_MS = 5000  # one wait of the reader (a new game or inbox wakes it at once)
RETRY_SECONDS = 1.0  # after a store error, the reader tries again this soon

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
    def __init__(self, service: Service, queue_size: int = 256):
        self.service = service
        self.store = service.store
        self.queue_size = queue_size
        self.name = uuid.uuid4().hex  # the reader's wake stream (Store.read_all)
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
            start = self._reader is None
            if start:
                self._reader = threading.Thread(target=self._run, name="tabula-fanout", daemon=True)
                self._reader.start()
        if new and not start:
            self.store.wake(self.name)  # the reader waits on the keys it knew: it reads again, with this one

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
        while True:
            with self._lock:
                after, inboxes = dict(self._after), dict(self._inbox_after)
                if not after and not inboxes:
                    self._reader = None
                    return
            try:
                items: dict[str, list[InboxItem]] = {}
                if inboxes:
                    found, items, wake = self.store.read_all(after, inboxes, (self.name, wake), BLOCK_MS)
                else:  # games only: the same read (read_all without inboxes)
                    found, wake = self.store.read_logs(after, (self.name, wake), BLOCK_MS)
                for game_id, entries in found.items():
                    self._deliver(game_id, entries)
                for player_id, new in items.items():
                    self._deliver_inbox(player_id, new)
            except redis.RedisError as exc:  # every listener's stream ends with it (its clients resume later)
                log.warning("the reader cannot reach the store; trying again", exc_info=True)
                with self._lock:
                    failed = self._all()
                for listener in failed:
                    listener.fail(exc)
                threading.Event().wait(RETRY_SECONDS)
            except Exception:  # a game it cannot fold must not stop the others' feeds
                log.exception("the reader failed on a batch; going on")
                threading.Event().wait(RETRY_SECONDS)

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
