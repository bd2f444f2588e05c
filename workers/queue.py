"""RQ queues and the jobs an append leads to.

Jobs carry ids only, use RQ's JSON serializer (never pickle) and have deterministic ids, so enqueueing the
same job twice is harmless: RQ 3's ``unique=True`` makes the second enqueue raise DuplicateJobError, which
we treat as "already there". A job keeps its id while it is queued, scheduled (a retry), running, and for
``result_ttl`` seconds after it finished; the sweep (workers/sweep.py) deletes a finished or failed job
whose game still waits, so that it can run again.

Every job is safe to run twice: an AI turn appends only at the version it was enqueued for (and under an
idempotency key), scoring writes its result with SET NX.

Run the workers with ``rq worker -w workers.queue.Worker --with-scheduler --serializer
rq.serializers.JSONSerializer tabula-ai tabula-scoring`` (the scheduler runs retries with backoff and the
periodic sweep; the worker class preloads the job modules), with the same REDIS_URL and TABULA_PREFIX as the
API. Queue names start with the key prefix (`queue_names`), so deployments or test runs sharing one Redis
under different prefixes never take each other's jobs.
"""
from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any

import redis
import rq
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer

from api.config import Config

log = logging.getLogger(__name__)

AI_QUEUE = "ai"
SCORING_QUEUE = "scoring"
QUEUE_NAMES = (AI_QUEUE, SCORING_QUEUE)

PLAY_TURN = "workers.ai.play_turn"
FINALIZE = "workers.scoring.finalize"

JOB_TIMEOUT = 120  # seconds; an AI turn takes milliseconds
RESULT_TTL = 600  # a finished job (and so its id) is kept this long: re-enqueueing it meanwhile is a no-op
FAILURE_TTL = 7 * 24 * 3600


def retry() -> Retry:
    """3 retries with backoff (the intervals need the worker's scheduler: ``--with-scheduler``)."""
    return Retry(max=3, interval=[1, 5, 15])


def ai_job_id(game_id: str, seat: str, version: int) -> str:
    return f"ai-{game_id}-{seat}-{version}"


def score_job_id(game_id: str) -> str:
    return f"score-{game_id}"


# -- connections and queues ------------------------------------------------------------------------
_binary: weakref.WeakKeyDictionary[Any, redis.Redis] = weakref.WeakKeyDictionary()


def rq_connection(conn: redis.Redis) -> redis.Redis:
    """A client RQ can use: RQ stores compressed bytes and breaks on ``decode_responses=True`` (which
    api.config.connect sets), so such a client gets a twin on the same server that answers bytes."""
    pool = conn.connection_pool
    kwargs = dict(pool.connection_kwargs)
    if not kwargs.get("decode_responses"):
        return conn
    twin = _binary.get(pool)
    if twin is None:
        kwargs["decode_responses"] = False
        twin = redis.Redis(connection_pool=redis.ConnectionPool(connection_class=pool.connection_class, **kwargs))
        _binary[pool] = twin
    return twin


def fetch_job(q: Queue, job_id: str) -> Job | None:
    try:
        return Job.fetch(job_id, connection=q.connection, serializer=JSONSerializer)
    except NoSuchJobError:
        return None


def queue_name(name: str, config: Config | None = None) -> str:
    """The RQ name of queue `name` (AI_QUEUE, SCORING_QUEUE) under the key prefix: e.g. tabula-ai."""
    return f"{(config or Config.from_env()).prefix}-{name}"


def queue_names(config: Config | None = None) -> list[str]:
    """The queues a worker listens to, most urgent first: [<prefix>-ai, <prefix>-scoring]."""
    return [queue_name(name, config) for name in QUEUE_NAMES]


def queue(conn: redis.Redis, name: str, config: Config | None = None) -> Queue:
    return Queue(queue_name(name, config), connection=rq_connection(conn), serializer=JSONSerializer,
                 default_timeout=JOB_TIMEOUT)


def queues(conn: redis.Redis, config: Config | None = None) -> list[Queue]:
    """The queues a worker listens to, most urgent first."""
    return [queue(conn, name, config) for name in QUEUE_NAMES]


