"""What every request passes before any handler, as WSGI middleware around the app: the input limits of the
request itself (api/bounds.py: target, headers, body size), then the rate limits (api/limits.py). A request
stopped here gets its problem+json from here; one let through gets the RateLimit-* headers of its count on
whatever answer the app gives it, a stream's included.

Being below Flask, the gate also covers the command POST, which api/http/commands.py serves without Flask's
dispatch (`command_route`)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import bounds
from .limits import RateLimiter
from .problem import Problem, problem_response

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def gate(inner: WSGIApp, limiter: RateLimiter | None) -> WSGIApp:
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        try:
            bounds.check_request(environ)
        except Problem as problem:
            return problem_response(problem)(environ, start_response)
        verdict = limiter.count(environ) if limiter is not None else None
        if verdict is None:
            return inner(environ, start_response)
        headers = verdict.headers()
        if verdict.refusing is not None:
            response = problem_response(verdict.problem())
            response.headers.extend(headers)
            return response(environ, start_response)

        def start(status: str, response_headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            return start_response(status, response_headers + headers, exc_info)
        return inner(environ, start)
    return app
