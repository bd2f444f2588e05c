"""RQ queues and the jobs an append leads to.

Jobs carry ids only, use RQ's JSON serializer (never pickle) and have deterministic ids, so enqueueing the
same job twice is harmless: RQ 3's ``unique=True`` makes the second enqueue raise DuplicateJobError, which
we treat as "already there". A job keeps its id while it is queued, running, and for ``result_ttl`` seconds
after it finished; the repair process (workers/sweep.py) replaces a job that will never run (lost, finished
or failed while its game still waits, started by a worker that died).

Every job is safe to run twice: an AI turn appends only at the version it was enqueued for (and under an
idempotency key), scoring writes its result with SET NX.

Before enqueueing, a game that waits for a job is put in the waiting index ``<prefix>:jobs:waiting`` (a
sorted set of the store: game id -> when to check it, in ms), which the repair process reads instead of every
game.

The composition root (wiring.py) gives the web process's service the hook `bind(store, config)`, and the
jobs' service `bind(store, config, strict=True)`. Run the workers with ``python -m workers.worker``
(workers/worker.py: an RQ worker of its class `Worker` on `queue_names()`, started again after a Redis outage) and the repair process with ``python -m workers.sweep``,
with the same REDIS_URL and TABULA_PREFIX as the API (docs/jobs.md). No RQ scheduler is needed: retries are
immediate. Queue names start with the key prefix (`queue_names`), so deployments or test runs sharing one
Redis under different prefixes never take each other's jobs.
"""
from __future__ import annotations

import logging
import time
import weakref
from collections.abc import Callable
from datetime import UTC
from typing import Any, TypeVar

import redis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, get_current_job
from rq.serializers import JSONSerializer

from api import metrics
from api.config import Config
from api.game import Game
from api.logs import REQUEST_ID
from api.store import UNAVAILABLE, Store

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
    """3 retries, each enqueued at once: an interval would need RQ's scheduler, which a crash can leave
    stalled for minutes (docs/jobs.md). A job that keeps failing is enqueued again later by the repair
    process, with a growing delay."""
    return Retry(max=3)


T = TypeVar("T")
STORE_PAUSES = (0.25, 0.5, 1.0, 2.0, 4.0)  # a job's pauses while the store is out of reach: ~8 s, a failover's time


def patiently(run: Callable[[], T]) -> T:
    """`run()`, tried again after each pause while the store is out of reach (a Redis Cluster's failover takes a
    few seconds): RQ's own retries come at once and would be spent within one, leaving the turn to the repair
    process's next pass. Safe because every job is (module docstring)."""
    for pause in STORE_PAUSES:
        try:
            return run()
        except UNAVAILABLE as exc:
            log.warning("the store is out of reach (%s); the job tries again in %.2f s", type(exc).__name__, pause)
            time.sleep(pause)
    return run()


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
def enqueue_unique(q: Queue, func: str, args: tuple, job_id: str) -> Job | None:
    """Enqueue `func(*args)` as job `job_id` unless a job with that id exists; the new job or None. The request id
    of this context (api/logs.py: the request, or the job, that leads to it), if any, goes in the job's meta."""
    rid = REQUEST_ID.get()
    try:
        return q.enqueue_call(func, args=args, job_id=job_id, unique=True, retry=retry(),
                              result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL, description=f"{func}{args!r}",
                              meta={"request_id": rid} if rid else None)
    except DuplicateJobError:
        return None


def job_context() -> float | None:
    """In a job's work horse: takes the request id of its meta as this context's (api/logs.py REQUEST_ID, so the
    job's log lines and the jobs it enqueues carry it) and returns when the job was enqueued (epoch seconds);
    None outside a job."""
    job = get_current_job()
    if job is None:
        return None
    rid = (job.meta or {}).get("request_id")
    if isinstance(rid, str) and rid:
        REQUEST_ID.set(rid)
    return job.enqueued_at.replace(tzinfo=UTC).timestamp() if job.enqueued_at is not None else None


def queue_depths(conn: redis.Redis, config: Config | None = None) -> Callable[[], dict[str, int]]:
    """A reader of the jobs waiting in each queue, by short name (ai, scoring): /metrics (api/metrics.py)."""
    named = {name: queue(conn, name, config) for name in QUEUE_NAMES}
    return lambda: {name: q.count for name, q in named.items()}


def ai_seats_to_act(game: Game) -> list[str]:
    """The AI seats the game waits for, in seat order (with the seats that left and are played out)."""
    to_act = game.to_act()
    return [s["seat"] for s in game.seats if s["seat"] in to_act and game.ai_level(s["seat"]) is not None]


def followups(game: Game) -> list[tuple[str, str, str, tuple[Any, ...]]]:
    """The jobs a game's state calls for, as (queue, function, job id, args): one AI turn per AI seat to act,
    scoring once it is over (the scoring job itself finds out whether a result is stored already)."""
    if game.result is not None:
        return [(SCORING_QUEUE, FINALIZE, score_job_id(game.id), (game.id,))]
    return [(AI_QUEUE, PLAY_TURN, ai_job_id(game.id, seat, game.version), (game.id, seat, game.version))
            for seat in ai_seats_to_act(game)]


def enqueue_followups(store: Store, config: Config | None, game: Game) -> list[str]:
    """Enqueue the jobs a game's new state calls for (`followups`), after putting the game in the waiting
    index (so that a crash in between leaves a trace the repair process reads).

    Returns the ids of the jobs enqueued now (an id already there is left alone and not listed).
    """
    jobs = followups(game)
    if not jobs:
        return []
    config = config or Config.from_env()
    store.mark_waiting(game.id, int(time.time() * 1000 + config.ai_wait_seconds * 1000))
    enqueued = []
    for name, func, job_id, args in jobs:
        if enqueue_unique(queue(store.jobs, name, config), func, args, job_id):
            enqueued.append(job_id)
    return enqueued


def bind(store: Store, config: Config | None = None, strict: bool = False) -> Callable[[Game], None]:
    """The ``on_append`` callable of Service: enqueue the follow-up jobs of a game after each append.

    By default a Redis error while enqueueing is logged, not raised: the command is already in the log (the
    client must not see a failure for it) and the repair process enqueues a waiting AI turn or scoring later.
    With `strict` (the workers), it is raised, so that RQ retries the job.
    """

    def on_append(game: Game) -> None:
        try:
            enqueue_followups(store, config, game)
        except redis.RedisError as exc:
            if strict:
                raise
            log.warning("could not enqueue the follow-up jobs of game %s at version %s; the repair process will",
                        game.id, game.version, exc_info=True)
            metrics.redis_error(exc)

    return on_append


__all__ = [
    "AI_QUEUE",
    "QUEUE_NAMES",
    "SCORING_QUEUE",
    "ai_job_id",
    "ai_seats_to_act",
    "bind",
    "enqueue_followups",
    "enqueue_unique",
    "followups",
    "job_context",
    "patiently",
    "queue",
    "queue_depths",
    "queue_name",
    "queue_names",
    "queues",
    "retry",
    "rq_connection",
    "score_job_id",
]
