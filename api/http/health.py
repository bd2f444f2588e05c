"""Liveness (GET /v1/health, a blueprint of its own: no rate limit) and the pages around the API: the index at /
and the Swagger UI's files under /docs (served here: no CDN needed)."""
from __future__ import annotations

from importlib.resources import files
from typing import Any

from flask import Flask, Response, redirect, send_from_directory

from .. import schemas as s
from ..errors import to_problem
from ..problem import problem_response
from .common import Blueprint, documented, service


def blueprint() -> Blueprint:
    health = Blueprint("health", "api.http", url_prefix="/v1", description="Liveness of the API and its store.")

    @health.route("/health", methods=["GET"])
    @health.doc(operationId="getHealth", summary="OK when the API answers and the store is reachable.",
                description="For load balancers and monitors: 200 when the store answers a ping, else 503 "
                            "store_unavailable. Never rate limited.")
    @health.response(200, s.Health)
    @documented(health, "store_unavailable")  # and the gate's input limits (api/gate.py): never rate limited
    def get_health() -> Any:
        try:
            service().store.ping()
        except Exception as exc:  # noqa: BLE001
            return problem_response(to_problem(exc))
        return {"status": "ok", "store": "ok"}

    return health


def add_pages(app: Flask) -> None:
    """/ (where to go next), /docs/ (to /docs, whose asset paths are relative) and /docs/assets/<name>."""
    app.add_url_rule("/docs/assets/<path:name>", "docs_assets", _docs_asset)
    app.add_url_rule("/docs/", "docs_slash", lambda: redirect("/docs", 308))
    app.add_url_rule("/", "index", _index)


def _index() -> dict[str, str]:
    """Where a newcomer who opens the server's address goes next."""
    return {"name": "Tabula", "play": "/games", "docs": "/docs", "openapi": "/openapi.json", "health": "/v1/health",
            "games": "/v1/games", "game_types": "/v1/games/types"}


SWAGGER_UI = files("flask_swagger_ui") / "dist"  # swagger-ui-dist's files, shipped by flask-swagger-ui


def _docs_asset(name: str) -> Response:
    return send_from_directory(str(SWAGGER_UI), name, max_age=86400)
