"""The worker process (the Procfile's `worker` line): an RQ worker that outlives Redis outages.

    python -m workers.worker                  # REDIS_URL, TABULA_PREFIX and the TABULA_* settings of api/config.py
    python -m workers.worker --burst          # work until the queues are empty, then exit

It runs `Worker` (below: RQ's forking worker, each job in a work horse) on `queue_names()`, without
RQ's scheduler (retries are immediate; docs/jobs.md says why). RQ's own loop rides out an outage while it
waits for a job, but quits on a Redis error met while it handles one, and cannot start while Redis is down:
this loop then waits for Redis and starts a new RQ worker, so one Redis restart never ends the process (a
Procfile runner such as honcho would otherwise stop every other process with it). SIGTERM or Ctrl-C stops it
as `rq worker` stops: the running job is finished first (a second signal kills it).
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
import time
from typing import Any

import redis
import rq
from rq.job import Job
from rq.serializers import JSONSerializer

from api import logs, metrics
from api.config import Config

from . import ai, scoring  # noqa: F401 - the jobs, imported here once: each forked work horse starts warm
from .queue import queue_depths, queues

log = logging.getLogger("rq.worker")

RETRY_SECONDS = (0.5, 5.0)  # the first wait for Redis, and the longest


class Worker(rq.Worker):
    """The RQ worker class: the job modules (and with them the engines and the service) are imported once in
    the worker process, so each forked work horse starts warm (a job then takes ~10 ms instead of ~100 ms), and
    the heartbeat of the job it runs is renewed every ``config.job_heartbeat_seconds`` (RQ's default is 30 s),
    which is how the repair process tells a running job from one whose worker died."""

    max_connection_wait_time = 5.0  # seconds between tries to reach Redis while idle (RQ: up to 60)

    def __init__(self, *args: Any, **kwargs: Any):
        kwargs.setdefault("serializer", JSONSerializer)
        kwargs.setdefault("job_monitoring_interval", Config.from_env().job_heartbeat_seconds)
        super().__init__(*args, **kwargs)

    def execute_job(self, job: Job, queue: rq.Queue) -> None:
        """Runs the job in a work horse, then records its result in this process's metrics (api/metrics.py): the
        horse itself records nothing, so no metrics file is left per horse."""
        super().execute_job(job, queue)
        try:
            metrics.job_done(queue.name.rsplit("-", 1)[-1], job.return_value(refresh=True))
        except redis.RedisError as exc:
            metrics.redis_error(exc)


class _Stop(Exception):
    pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m workers.worker", description=__doc__.split("\n\n")[0])
    parser.add_argument("--burst", action="store_true", help="exit once the queues are empty")
    parser.add_argument("--logging-level", default=None, help="RQ's own log level (default: WARNING, or DEBUG "
                        "with LOG_LEVEL=DEBUG); LOG_LEVEL sets this process's (docs/operations.md)")
    args = parser.parse_args(argv)
    config = Config.from_env()
    logs.setup("worker")  # JSON lines; RQ's 3 lines per job only at DEBUG
    metrics.set_process("worker")
    if args.logging_level is None:
        args.logging_level = logging.getLevelName(logging.getLogger("rq.worker").getEffectiveLevel())
    stopping = False

    def on_signal(signum: int, _frame) -> None:  # between two RQ workers (RQ installs its own while one runs)
        nonlocal stopping
        stopping = True
        raise _Stop()

    if config.metrics_port and config.metrics_token:  # a host without web: its metrics from here
        metrics.serve(config.metrics_port, config.metrics_token,
                      queue_depths(redis.Redis.from_url(config.rq_url, socket_timeout=5), config))
    wait = RETRY_SECONDS[0]
    while True:
        signal.signal(signal.SIGTERM, on_signal)
        signal.signal(signal.SIGINT, on_signal)
        worker, started = None, time.monotonic()
        try:
            if stopping:
                return 0
            conn = redis.Redis.from_url(config.rq_url)  # RQ wants a client that answers bytes
            worker = Worker(queues(conn, config), connection=conn)
            worker.work(burst=args.burst, logging_level=args.logging_level, with_scheduler=False)
            if args.burst or worker._shutdown_requested_date is not None:  # how RQ marks a stop request
                return 0
            reason = "its loop ended"
        except _Stop:
            return 0
        except redis.RedisError as exc:
            if worker is not None and worker._shutdown_requested_date is not None:
                return 0
            metrics.redis_error(exc)
            reason = f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # any other failure: log it, then a fresh worker
            log.exception("the RQ worker failed")
            reason = f"{type(exc).__name__}: {exc}"
        pubsub_thread = getattr(worker, "pubsub_thread", None)
        if pubsub_thread is not None:
            pubsub_thread.stop()  # teardown could not unsubscribe without Redis: end its thread here
        log.warning("the RQ worker stopped (%s); a new one starts once Redis answers", reason)
        try:
            signal.signal(signal.SIGTERM, on_signal)
            signal.signal(signal.SIGINT, on_signal)
            _wait_for_redis(config, wait)
        except _Stop:
            return 0
        # a worker that ran a while got a fresh start; one that failed at once makes the next wait longer
        wait = RETRY_SECONDS[0] if time.monotonic() - started > 60 else min(wait * 2, RETRY_SECONDS[1])


def _wait_for_redis(config: Config, first: float) -> None:
    delay = first
    while True:
        time.sleep(delay)
        try:
            redis.Redis.from_url(config.rq_url, socket_connect_timeout=2, socket_timeout=5).ping()
            return
        except redis.RedisError:
            delay = min(delay * 2, RETRY_SECONDS[1])


if __name__ == "__main__":
    sys.exit(main())