# -- enqueueing ------------------------------------------------------------------------------------
# A job in one of these states will not run again by itself: the sweep may replace it.
_DONE = {JobStatus.FINISHED, JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}


def enqueue_unique(q: Queue, func: str, args: tuple, job_id: str, replace_done: bool = False) -> Job | None:
    """Enqueue `func(*args)` as job `job_id` unless a job with that id exists; the new job or None.

    With `replace_done`, an existing job that finished, failed or was stopped is deleted first (the sweep:
    its game still waits), and so is a job marked queued that is in no queue any more (lost).
    """
    if replace_done:
        old = fetch_job(q, job_id)
        if old is not None:
            status = old.get_status(refresh=False)
            lost = status == JobStatus.QUEUED and not _in_queue(q, job_id)
            if status in _DONE or lost:
                old.delete()
    try:
        return q.enqueue_call(func, args=args, job_id=job_id, unique=True, retry=retry(),
                              result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL, description=f"{func}{args!r}")
    except DuplicateJobError:
        return None


def _in_queue(q: Queue, job_id: str) -> bool:
    r = q.connection
    if r.lpos(q.key, job_id) is not None:
        return True
    intermediate = f"{q.key}:intermediate"  # RQ moves a job here between popping and starting it
    return r.lpos(intermediate, job_id) is not None


def ai_seats_to_act(game) -> list[str]:
    """The AI seats the game waits for, in seat order."""
    to_act = set(game.engine.to_act(game.state))
    return [s["seat"] for s in game.meta["seats"] if s.get("kind") == "ai" and s["seat"] in to_act]


def enqueue_followups(conn: redis.Redis, config: Config | None, game, replace_done: bool = False) -> list[str]:
    """The jobs a game's new state calls for: one AI turn per AI seat to act, scoring once it is over.

    Returns the ids of the jobs enqueued now (an id already there is left alone and not listed).
    """
    enqueued = []
    if game.engine.result(game.state) is not None:
        job_id = score_job_id(game.id)
        if enqueue_unique(queue(conn, SCORING_QUEUE, config), FINALIZE, (game.id,), job_id, replace_done):
            enqueued.append(job_id)
        return enqueued
    ai = queue(conn, AI_QUEUE, config)
    for seat in ai_seats_to_act(game):
        job_id = ai_job_id(game.id, seat, game.version)
        if enqueue_unique(ai, PLAY_TURN, (game.id, seat, game.version), job_id, replace_done):
            enqueued.append(job_id)
    return enqueued


def bind(conn: redis.Redis, config: Config | None = None, strict: bool = False) -> Callable[[Any], None]:
    """The ``on_append`` callable of Service: enqueue the follow-up jobs of a game after each append.

    By default a Redis error while enqueueing is logged, not raised: the command is already in the log (the
    client must not see a failure for it) and the sweep enqueues a waiting AI turn or scoring again later.
    With `strict` (the workers), it is raised, so that RQ retries the job.
    """

    def on_append(game) -> None:
        try:
            enqueue_followups(conn, config, game)
        except redis.RedisError:
            if strict:
                raise
            log.warning("could not enqueue the follow-up jobs of game %s at version %s; the sweep will",
                        game.id, game.version, exc_info=True)

    return on_append


class Worker(rq.Worker):
    """``rq worker -w workers.queue.Worker ...``: imports the job modules (engine, api) once in the worker
    process, so each forked work horse starts warm (a job then takes ~10 ms instead of ~100 ms)."""

    def __init__(self, *args, **kwargs):
        import workers.ai
        import workers.scoring
        import workers.sweep  # noqa: F401

        kwargs.setdefault("serializer", JSONSerializer)
        super().__init__(*args, **kwargs)


__all__ = [
    "AI_QUEUE",
    "QUEUE_NAMES",
    "SCORING_QUEUE",
    "Worker",
    "ai_job_id",
    "queue_name",
    "queue_names",
    "ai_seats_to_act",
    "bind",
    "enqueue_followups",
    "enqueue_unique",
    "queue",
    "queues",
    "retry",
    "rq_connection",
    "score_job_id",
]
