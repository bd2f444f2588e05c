"""Every error as an RFC 9457 problem (api/problem.py), with a stable machine-readable `code` (and `rule` for
illegal commands). Nothing here ever answers 500 with a stack trace; Redis being down is a 503 with Retry-After."""
from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response
from werkzeug.exceptions import HTTPException

from engine.chance import RecordError
from engine.core import IllegalCommand, InvalidOptions, InvalidPosition, MalformedCommand, NotYourTurn

from . import metrics
from .bounds import MAX_BODY_BYTES, NotJson, TooLarge
from .problem import TITLES, Problem, problem_response
from .service import BadRequest
from .store import UNAVAILABLE, GameNotFound, VersionConflict

log = logging.getLogger("tabula.api")


# the stable code of an HTTP error that has no code of its own (any other: http_error, api/codes.py)
HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large", 414: "uri_too_long",
              431: "headers_too_large"}


def to_problem(exc: Exception) -> Problem:
    """Map a known exception to its problem; anything else is an internal error (logged)."""
    known = known_problem(exc)
    if known is not None:
        return known
    log.exception("unexpected error", exc_info=exc)
    return Problem(500, "internal_error", "an unexpected error occurred; it has been logged")


def problem_code(exc: Exception) -> str:
    """The code of the problem `exc` answers as (nothing logged)."""
    known = known_problem(exc)
    return known.code if known is not None else "internal_error"


def known_problem(exc: Exception) -> Problem | None:
    """The problem of a known exception, else None. A Redis error is counted (api/metrics.py) each time it
    becomes the answer's problem."""
    if isinstance(exc, Problem):
        return exc
    if isinstance(exc, IllegalCommand):
        return Problem(422, "illegal_command", exc.message, rule=exc.rule_id, details=exc.details)
    if isinstance(exc, MalformedCommand):
        return Problem(400, "malformed_command", exc.message, details=exc.details)
    if isinstance(exc, NotYourTurn):
        return Problem(403, "not_your_turn", exc.message, details=exc.details)
    if isinstance(exc, (InvalidOptions, InvalidPosition)):
        return Problem(400, exc.code, exc.message, details=exc.details)
    if isinstance(exc, RecordError):  # a record refused (engine/records.py): its line, and the rule it breaks
        extra: dict[str, Any] = {"line": exc.line, **({"rule": exc.rule} if exc.rule else {})}
        return Problem(400 if exc.code == "invalid_record" else 422, exc.code, exc.message, **extra)
    if isinstance(exc, VersionConflict):
        return Problem(409, "version_conflict", f"the game has moved on: it is at version {exc.current}",
                       current_version=exc.current)
    if isinstance(exc, GameNotFound):
        return Problem(404, "game_not_found", f"no game {exc.args[0]!r}")
    if isinstance(exc, BadRequest):
        return Problem(exc.status, exc.code, exc.message)
    if isinstance(exc, TooLarge):
        return Problem(400, "input_too_large", exc.detail,
                       limit_exceeded={"limit": exc.limit, "max": exc.maximum, "pointer": exc.pointer})
    if isinstance(exc, NotJson):
        return Problem(400, "malformed_request", str(exc))
    if isinstance(exc, UNAVAILABLE):
        metrics.redis_error(exc)
        return Problem(503, "store_unavailable", "the game store is unreachable; retry shortly",
                       headers={"Retry-After": "5"})
    if isinstance(exc, HTTPException):
        status = exc.code or 500
        messages = getattr(exc, "data", {}).get("messages") if hasattr(exc, "data") else None
        if status in (400, 422) and messages is not None:  # webargs: the request does not fit its schema
            return Problem(400, "malformed_request", "the request does not match its schema", errors=messages)
        if status == 400:  # e.g. a body that is not JSON at all
            return Problem(400, "malformed_request", exc.description or "the request could not be read")
        if status == 413:
            return Problem(413, "body_too_large", f"the body is larger than {MAX_BODY_BYTES} bytes")
        allow = {k: v for k, v in exc.get_headers() if k == "Allow"}  # 405 names the methods the path takes
        return Problem(status, HTTP_CODES.get(status, "http_error"), exc.description or TITLES.get(status, "error"),
                       headers=allow)
    return None


def install(app: Flask) -> None:
    """Register after flask-smorest's Api: its HTTPException handler (not problem+json) is replaced."""
    def handler(exc: Exception) -> Response:
        return problem_response(to_problem(exc))

    app.register_error_handler(HTTPException, handler)
    app.register_error_handler(Exception, handler)
