"""The repair process: no game stalls because a job was lost, whatever crashed.

    python -m workers.sweep           # the Procfile's `sweep` line: a pass every few seconds, until SIGTERM
    python -m workers.sweep --once    # one pass now (no lease), its report as JSON

A game waits for a job when an AI seat is to act (an AI turn job per such seat) or when it is over without a
stored result (the scoring job). The normal path enqueues that job right after the append that made the game
wait (workers/queue.py `enqueue_followups`). Each pass of the repair process makes sure the job of every such
game will run, whatever died in between (docs/jobs.md has the cases):

1. Games updated since the last pass (the listing index ``<prefix>:games`` from the previous pass's time,
   less ``sweep_clock_skew_seconds``): one that waits for a job but is not in the waiting index is put there
   (its append's process died before it could enqueue anything).
2. Games of the waiting index ``<prefix>:jobs:waiting`` that are due: a game that no longer waits leaves the
   index; one idle for ``ai_wait_seconds`` has each of its jobs checked. A job that is queued (in its queue's
   list) or started with a fresh heartbeat (renewed by its worker every ``job_heartbeat_seconds``) is left
   alone; one that is missing, finished or failed although the game still waits, marked queued but in no
   queue, stuck between RQ's pop and start, started with no heartbeat for ``job_orphan_seconds`` (its worker
   died), or scheduled and overdue (no RQ scheduler runs here), is deleted and enqueued again. The game is
   checked again ``ai_wait_seconds`` later, or later still after repeated repairs of the same job (doubling,
   at most 5 min), so a job that always fails costs little.

Passes are idempotent and safe to run at once (job ids are deterministic, an AI turn appends at a fixed
version under an idempotency key, scoring uses SET NX); a lease (``<prefix>:jobs:lease``, ``SET NX PX`` of
``sweep_lease_seconds``, renewed by its holder) keeps several repair processes from doing the same work. A
repair process that dies holding it is replaced when it expires. The loop never exits on a Redis error: it
logs the outage once, tries again with a backoff of at most 5 s and carries on when Redis is back.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import socket
import sys
import threading
import time
import uuid
from collections import OrderedDict
from typing import Any, cast

import redis
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.executions import Execution, ExecutionRegistry
from rq.job import Job, JobStatus
from rq.registry import ScheduledJobRegistry

from api import logs, metrics
from api.config import Config
from api.lobby import Lobby
from api.players import Players
from api.store import GameNotFound, now_ms
from wiring import build

from .deadlines import apply_due
from .queue import enqueue_unique, fetch_job, followups, queue, rq_connection

log = logging.getLogger("workers.sweep")

BATCH = 500  # games read per round trip
MAX_DUE_PER_PASS = 5000  # waiting games checked per pass (the rest in the next ones)
MAX_BACKOFF_MS = 300_000  # a job repaired again and again is checked at most this far apart
LEGACY_SWEEP_JOB = "sweep"  # "<prefix>-sweep": the RQ job that was the sweep before this process

_DONE = {JobStatus.FINISHED, JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}


class Sweeper:
    """One repair process's view: its store, a Service without cache (after a Redis restart that lost writes,
    a cached state could be ahead of the log: wiring.py builds it so) and what it remembers between passes.
    The waiting index, the lease and the scans are the store's; RQ's own keys (its queues, registries and
    executions) are read and repaired through RQ's connection."""

    def __init__(self, config: Config | None = None):
        rt = build(config or Config.from_env(), "sweep")
        self.config, self.store, self.service = rt.config, rt.store, rt.service
        self.rq = rq_connection(self.store.jobs)
        self.lobby = Lobby(self.service, Players(self.store))
        self.token = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.repairs: OrderedDict[str, int] = OrderedDict()  # job id -> repairs of it by this process
        self.popped: dict[str, int] = {}  # job id -> when (ms) it was first seen between RQ's pop and start
        self.idle: OrderedDict[str, str] = OrderedDict()  # game id -> a version at which it waited for nobody
        self.legacy_checked = False

    # -- the lease ---------------------------------------------------------------------------------
    def hold_lease(self) -> bool:
        """Takes or renews the lease; False while another live repair process holds it."""
        return self.store.hold_lease(self.token, max(1, int(self.config.sweep_lease_seconds * 1000)))

    def release_lease(self) -> None:
        self.store.release_lease(self.token)

    # -- a pass ------------------------------------------------------------------------------------
    def run_pass(self, now: int | None = None, renew: bool = False) -> dict[str, Any]:
        """One pass; returns {"scanned", "checked", "enqueued": [job ids], "repaired": {job id: why}}.
        With `renew`, the lease is renewed between batches and the pass stops if it was lost."""
        now = now if now is not None else now_ms()
        report: dict[str, Any] = {"scanned": 0, "checked": 0, "enqueued": [], "repaired": {}}
        if not self.legacy_checked:
            self._drop_legacy_sweep_job()
        if self._scan_recent(now, report, renew):
            self._check_due(now, report)
            apply_due(self.lobby, self.config, now, report)
        return report

    def _scan_recent(self, now: int, report: dict[str, Any], renew: bool) -> bool:
        """Step 1: puts in the waiting index the games updated since the last pass that wait for a job and are
        not there yet. The first pass ever (no mark) reads every game once. False if the lease was lost."""
        mark = self.store.sweep_mark()
        low: float | str = max(0, mark - int(self.config.sweep_clock_skew_seconds * 1000)) if mark else "-inf"
        # Pages go by score, not by rank (games move in the index while it is read): each page starts at the
        # last score read, after the games of that score read already (Redis orders them by id).
        at_low: set[str] = set()
        while True:
            fetched = self.store.updated_between(low, now, len(at_low), BATCH)
            rows = [(g, score) for g, score in fetched if not (score == low and g in at_low)]
            if not rows:
                if len(fetched) < BATCH:
                    break
                low, at_low = float(low) + 1, set()  # (the index moved under the page): on to the next ms
                continue
            report["scanned"] += len(rows)
            facts = self.store.job_facts([game_id for game_id, _ in rows])
            for (game_id, _), fact in zip(rows, facts, strict=True):
                if fact.status == "active" and fact.clocked and fact.deadline is None:
                    self._reschedule(game_id)  # its append's process died before the deadline was set
                if fact.waiting is not None or self.idle.get(game_id) == fact.version:
                    continue
                if (fact.status == "active" and (_has_ai_seat(fact.seats) or fact.robots)) or (fact.status == "over" and
                                                                               not fact.scored):
                    self._check(game_id, None, now, report)
            top = rows[-1][1]
            at_low = (at_low if top == low else set()) | {g for g, score in rows if score == top}
            low = top
            if len(fetched) < BATCH:
                break
            if renew and not self.hold_lease():
                return False
        self.store.set_sweep_mark(now)
        return True

    def _reschedule(self, game_id: str) -> None:
        try:
            self.service.schedule(self.service.load(game_id))
        except GameNotFound:
            pass

    def _check_due(self, now: int, report: dict[str, Any]) -> None:
        """Step 2: checks the games of the waiting index whose time has come."""
        for game_id, score in self.store.due_waiting(now, MAX_DUE_PER_PASS):
            self._check(game_id, score, now, report)

    def _check(self, game_id: str, score: float | None, now: int, report: dict[str, Any]) -> None:
        """Makes sure the jobs a game waits for will run; keeps the game in the waiting index while it waits."""
        wait_ms = int(self.config.ai_wait_seconds * 1000)
        try:
            game = self.service.load(game_id)
            jobs = followups(game)
            if jobs and game.over and self.store.result(game_id) is not None:
                jobs = []
        except GameNotFound:
            jobs, game = [], None
        except redis.RedisError:
            raise
        except Exception:  # one broken game must not stop the repair of the others
            log.exception("could not check game %s", game_id)
            self.store.mark_waiting(game_id, now + wait_ms)
            return
        if not jobs or game is None:
            if score is not None:
                self.store.forget_waiting(game_id, score)
            if game is not None:
                _remember(self.idle, game_id, str(game.version))
            return
        due = int(game.meta["updated_at"]) + wait_ms
        if due > now:  # not idle long enough: the normal path may still be at work
            self.store.mark_waiting(game_id, due)
            return
        report["checked"] += 1
        later = now + wait_ms
        for name, func, job_id, args in jobs:
            why, recheck = self.ensure(name, func, args, job_id, now)
            if why is None:
                if recheck is not None:  # the moment it would count as stalled if nothing happened
                    later = min(later, max(recheck, now + 1))
                continue
            report["enqueued"].append(job_id)
            report["repaired"][job_id] = why
            times = _remember(self.repairs, job_id, self.repairs.get(job_id, 0) + 1)
            later = max(later, now + min(wait_ms * 2 ** (times - 1), MAX_BACKOFF_MS))
            log.warning("game %s at version %s: job %s enqueued again (%s)", game_id, game.version, job_id, why)
        self.store.mark_waiting(game_id, later)

    # -- one job -----------------------------------------------------------------------------------
    def ensure(self, name: str, func: str, args: tuple, job_id: str, now: int) -> tuple[str | None, int | None]:
        """Makes sure job `job_id` will run. Returns (None, when to look again or None) if it will (queued, or
        running with a live worker), else (why it would not, None) after deleting it and enqueueing it again."""
        q = queue(self.store.jobs, name, self.config)
        job = fetch_job(q, job_id)
        if job is None:
            return ("missing" if enqueue_unique(q, func, args, job_id) else None), None
        status = job.get_status(refresh=False)
        why, recheck = self._why_stalled(q, job, status, now)
        if why is None:
            return None, recheck
        try:
            if job.get_status(refresh=True) != status:  # it moved meanwhile: look again next time
                return None, None
        except NoSuchJobError:
            pass
        self._discard(q, job)
        self.popped.pop(job_id, None)
        enqueue_unique(q, func, args, job_id)  # a DuplicateJobError here: another process did it
        return why, None

    def _why_stalled(self, q: Queue, job: Job, status: JobStatus | None, now: int) -> tuple[str | None, int | None]:
        """(None, when it would count as stalled) for a job that will run, (why, None) for one that will not."""
        orphan_ms = int(self.config.job_orphan_seconds * 1000)
        if status == JobStatus.QUEUED:
            if self.rq.lpos(q.key, job.id) is not None:
                self.popped.pop(job.id, None)
                return None, None
            if self.rq.lpos(q.intermediate_queue_key, job.id) is not None:  # popped by a worker, not started
                first = self.popped.setdefault(job.id, now)
                if now - first < orphan_ms:
                    return None, first + orphan_ms
                return "popped by a worker that never started it", None
            return "queued but in no queue", None
        if status == JobStatus.STARTED:
            beat = self._last_heartbeat(job)
            if beat is None:
                return "started, no execution left", None
            if now - beat * 1000 < orphan_ms:
                return None, int(beat * 1000) + orphan_ms
            return "started by a worker that stopped beating", None
        if status == JobStatus.SCHEDULED:
            try:
                at = int(ScheduledJobRegistry(queue=q).get_scheduled_time(job.id).timestamp() * 1000)
            except NoSuchJobError:
                return "scheduled but in no schedule", None
            return (None, at + orphan_ms) if at > now - orphan_ms else ("scheduled, overdue (no scheduler)", None)
        if status in _DONE:
            return f"{status.value} while its game still waits", None
        return f"status {status.value if status else None}", None

    def _last_heartbeat(self, job: Job) -> float | None:
        """The latest heartbeat (epoch seconds) of the job's executions, None if it has none."""
        registry = ExecutionRegistry(job_id=job.id, connection=self.rq)
        ids = [_text(i) for i in cast(list[bytes], self.rq.zrange(registry.key, 0, -1))]
        pipe = self.rq.pipeline(transaction=False)
        for execution_id in ids:
            pipe.hget(Execution(execution_id, job.id, connection=self.rq).key, "last_heartbeat")
        beats = [float(b) for b in pipe.execute() if b is not None]
        return max(beats) if beats else None

    def _discard(self, q: Queue, job: Job) -> None:
        """Deletes a job everywhere RQ keeps it (its queue, the list between pop and start, its registries,
        its executions), so that its id can be enqueued again."""
        try:
            job.delete()
        except (ValueError, NoSuchJobError):  # an execution already expired: clean up by hand below
            pass
        pipe = self.rq.pipeline(transaction=False)
        pipe.lrem(q.key, 0, job.id)
        pipe.lrem(q.intermediate_queue_key, 0, job.id)
        for registry in (q.started_job_registry, q.finished_job_registry, q.failed_job_registry,
                         q.scheduled_job_registry, q.deferred_job_registry, q.canceled_job_registry):
            pipe.zrem(registry.key, job.id)
        pipe.delete(job.key, ExecutionRegistry(job_id=job.id, connection=self.rq).key)
        pipe.execute()
        started = q.started_job_registry.key
        stale = [m for m in cast(list[bytes], self.rq.zrange(started, 0, -1)) if _text(m).startswith(f"{job.id}:")]
        if stale:
            self.rq.zrem(started, *stale)

    def _drop_legacy_sweep_job(self) -> None:
        """The sweep used to be a repeating RQ job run by the RQ scheduler: delete it if it is still there."""
        q = queue(self.store.jobs, "ai", self.config)
        job = fetch_job(q, f"{self.config.prefix}-{LEGACY_SWEEP_JOB}")
        if job is not None:
            self._discard(q, job)
            log.info("deleted the old scheduled sweep job %s (this process replaces it)", job.id)
        self.legacy_checked = True


