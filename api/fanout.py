"""One reader of the game logs per process, for every live listener in it (feeds and long polls, api/http/).

A listener registers for a game and gets `Batch`es: the new entries of the game's log and the game after
them. The reader waits on every game with listeners at once (`Store.read_logs`: one XREAD BLOCK on one
connection), so the number of Redis connections does not grow with the number of listeners. Each batch is
folded once per process (`Service.follow`), and what a listener sends of it (an entry as a seat may see it,
a seat's `your_turn`) is made once per seat and batch (`Batch.memo`), not once per listener.

A listener's queue is bounded: one that falls `queue_size` batches behind (a client that does not read) is
marked `overflowed`, gets nothing more, and its stream ends with a position to resume from
(api/http/feeds.py). When the store fails, every listener's stream ends with the error (its client resumes
after the last version it got); the reader tries again. A reader with no listener left stops; the next
listener starts one again.
"""
from __future__ import annotations

import logging
import queue
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis

from .game import Game
from .service import Service
from .store import Entry

log = logging.getLogger("tabula.fanout")

BLOCK_MS = 5000  # one wait of the reader (a new game wakes it at once)
RETRY_SECONDS = 1.0  # after a store error, the reader tries again this soon


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


class Listener:
    def __init__(self, game_id: str, size: int):
        self.game_id = game_id
        self.queue: queue.Queue[Batch | None] = queue.Queue(size)
        self.overflowed = False
        self.error: Exception | None = None  # the store failed: the listener's stream ends with it

    def fail(self, error: Exception) -> None:
        self.error = error
        try:
            self.queue.put_nowait(None)  # wakes a waiting `get`
        except queue.Full:
            pass

    def put(self, batch: Batch) -> None:
        if self.overflowed:
            return
        try:
            self.queue.put_nowait(batch)
        except queue.Full:
            self.overflowed = True  # its stream ends at what it has sent (api/http/feeds.py)

    def get(self, timeout: float) -> Batch | None:
        """The next batch, None if none came within `timeout` seconds. Raises the store's error if the reader
        met one."""
        try:  # an overflowed listener gets what it holds, then nothing: its stream ends
            batch = self.queue.get_nowait() if self.overflowed else self.queue.get(timeout=max(0.0, timeout))
        except queue.Empty:
            batch = None
        if self.error is not None:
            raise self.error
        return batch


class Fanout:
    def __init__(self, service: Service, queue_size: int = 256):
        self.service = service
        self.store = service.store
        self.queue_size = queue_size
        self.name = uuid.uuid4().hex  # the reader's wake stream (Store.read_logs)
        self._lock = threading.Lock()
        self._listeners: dict[str, set[Listener]] = {}
        self._after: dict[str, int] = {}  # per game: the last version the reader has read
        self._reader: threading.Thread | None = None

    def listen(self, game: Game) -> Listener:
        """A listener of `game`'s entries after its version (register before reading the log further: every
        entry written since is then in a batch, or in what the caller reads)."""
        listener = Listener(game.id, self.queue_size)
        with self._lock:
            new = game.id not in self._listeners
            self._listeners.setdefault(game.id, set()).add(listener)
            if new:
                self._after[game.id] = game.version
            start = self._reader is None
            if start:
                self._reader = threading.Thread(target=self._run, name="tabula-fanout", daemon=True)
                self._reader.start()
        if new and not start:
            self.store.wake(self.name)  # the reader waits on the games it knew: it reads again, with this one
        return listener

    def stop(self, listener: Listener) -> None:
        with self._lock:
            listeners = self._listeners.get(listener.game_id)
            if listeners is not None:
                listeners.discard(listener)
                if not listeners:
                    del self._listeners[listener.game_id]
                    self._after.pop(listener.game_id, None)

    def listeners(self) -> int:
        with self._lock:
            return sum(len(x) for x in self._listeners.values())

    def _run(self) -> None:
        wake = "0-0"
        while True:
            with self._lock:
                after = dict(self._after)
                if not after:
                    self._reader = None
                    return
            try:
                found, wake = self.store.read_logs(after, (self.name, wake), BLOCK_MS)
                for game_id, entries in found.items():
                    self._deliver(game_id, entries)
            except redis.RedisError as exc:  # every listener's stream ends with it (its clients resume later)
                log.warning("the log reader cannot reach the store; trying again", exc_info=True)
                with self._lock:
                    failed = [x for listeners in self._listeners.values() for x in listeners]
                for listener in failed:
                    listener.fail(exc)
                threading.Event().wait(RETRY_SECONDS)
            except Exception:  # a game it cannot fold must not stop the others' feeds
                log.exception("the log reader failed on a batch; going on")
                threading.Event().wait(RETRY_SECONDS)

    def _deliver(self, game_id: str, entries: list[Entry]) -> None:
        batch = Batch(self.service.follow(game_id, entries), entries)  # a store error: read them again
        with self._lock:
            listeners = list(self._listeners.get(game_id, ()))
            if game_id in self._after:
                self._after[game_id] = max(self._after[game_id], entries[-1].version)
        for listener in listeners:
            listener.put(batch)
