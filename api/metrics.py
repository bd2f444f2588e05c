"""Prometheus metrics (prometheus_client; docs/operations.md lists them) and the text served at GET /metrics.

Several processes record them: each gunicorn worker (commands, HTTP requests, feeds, Redis errors), the RQ
worker process (AI turn waits, scoring lag, AI version conflicts: it reads each finished job's result, so its
forked work horses record nothing and leave no files behind) and the repair process (Redis errors). With
``PROMETHEUS_MULTIPROC_DIR`` set (./scripts/serve creates one for all its processes and removes it on exit; the
gunicorn master makes one of its own when it is unset: api/gunicorn_conf.py), prometheus_client's multiprocess
mode keeps each process's values in memory-mapped files of that directory, and a scrape of any web worker sums
them all; the gauge of open feeds counts only live processes (gunicorn's `child_exit` hook marks a dead
worker's files). Without it (tests in one process), the values are this process's.

The depth of the job queues is read from RQ when scraped (`Scrape.queue_depth`, given by the composition root).

A host with no web process (workers only) serves the same text from its RQ worker process on
TABULA_METRICS_PORT (`serve`), behind the same token.
"""
from __future__ import annotations

import hmac
import os
import threading
from collections.abc import Callable, Iterator
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import REGISTRY, Collector

disable_created_metrics()  # no *_created series: multiprocess mode has none either

COMMANDS_ACCEPTED = Counter("tabula_commands_accepted_total",
                            "Commands accepted by POST /v1/games/{id}/commands (an idempotent replay included).")
COMMANDS_REFUSED = Counter("tabula_commands_refused_total",
                           "Commands refused by POST /v1/games/{id}/commands, by problem code.", ["code"])
COMMAND_SECONDS = Histogram("tabula_command_duration_seconds",
                            "Time to answer POST /v1/games/{id}/commands (accepted or refused), in the web process.",
                            buckets=(.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5))
VERSION_CONFLICTS = Counter("tabula_version_conflicts_total",
                            "Appends refused because the game had moved on, by source: http (409 version_conflict "
                            "or 412 from If-Match) or ai (an AI turn job beaten to the move).", ["source"])
AI_TURN_WAIT = Histogram("tabula_ai_turn_wait_seconds",
                         "From the enqueue of an AI turn job to its command's append (queueing and thinking).",
                         buckets=(.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300))
SCORING_LAG = Histogram("tabula_scoring_lag_seconds",
                        "From a game's last append (game over) to its result stored by the scoring job.",
                        buckets=(.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300))
FEEDS_OPEN = Gauge("tabula_feeds_open", "Streams open now (feeds, event streams, player streams), by kind.",
                   ["kind"], multiprocess_mode="livesum")
REDIS_ERRORS = Counter("tabula_redis_errors_total",
                       "Redis errors met, by kind (the exception's class) and the process that met them.",
                       ["kind", "process"])
HTTP_REQUESTS = Counter("tabula_http_requests_total", "HTTP requests answered, by method, route template and status.",
                        ["method", "route", "status"])
JOBS = Counter("tabula_jobs_total", "Jobs run by the RQ worker, by queue and outcome (played, skipped, stored, kept, "
               "failed...).", ["queue", "outcome"])

_process = ["web"]


def set_process(name: str) -> None:
    """The `process` label of this process's Redis errors: web, worker or sweep."""
    _process[0] = name


def redis_error(exc: BaseException) -> None:
    """Count a Redis error (its class is the kind: ConnectionError, TimeoutError, BusyLoadingError...)."""
    REDIS_ERRORS.labels(type(exc).__name__, _process[0]).inc()


def command(seconds: float, code: str | None) -> None:
    """One command POST answered: accepted (`code` None) or refused with `code`."""
    COMMAND_SECONDS.observe(seconds)
    if code is None:
        COMMANDS_ACCEPTED.inc()
    else:
        COMMANDS_REFUSED.labels(code).inc()


def conflict(source: str) -> None:
    VERSION_CONFLICTS.labels(source).inc()


METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def request(method: str, route: str, status: int, _seconds: float) -> None:
    """One HTTP request answered (labels bounded: any other method is OTHER, the route is a template)."""
    HTTP_REQUESTS.labels(method if method in METHODS else "OTHER", route, str(status)).inc()


class FeedCount:
    """One open stream in the gauge: counted on creation, uncounted once, however often `close` is called."""

    def __init__(self, kind: str) -> None:
        self.gauge = FEEDS_OPEN.labels(kind)
        self.gauge.inc()
        self.closed = False

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.gauge.dec()


def job_done(queue: str, result: Any) -> None:
    """What the worker process records of a job's result (workers/ai.py, workers/scoring.py return them)."""
    if not isinstance(result, dict):
        JOBS.labels(queue, "failed" if result is None else "other").inc()
        return
    JOBS.labels(queue, str(result.get("action", "other"))).inc()
    if isinstance(result.get("wait_ms"), (int, float)):
        AI_TURN_WAIT.observe(max(0.0, result["wait_ms"] / 1000))
    if isinstance(result.get("lag_ms"), (int, float)):
        SCORING_LAG.observe(max(0.0, result["lag_ms"] / 1000))
    if result.get("reason") == "version conflict":
        conflict("ai")


class QueueDepth(Collector):
    """The jobs waiting in each queue, read from RQ when scraped: tabula_queue_jobs{queue}."""

    def __init__(self, depth: Callable[[], dict[str, int]]) -> None:
        self.depth = depth

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily("tabula_queue_jobs", "Jobs waiting in each RQ queue (ai, scoring), read at scrape "
                                   "time.", labels=["queue"])
        try:
            depths = self.depth()
        except Exception as exc:  # noqa: BLE001 - a scrape still answers the other metrics
            redis_error(exc)
            depths = {}
        for name, count in sorted(depths.items()):
            family.add_metric([name], count)
        yield family


def multiprocess_dir() -> str | None:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def scrape(depth: Callable[[], dict[str, int]] | None = None) -> tuple[bytes, str]:
    """The exposition text of every process's metrics (see the module's docstring) and its content type."""
    registry: CollectorRegistry
    if multiprocess_dir():
        registry = CollectorRegistry()
        MultiProcessCollector(registry)
    else:
        registry = CollectorRegistry()
        registry.register(_Default())
    if depth is not None:
        registry.register(QueueDepth(depth))
    return generate_latest(registry), CONTENT_TYPE_LATEST


def authorized(header: str, token: str) -> bool:
    """Whether an Authorization header carries the operator's metrics token as a bearer token."""
    scheme, _, given = header.partition(" ")
    return bool(token) and scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.encode())


class _Quiet(WSGIRequestHandler):
    def log_message(self, *args: Any) -> None:  # the scrapes are not worth a log line each
        pass


def serve(port: int, token: str, depth: Callable[[], dict[str, int]] | None = None,
          host: str = "0.0.0.0") -> WSGIServer:
    """GET /metrics (`scrape`) for the bearer of `token` on `port`, in a thread of this process: the metrics of
    a host that runs no web process (docs/operations.md). Returns the server (its `shutdown` stops it)."""
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        if environ.get("PATH_INFO") != "/metrics":
            start_response("404 Not Found", [("Content-Type", "text/plain")])
            return [b"not found\n"]
        if not authorized(environ.get("HTTP_AUTHORIZATION", ""), token):
            start_response("401 Unauthorized", [("Content-Type", "text/plain"), ("WWW-Authenticate", "Bearer")])
            return [b"send the operator's metrics token as 'Authorization: Bearer <token>'\n"]
        body, content_type = scrape(depth)
        start_response("200 OK", [("Content-Type", content_type), ("Cache-Control", "no-store")])
        return [body]

    server = make_server(host, port, app, handler_class=_Quiet)
    threading.Thread(target=server.serve_forever, name="tabula-metrics", daemon=True).start()
    return server


class _Default(Collector):
    """This process's own metrics (the default registry), for a registry of one scrape."""

    def collect(self) -> Iterator[Any]:
        yield from REGISTRY.collect()


__all__ = ["FeedCount", "QueueDepth", "authorized", "command", "conflict", "job_done", "redis_error", "request", "scrape",
           "serve", "set_process"]
