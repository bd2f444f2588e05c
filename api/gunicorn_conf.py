"""gunicorn settings of the Procfile's web line (`gunicorn -c python:api.gunicorn_conf ...`).

Logs: gunicorn's own lines are JSON lines like the app's (api/logs.py), at LOG_LEVEL; its access log stays off
(the app writes one: api/logs.py `access`). Metrics: every worker records into PROMETHEUS_MULTIPROC_DIR
(api/metrics.py); when it is unset, the master makes a fresh directory of its own for its workers and removes it
on exit, and a dead worker's live gauges are dropped (`child_exit`).

The request-line and header limits are the ones docs/limits.md documents (api/bounds.py). gunicorn answers
a request it cannot parse (a request line or header over a limit, a malformed line) itself, before the app
sees it, with an HTML page; here that answer becomes the same problem+json as every other error of the API.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import tempfile
from typing import Any

from gunicorn import glogging, util

from api import logs
from api.bounds import MAX_HEADER_BYTES, MAX_HEADERS, MAX_REQUEST_LINE

limit_request_line = MAX_REQUEST_LINE
limit_request_fields = MAX_HEADERS
limit_request_field_size = MAX_HEADER_BYTES
loglevel = os.environ.get("LOG_LEVEL", "info").strip().lower() or "info"

_own_metrics_dir: list[str] = []  # the directory the master made (PROMETHEUS_MULTIPROC_DIR was unset)


class JsonLogger(glogging.Logger):
    """gunicorn's error log as JSON lines (api/logs.py)."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        for handler in self.error_log.handlers:
            handler.setFormatter(logs.JsonFormatter("web"))


logger_class = JsonLogger

CODES = {400: "malformed_request", 403: "forbidden", 414: "uri_too_long", 417: "expectation_failed",
         431: "headers_too_large", 500: "internal_error", 501: "not_implemented"}


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    """A complete HTTP/1.1 answer carrying an RFC 9457 problem (the connection is closed after it)."""
    code = CODES.get(status, "http_error")  # every status gunicorn answers is listed: api/codes.py
    body = json.dumps({"type": f"https://tabula.dev/problems/{code.replace('_', '-')}", "title": reason,
                       "status": status, "detail": detail or reason, "code": code}).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


def write_error(sock, status_int: int, reason: str, mesg: str) -> None:
    util.write_nonblock(sock, problem_bytes(status_int, reason, mesg))


util.write_error = write_error  # what every gunicorn worker class calls for the errors it answers itself


def open_files_limit() -> tuple[int, int]:
    """Raise this process's limit of open files to its hard limit (a feed holds one socket for as long as it is
    open: docs/feeds.md); the workers inherit it. Returns (soft, hard) as they are then."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1_048_576)
    if soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):  # a container may forbid it: serve with what there is
            pass
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def on_starting(server: Any) -> None:
    soft, hard = open_files_limit()
    server.log.info("open files: %s (hard limit %s)", soft, hard)
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):  # before any worker imports prometheus_client
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="tabula-metrics-")
        _own_metrics_dir.append(os.environ["PROMETHEUS_MULTIPROC_DIR"])


def post_fork(server: Any, worker: Any) -> None:
    """A worker's logging: JSON lines at LOG_LEVEL (api/logs.py)."""
    logs.setup("web")


def child_exit(server: Any, worker: Any) -> None:
    """A worker that exited no longer counts in the live gauges (open feeds)."""
    from prometheus_client import multiprocess

    try:
        multiprocess.mark_process_dead(worker.pid)
    except OSError:
        pass


def on_exit(server: Any) -> None:
    for path in _own_metrics_dir:
        shutil.rmtree(path, ignore_errors=True)
