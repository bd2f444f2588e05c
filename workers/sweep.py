"""The sweep: no game stalls because a job was lost.

Every `every_seconds` it looks at each game of the listing index that has not moved for
``config.ai_wait_seconds``: an active game waiting for an AI seat gets its AI job again, a game that is
over without a stored result gets its scoring job again. Job ids are the deterministic ones of
workers/queue.py; a job of that id that finished or failed is deleted first so it can run again, one that
is queued, scheduled or running is left alone. Running a job twice is harmless (see workers/queue.py).

`schedule()` puts the sweep on the AI queue as job "<prefix>-sweep" to run in `every_seconds` (the worker must
run with ``--with-scheduler``); after each successful run RQ schedules the same job again (its Repeat
counter is topped up by `sweep()` itself), so one call keeps it going. Calling `schedule()` again while the
job is scheduled, queued or running does nothing; after it failed for good, it replaces it.
"""
from __future__ import annotations

import json
import logging
from datetime import timedelta
from typing import Any

import redis
from rq import Repeat
from rq.exceptions import DuplicateJobError
from rq.job import Job, JobStatus, get_current_job

from api.config import Config
from api.store import GameNotFound, now_ms

from .ai import runtime
from .queue import AI_QUEUE, FAILURE_TTL, enqueue_followups, fetch_job, queue, retry

log = logging.getLogger(__name__)

SWEEP_JOB_ID = "sweep"
SWEEP = "workers.sweep.sweep"
EVERY_SECONDS = 15
_BATCH = 500


def sweep(every_seconds: int = EVERY_SECONDS, reschedule: bool = True) -> dict[str, Any]:
    """Enqueue again the jobs of games that wait too long; returns {"checked", "enqueued": [job ids]}."""
    config, conn, store, service = runtime()
    cutoff = now_ms() - config.ai_wait_seconds * 1000
    enqueued: list[str] = []
    checked = 0
    batch: list[str] = []
    for game_id in store.r.zscan_iter(store.index, count=_BATCH):
        batch.append(game_id[0] if isinstance(game_id, tuple) else game_id)
        if len(batch) >= _BATCH:
            checked += _sweep_batch(conn, config, store, service, batch, cutoff, enqueued)
            batch = []
    if batch:
        checked += _sweep_batch(conn, config, store, service, batch, cutoff, enqueued)
    if enqueued:
        log.info("sweep enqueued %d job(s) again: %s", len(enqueued), ", ".join(enqueued))
    if reschedule:
        _keep_going(conn, config, every_seconds)
    return {"checked": checked, "enqueued": enqueued}


def _sweep_batch(conn, config, store, service, game_ids: list[str], cutoff: int, enqueued: list[str]) -> int:
    metas = store.metas(game_ids)
    over = [(g, m) for g, m in zip(game_ids, metas) if m and _stale(m, cutoff) and m.get("status") == "over"]
    has_result = []
    if over:
        pipe = store.r.pipeline()
        for g, _ in over:
            pipe.exists(store.key(g, "result"))
        has_result = pipe.execute()
    waiting = {g for (g, _), done in zip(over, has_result) if not done}
    checked = 0
    for game_id, meta in zip(game_ids, metas):
        if not meta or not _stale(meta, cutoff):
            continue
        status = meta.get("status")
        if status == "active" and not _has_ai_seat(meta):
            continue
        if status not in ("active", "over") or (status == "over" and game_id not in waiting):
            continue
        checked += 1
        try:
            game = service.load(game_id)
        except GameNotFound:
            continue
        except Exception:  # one broken game must not stop the sweep of the others
            log.exception("sweep could not load game %s", game_id)
            continue
        enqueued += enqueue_followups(conn, config, game, replace_done=True)
    return checked


def _stale(meta: dict[str, str], cutoff: int) -> bool:
    try:
        return int(meta.get("updated_at", "0")) < cutoff
    except ValueError:
        return False


def _has_ai_seat(meta: dict[str, str]) -> bool:
    try:
        return any(s.get("kind") == "ai" for s in json.loads(meta.get("seats", "[]")))
    except ValueError:
        return False


# -- keeping it going ------------------------------------------------------------------------------
def _keep_going(conn, config: Config, every_seconds: int) -> None:
    job = get_current_job()
    if job is not None and job.func_name == SWEEP:
        # Running as the scheduled job: ask RQ to schedule this same job again after it succeeds.
        job.repeats_left = max(job.repeats_left or 0, 1)
        job.repeat_intervals = [max(1, int(every_seconds))]
    else:
        schedule(conn, config, every_seconds)


def schedule(conn: redis.Redis, config: Config | None = None, every_seconds: int = EVERY_SECONDS) -> Job | None:
    """Run the sweep in `every_seconds` and every `every_seconds` after; the new job, or None when the
    sweep job ("<prefix>-sweep": one per key prefix) is already scheduled, queued or running."""
    every = max(1, int(every_seconds))
    config = config or Config.from_env()
    job_id = f"{config.prefix}-{SWEEP_JOB_ID}"
    q = queue(conn, AI_QUEUE, config)
    old = fetch_job(q, job_id)
    if old is not None:
        status = old.get_status(refresh=False)
        if status not in (JobStatus.FINISHED, JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED):
            return None
        old.delete()
    try:
        return q.enqueue_in(timedelta(seconds=every), SWEEP, every, job_id=job_id, unique=True,
                            repeat=Repeat(times=1, interval=every), retry=retry(), result_ttl=max(60, 4 * every),
                            failure_ttl=FAILURE_TTL, description=f"sweep every {every}s")
    except DuplicateJobError:
        return None


__all__ = ["SWEEP_JOB_ID", "schedule", "sweep"]
