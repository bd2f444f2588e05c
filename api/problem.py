"""An error answer of the API: RFC 9457 problem+json with a stable machine-readable `code`.

Anything below the handlers (the input limits of api/bounds.py, the handlers themselves) raises `Problem`;
api/errors.py turns every other exception into one."""
from __future__ import annotations

import json
from typing import Any

from flask import Response

PROBLEM = "application/problem+json"

TITLES = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
          409: "Conflict", 412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long",
          415: "Unsupported Media Type", 417: "Expectation Failed", 422: "Unprocessable Content",
          428: "Precondition Required", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
          500: "Internal Server Error", 501: "Not Implemented", 503: "Service Unavailable"}


class Problem(Exception):
    """An error answer: status, code, words, and any extra members (rule, current_version...)."""

    def __init__(self, status: int, code: str, detail: str, headers: dict[str, str] | None = None, **extra: Any):
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail
        self.headers = headers or {}
        self.extra = extra


def problem_response(p: Problem) -> Response:
    """The answer (keys sorted, as Flask writes JSON: the same text whether or not an app context is there, as
    in api/gate.py)."""
    body = {"type": f"https://tabula.dev/problems/{p.code.replace('_', '-')}", "title": TITLES.get(p.status, "Error"),
            "status": p.status, "detail": p.detail, "code": p.code, **p.extra}
    response = Response(json.dumps(body, sort_keys=True), status=p.status, mimetype=PROBLEM)
    for k, v in p.headers.items():
        response.headers[k] = v
    return response
