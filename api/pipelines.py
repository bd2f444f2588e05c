"""The store's raw pipelines (api/store.py): its hot paths (append, the log's tail, rate limits, streams' counts,
inboxes) send their commands here, in one write per connection, rather than through redis-py's pipeline, whose
per-command bookkeeping cost ~40 us of CPU per command POST (issue 17).

- `RawPipeline`: one Redis, one connection.
- `ClusterPipeline`: a Redis Cluster, one connection per node of the commands' keys (issue 22).

Both keep their connections (made with the client's settings) in idle lists of their own rather than taking them
from the client's pool and giving them back: the pool's checks cost ~12 us a round trip (a lock, a poll of the
socket, its metrics). A list's pop and append need no lock, for threads or greenlets. At most MAX_CONNECTIONS
calls at once per process; a forked process starts with none of its parent's connections. Answers come raw (no
reply callbacks: XRANGE's are lists); the first error answer is raised once every answer is read.
"""
from __future__ import annotations

import os
import threading
from typing import Any, cast

import redis
from redis.cluster import ClusterNode, RedisCluster, key_slot
from redis.exceptions import ClusterDownError, RedisClusterException, SlotNotCoveredError, TryAgainError

try:
    import hiredis
except ImportError:  # redis-py then parses and packs in Python
    hiredis = None  # type: ignore[assignment]

MAX_CONNECTIONS = 16  # to Redis, per process and kind (the client's pool; a raw pipeline's): docs/feeds.md
WAIT_FOR_CONNECTION = 10  # seconds a request waits for a free one before its answer is 503

Command = tuple[Any, ...]


def _acquire(free: threading.BoundedSemaphore) -> None:
    if not free.acquire(timeout=WAIT_FOR_CONNECTION):
        raise redis.ConnectionError(f"no connection to Redis came free within {WAIT_FOR_CONNECTION} s")


def _send(conn: Any, commands: list[Command]) -> None:
    """Write `commands` in one write: hiredis packs them in a third of the time the client's own packing takes
    (with hiredis too)."""
    conn.send_packed_command([b"".join([hiredis.pack_command(c) for c in commands])] if hiredis else
                             conn.pack_commands(commands))


def _checked(conn: Any) -> Any:
    """An idle connection, opened again if the server closed it meanwhile (a Redis restarted), as the client's pool
    checks its own: else the first command after a restart would fail on each of them (a poll of the socket: a
    few us)."""
    try:
        if conn.can_read():  # readable while idle: the server closed it (or answers nobody read)
            conn.disconnect()
    except (redis.ConnectionError, OSError):
        conn.disconnect()
    return conn


class RawPipeline:
    """The hot path on one Redis: every command on one connection."""

    def __init__(self, client: redis.Redis):
        self.r = client
        self._idle: list[Any] = []  # connections not in use
        self._free = threading.BoundedSemaphore(MAX_CONNECTIONS)  # and at most this many of them
        self._pid = os.getpid()

    def send(self, commands: list[Command], nodes: dict[int, Any] | None = None) -> list[Any]:
        """The answers to `commands`, sent in one write (`nodes`: a cluster's only, ignored). Any error or
        interruption closes the connection, so a connection never holds answers nobody read; the error is raised
        (the client's Retry policy, none by default, would send the write again)."""
        if self._pid != os.getpid():  # a forked process: the parent's connections and permits are not its own
            self._idle, self._free, self._pid = [], threading.BoundedSemaphore(MAX_CONNECTIONS), os.getpid()
        _acquire(self._free)
        try:
            conn = self._connection()
        except BaseException:
            self._free.release()
            raise

        def run() -> list[Any]:
            _send(conn, commands)
            answers: list[Any] = []
            for _ in commands:
                try:
                    answers.append(conn.read_response())
                except redis.ResponseError as exc:  # an error answer: the following answers are still read
                    answers.append(exc)
            return answers

        try:
            answers = conn.retry.call_with_retry(run, lambda error: conn.disconnect())
        except BaseException:
            conn.disconnect()  # whatever stopped the read, the connection may hold answers nobody will read
            raise
        finally:
            self._idle.append(conn)
            self._free.release()
        for answer in answers:
            if isinstance(answer, redis.ResponseError):
                raise answer
        return answers

    def _connection(self) -> Any:
        """An idle connection (`_checked`), or a new one."""
        try:
            conn = self._idle.pop()
        except IndexError:
            pool = self.r.connection_pool
            return pool.connection_class(**pool.connection_kwargs)
        return _checked(conn)


