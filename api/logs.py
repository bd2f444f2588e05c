"""Structured logs: one JSON object per line on stderr, for every process (web, worker, repair; docs/operations.md).

Each line has ``ts`` (UTC, ISO 8601 with ms), ``level``, ``logger``, ``msg``, the process id and, while one is
known, the ``request_id`` of the request (or of the job a request enqueued) that led to it, plus the fields a
call passes as ``extra={"fields": {...}}``. ``LOG_LEVEL`` (default INFO) sets the level of every process.

The request id: an incoming ``X-Request-ID`` of 1 to 64 visible ASCII characters of a safe set is kept, anything
else is replaced by a new one; the answer carries it back in ``X-Request-ID``. The enqueue of a job copies it into
the job's meta (workers/queue.py), and the worker logs it with the job (`job_line`).

`access` is the WSGI middleware writing the access log: one line per request once its answer is sent (a stream
once it closes): method, the route's template (never the raw path: no id, no query string, so no token), status,
duration in ms, request id. Nothing here logs a header, a query string or a body.
"""
from __future__ import annotations

import contextvars
import json
import logging
import os
import re
import sys
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from typing import Any

REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("tabula_request_id", default=None)
VALID_REQUEST_ID = re.compile(r"[A-Za-z0-9._:+=/-]{1,64}")
ROUTE = "tabula.route"  # the WSGI environ key of the matched route's template (api/app.py, api/http/commands.py)
UNMATCHED = "<unmatched>"  # the route of a request no route matched (or stopped before routing)

access_log = logging.getLogger("tabula.access")
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime", "fields"}


def level() -> int:
    """LOG_LEVEL (DEBUG, INFO, WARNING, ERROR; default INFO) as a logging level."""
    name = os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    found = logging.getLevelName(name)
    return found if isinstance(found, int) else logging.INFO


class JsonFormatter(logging.Formatter):
    """A record as one JSON line (see the module's docstring)."""

    def __init__(self, process: str = "") -> None:
        super().__init__()
        self.process = process

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname.lower(), "logger": record.name, "msg": record.getMessage(),
            "pid": record.process}
        if self.process:
            line["process"] = self.process
        rid = getattr(record, "request_id", None) or REQUEST_ID.get()
        if rid:
            line["request_id"] = rid
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            line.update(fields)
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str, separators=(",", ":"))


def setup(process: str, lvl: int | None = None) -> None:
    """This process's logging: one JSON line per record on stderr at LOG_LEVEL (or `lvl`). Replaces the root
    logger's handlers (so a second call changes nothing but the level)."""
    lvl = level() if lvl is None else lvl
    root = logging.getLogger()
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter(process))
    root.handlers[:] = [handler]
    root.setLevel(lvl)
    # libraries' chatter only at DEBUG: RQ writes 3 INFO lines per job, and its start-up and maintenance lines
    for name in ("rq", "rq.worker", "rq.queue", "rq.job", "urllib3", "werkzeug"):
        logging.getLogger(name).setLevel(lvl if lvl <= logging.DEBUG else max(lvl, logging.WARNING))


def request_id(environ: dict[str, Any]) -> str:
    """The request's id: its X-Request-ID if it is 1 to 64 characters of [A-Za-z0-9._:+=/-], else a new one."""
    given = environ.get("HTTP_X_REQUEST_ID")
    if given and VALID_REQUEST_ID.fullmatch(given):
        return given
    return uuid.uuid4().hex


WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def access(inner: WSGIApp, observe: Callable[[str, str, int, float], None] | None = None) -> WSGIApp:
    """The outermost WSGI middleware: the request id (kept in REQUEST_ID while the app runs, answered in
    X-Request-ID) and one access-log line per request when its answer is done; `observe(method, route, status,
    seconds)` too (the HTTP metrics)."""
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        started = time.perf_counter()
        rid = request_id(environ)
        environ["tabula.request_id"] = rid
        status: list[int] = [0]

        def start(line: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            try:
                status[0] = int(line.split(" ", 1)[0])
            except ValueError:
                status[0] = 0
            headers = [(k, v) for k, v in headers if k.lower() != "x-request-id"] + [("X-Request-ID", rid)]
            return start_response(line, headers, exc_info)

        token = REQUEST_ID.set(rid)
        try:
            body = inner(environ, start)
        except BaseException:
            status[0] = status[0] or 500
            _done(environ, rid, status[0], started, observe)
            raise
        finally:
            REQUEST_ID.reset(token)
        return _Logged(body, environ, rid, status, started, observe)
    return app


def _done(environ: dict[str, Any], rid: str, status: int, started: float,
          observe: Callable[[str, str, int, float], None] | None) -> None:
    seconds = time.perf_counter() - started
    method = str(environ.get("REQUEST_METHOD", "-"))[:16]
    route = environ.get(ROUTE) or UNMATCHED
    if observe is not None:
        try:
            observe(method, route, status, seconds)
        except Exception:  # metrics never break an answer
            logging.getLogger("tabula.metrics").debug("could not observe a request", exc_info=True)
    if access_log.isEnabledFor(logging.INFO):
        access_log.info("%s %s %s", method, route, status, extra={"request_id": rid, "fields": {
            "method": method, "route": route, "status": status, "duration_ms": round(seconds * 1000, 2)}})


class _Logged:
    """The answer's body, passed through; its access-log line is written when the server closes it."""

    def __init__(self, body: Iterable[bytes], environ: dict[str, Any], rid: str, status: list[int],
                 started: float, observe: Callable[[str, str, int, float], None] | None) -> None:
        self.body, self.environ, self.rid, self.status, self.started, self.observe = \
            body, environ, rid, status, started, observe
        self.logged = False

    def __iter__(self) -> Iterator[bytes]:
        token = REQUEST_ID.set(self.rid)  # a stream runs after the app returned: its lines keep the id
        try:
            yield from self.body
            self.log()  # the whole body is out (a server then closes it: logged once)
        finally:
            try:
                REQUEST_ID.reset(token)
            except ValueError:  # closed from another context: nothing to restore there
                pass

    def close(self) -> None:
        try:
            close = getattr(self.body, "close", None)
            if close is not None:
                close()
        finally:
            self.log()

    def log(self) -> None:
        if not self.logged:
            self.logged = True
            _done(self.environ, self.rid, self.status[0], self.started, self.observe)


def fields(**values: Any) -> dict[str, Any]:
    """``extra=`` for a log call with structured fields: ``log.info("...", extra=fields(game=...))``."""
    return {"fields": values}


__all__ = ["REQUEST_ID", "ROUTE", "JsonFormatter", "access", "fields", "level", "request_id", "setup"]