def _text(member: bytes | str) -> str:
    """A member of one of RQ's sorted sets (RQ's connection answers bytes)."""
    return member.decode() if isinstance(member, bytes) else member


def _has_ai_seat(seats: str | None) -> bool:
    try:
        return any(s.get("kind") == "ai" for s in json.loads(seats or "[]"))
    except (ValueError, AttributeError):
        return False


def _remember(memo: OrderedDict, key: str, value: Any, size: int = 10_000) -> Any:
    memo[key] = value
    memo.move_to_end(key)
    while len(memo) > size:
        memo.popitem(last=False)
    return value


def sweep(config: Config | None = None, now: int | None = None) -> dict[str, Any]:
    """One pass now, without the lease (tests, operators: ``python -m workers.sweep --once``)."""
    if not isinstance(config, Config):  # the old RQ job was called with its period: ignore it
        config = None
    return Sweeper(config).run_pass(now)


# -- the process -------------------------------------------------------------------------------------
def run(config: Config | None = None, stop: threading.Event | None = None) -> None:
    """Passes every ``config.sweep_every_seconds`` while this process holds the lease, until `stop` is set.
    Redis errors are logged once per outage and retried with a backoff of at most 5 s; nothing ends the loop
    but `stop`."""
    config = config or Config.from_env()
    stop = stop or threading.Event()
    sweeper = Sweeper(config)
    log.info("repair process %s: a pass every %.1f s, lease %s (%.0f s), jobs checked after %.1f s idle",
             sweeper.token, config.sweep_every_seconds, sweeper.store.lease_key, config.sweep_lease_seconds,
             config.ai_wait_seconds)
    backoff, down_since, leading = 0.5, None, None
    while not stop.is_set():
        try:
            holds = sweeper.hold_lease()
            if holds != leading:
                log.info("holding the lease: passes run here" if holds else "another repair process holds the lease")
                leading = holds
            if holds:
                report = sweeper.run_pass(renew=True)
                if report["repaired"]:
                    log.info("pass: %d game(s) checked, %d job(s) enqueued again", report["checked"],
                             len(report["repaired"]))
                else:  # every pass: only at DEBUG (LOG_LEVEL=DEBUG)
                    log.debug("pass: %d game(s) checked, nothing to repair", report["checked"])
            if down_since is not None:
                log.info("Redis answers again after %.1f s", time.monotonic() - down_since)
                down_since, backoff = None, 0.5
            stop.wait(config.sweep_every_seconds)
        except redis.RedisError as exc:
            metrics.redis_error(exc)
            if down_since is None:
                down_since = time.monotonic()
                log.warning("Redis unavailable (%s: %s); trying again every few seconds",
                            type(exc).__name__, exc)
            stop.wait(backoff)
            backoff = min(backoff * 2, 5.0)
        except Exception:  # a bug must not end the repair of every other game
            log.exception("pass failed; trying again")
            stop.wait(config.sweep_every_seconds)
    try:
        sweeper.release_lease()
    except redis.RedisError:
        pass
    log.info("repair process %s stopped", sweeper.token)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m workers.sweep", description=__doc__.split("\n\n")[0])
    parser.add_argument("--once", action="store_true", help="one pass now (no lease); print its report")
    args = parser.parse_args(argv)
    logs.setup("sweep")  # JSON lines at LOG_LEVEL (docs/operations.md)
    metrics.set_process("sweep")
    if args.once:
        print(json.dumps(sweep()))
        return 0
    stop = threading.Event()

    def on_signal(signum: int, _frame) -> None:
        log.info("%s: stopping", signal.Signals(signum).name)
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    run(stop=stop)
    return 0


__all__ = ["Sweeper", "main", "run", "sweep"]

if __name__ == "__main__":
    sys.exit(main())