class ClusterPipeline:
    """The hot path on a Redis Cluster: each command to the primary of its key's slot, one connection per node."""

    ROUNDS = 5  # rounds of one `send`: the first, then MOVED/ASK followed

    _KEYLESS = frozenset(["WAIT", "WAITAOF", "PING", "TIME", "ECHO", "INFO", "ASKING", "READONLY", "MULTI", "EXEC",
                          "SCRIPT", "FUNCTION", "CLUSTER", "DBSIZE", "FLUSHALL", "FLUSHDB", "KEYS", "SCAN", "RANDOMKEY"])

    def __init__(self, client: RedisCluster):
        self.r = client
        self._idle: dict[str, list[Any]] = {}  # per node (host:port): connections not in use
        self._free = threading.BoundedSemaphore(MAX_CONNECTIONS)  # at most this many calls at once: per node as many
        self._pid = os.getpid()
        self._map_stale: str | None = None  # a node's connection failed ('' for no node in particular): ask anew

    def send(self, commands: list[Command], nodes: dict[int, Any] | None = None) -> list[Any]:
        """The answers to `commands`: each command goes to the primary of its key's slot (EVALSHA's key is its
        first; a command of `nodes`, a WAIT, goes on the connection of the command before it: it counts the
        replicas that have that command's write; `nodes` gives the node of one with none before it). Each node's
        commands are packed in one write, every node written before any is read, so their round trips overlap:
        2.2-2.8x less client CPU per append than redis-py's ClusterPipeline, 2-3x per log tail
        (bench/cluster_pipeline.py).

        The cluster changing under it: a MOVED or ASK answer (the command did not run) updates the client's slot
        map (as redis-py does: the slot moved, or every `reinitialize_steps` MOVEDs the whole map asked anew) and
        only those commands, each with its WAIT, are sent again (ASK: after ASKING, to the node it names), for
        ROUNDS rounds in all, then TryAgainError. A connection error or timeout closes that connection, marks the
        map for asking anew at the next call (which then learns a failover) and is raised once every node is
        read: nothing is sent again, a write may have run (a caller's retry with its idempotency key is safe; the
        API answers 503, as for CLUSTERDOWN and TRYAGAIN, which are raised like any error answer). A batch with a
        command without a key (none of the store's: a WAIT comes with its node) goes through redis-py's pipeline
        instead (`send_through_redis_py`), which knows where each such command goes."""
        if self._pid != os.getpid():  # a forked process: the parent's connections are not its own
            self._idle, self._pid = {}, os.getpid()
            self._free = threading.BoundedSemaphore(MAX_CONNECTIONS)
        slots = [self._slot_of(command) for command in commands]
        if any(slot is None and not (nodes and i in nodes) for i, slot in enumerate(slots)):
            return self.send_through_redis_py(commands, nodes)
        manager = self.r.nodes_manager
        if self._map_stale is not None:  # the last failure's node is asked last
            failed, self._map_stale = self._map_stale, None
            try:
                self._refresh_map(last_failed_node_name=failed or None)
            except BaseException:
                self._map_stale = failed
                raise
        _acquire(self._free)
        try:
            answers: list[Any] = [None] * len(commands)
            pending, asking = list(range(len(commands))), cast(dict[int, Any], {})  # command -> the node ASK named
            for _ in range(self.ROUNDS):
                targets: dict[int, Any] = {}
                for i in pending:
                    if i in asking:
                        targets[i] = asking[i]
                    elif nodes and i in nodes:  # a WAIT: with the command before it
                        targets[i] = targets[i - 1] if i - 1 in targets else nodes[i]
                    else:
                        slot = slots[i]
                        owners = manager.slots_cache.get(cast(int, slot))  # not None: a keyless one is in `nodes`
                        if not owners:
                            self._map_stale = ""
                            raise SlotNotCoveredError(f'Slot "{slot}" is not covered by the cluster')
                        targets[i] = owners[0]
                self._round(commands, pending, targets, asking, answers)
                redirected = [i for i in pending if isinstance(answers[i], redis.exceptions.AskError)]  # MOVED too
                if not redirected:
                    break
                asking = {}
                moved = {answers[i].slot_id: answers[i] for i in redirected
                         if isinstance(answers[i], redis.exceptions.MovedError)}
                for i in redirected:
                    if not isinstance(answers[i], redis.exceptions.MovedError):  # an ASK (MovedError is an AskError)
                        error = answers[i]
                        asking[i] = (manager.get_node(host=error.host, port=error.port) or
                                     ClusterNode(error.host, error.port, redis.cluster.PRIMARY))
                if moved:
                    self.r.reinitialize_counter += 1
                    steps = self.r.reinitialize_steps
                    if steps and self.r.reinitialize_counter % steps == 0:
                        self._refresh_map(additional_startup_nodes_info=[(e.host, e.port) for e in moved.values()])
                        self.r.reinitialize_counter = 0
                    else:
                        for error in moved.values():
                            manager.move_slot(error)
                followers = [i + 1 for i in redirected if nodes and i + 1 in nodes]  # each one's WAIT goes with it
                pending = sorted({*redirected, *followers})
            else:
                raise TryAgainError(f"still redirected after {self.ROUNDS} rounds: {answers[pending[0]]}")
        finally:
            self._free.release()
        for answer in answers:
            if isinstance(answer, redis.ResponseError):
                if isinstance(answer, ClusterDownError):
                    self._map_stale = ""
                raise answer
        return answers

    def send_through_redis_py(self, commands: list[Command], nodes: dict[int, Any] | None = None) -> list[Any]:
        """`send` through redis-py's ClusterPipeline (what the store used before the fast path): for a batch with a
        command whose node its key does not tell. Answers go through the client's reply callbacks."""
        pipe = self.r.pipeline(transaction=False)
        for i, command in enumerate(commands):
            if nodes and i in nodes:
                pipe.execute_command(*command, target_nodes=nodes[i])
            elif command[0] == "EVALSHA":  # else the pipeline asks a node COMMAND GETKEYS: a round trip more
                pipe.execute_command(*command, target_nodes=self.r.get_node_from_key(command[3]))
            else:
                pipe.execute_command(*command)
        answers = pipe.execute(raise_on_error=False)
        for answer in answers:  # an error answer, or a node's connection error in its place (a failover)
            if isinstance(answer, Exception):
                raise answer
        return cast(list[Any], answers)

    def _refresh_map(self, **options: Any) -> None:
        """Ask the cluster for its slot map anew (redis-py's NodesManager.initialize); no node answering is the
        store out of reach (a ConnectionError: 503), not redis-py's RedisClusterException."""
        try:
            self.r.nodes_manager.initialize(**options)
        except RedisClusterException as exc:
            raise redis.ConnectionError(f"no node of the cluster told its slot map: {exc}") from exc

    @classmethod
    def _slot_of(cls, command: Command) -> int | None:
        """The slot of a command's key (EVALSHA, EVAL, FCALL: the first of its keys; XREAD: its first stream; others:
        their first argument), or None for a command without one. (A command whose key is elsewhere would be
        MOVED each time, correctly but a round trip later.)"""
        name = str(command[0]).upper()
        if name in ("EVALSHA", "EVAL", "EVALSHA_RO", "EVAL_RO", "FCALL", "FCALL_RO"):
            key = command[3] if len(command) > 3 and int(command[2]) > 0 else None
        elif name in ("XREAD", "XREADGROUP"):
            streams = [i for i, x in enumerate(command) if str(x).upper() == "STREAMS"]
            key = command[streams[0] + 1] if streams and len(command) > streams[0] + 1 else None
        else:
            key = command[1] if len(command) > 1 and name not in cls._KEYLESS else None
        if key is None:
            return None
        return key_slot(key.encode() if isinstance(key, str) else key if isinstance(key, bytes) else str(key).encode())

    def _round(self, commands: list[Command], pending: list[int], targets: dict[int, Any], asking: dict[int, Any],
               answers: list[Any]) -> None:
        """Send the `pending` commands to their `targets` (one connection and one write per node, ASKING before a
        command of `asking`), every node's write before any read, and put each answer (an error answer too) in
        `answers`. A node's connection error: that connection is closed, the others read, then it is raised."""
        by_node: dict[str, list[int]] = {}
        node_of: dict[str, Any] = {}
        for i in pending:
            node = targets[i]
            by_node.setdefault(node.name, []).append(i)
            node_of[node.name] = node
        written: list[tuple[Any, str, list[int]]] = []
        failure: BaseException | None = None
        try:
            for name, indexes in by_node.items():
                conn = self._connection(node_of[name])
                written.append((conn, name, indexes))  # from here: closed unless every answer is read
                sent = [c for i in indexes for c in ((("ASKING",), commands[i]) if i in asking else (commands[i],))]
                try:
                    _send(conn, sent)
                except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
                    written.pop()
                    conn.disconnect()
                    self._idle.setdefault(name, []).append(conn)
                    failure = failure or exc
                    self._map_stale = name
            while written:
                conn, name, indexes = written[0]
                try:
                    for i in indexes:
                        if i in asking:
                            conn.read_response()  # ASKING's OK
                        try:
                            answers[i] = conn.read_response()
                        except redis.ResponseError as exc:  # an error answer: the following answers are still read
                            answers[i] = exc
                except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
                    conn.disconnect()
                    failure = failure or exc
                    self._map_stale = name
                written.pop(0)
                self._idle.setdefault(name, []).append(conn)
        finally:
            for conn, name, _ in written:  # interrupted (a timeout of the caller's, a greenlet killed): unread answers
                conn.disconnect()
                self._idle.setdefault(name, []).append(conn)
        if failure is not None:
            raise failure

    def _connection(self, node: Any) -> Any:
        """An idle connection to `node` (`_checked`), or a new one (made with the client's settings for that node)."""
        idle = self._idle.get(node.name)
        if not idle:
            pool = self.r.get_redis_connection(node).connection_pool
            return pool.connection_class(**pool.connection_kwargs)
        return _checked(idle.pop())
