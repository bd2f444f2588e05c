"""An error answer of the API: RFC 9457 problem+json with a stable machine-readable `code`.

Anything below the handlers (the input limits of api/bounds.py, the handlers themselves) raises `Problem`;
api/errors.py turns every other exception into one."""
from __future__ import annotations

import json
import logging
from typing import Any

from flask import Response

from .codes import PROBLEM, TITLES, registered

log = logging.getLogger("tabula.api")


class Problem(Exception):
    """An error answer: status, code, words, and any extra members (rule, current_version...)."""

    def __init__(self, status: int, code: str, detail: str, headers: dict[str, str] | None = None, **extra: Any):
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail
        self.headers = headers or {}
        self.extra = extra


def checked(p: Problem) -> Problem:
    """`p` if its code is registered (api/codes.py) with its status; else the defect is logged and the answer is
    internal_error: no other code ever leaves the server."""
    if registered(p.code, p.status):
        return p
    log.error("a problem of unregistered code %r (status %s) was refused: register it in api/codes.py",
              p.code, p.status)
    return Problem(500, "internal_error", "an unexpected error occurred; it has been logged")


def problem_response(p: Problem) -> Response:
    """The answer (keys sorted, as Flask writes JSON: the same text whether or not an app context is there, as
    in api/gate.py). Every problem answer of the app is made here, of a registered code (`checked`)."""
    p = checked(p)
    body = {"type": f"https://tabula.dev/problems/{p.code.replace('_', '-')}", "title": TITLES.get(p.status, "Error"),
            "status": p.status, "detail": p.detail, "code": p.code, **p.extra}
    response = Response(json.dumps(body, sort_keys=True), status=p.status, mimetype=PROBLEM)
    for k, v in p.headers.items():
        response.headers[k] = v
    return response
