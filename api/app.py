"""The Flask application factory."""
from __future__ import annotations

import http
from importlib.resources import files
from typing import Any

from apispec_oneofschema import MarshmallowPlugin
from flask import Flask, Response, redirect, send_from_directory
from flask_smorest import Api
from flask_smorest.utils import prepare_response

from . import bounds, errors, feeds, limits, orders, schemas  # noqa: F401 - feeds, orders add routes to blp before it is registered
from .config import Config, connect
from .errors import PROBLEM
from .routes import blp, health
from .schemas import ProblemSchema
from .service import Service
from .store import Store

DESCRIPTION = """Tabula plays board games over HTTP for people and bots.

Create a game (`createGame`), keep the seat tokens it returns, then for your seat read the state
(`getGameState`), list what you may do (`getLegalCommands`) and post one of those commands
(`submitCommand`) with the version you decided on and an `Idempotency-Key`. Follow the game with
`streamFeed` (SSE or NDJSON: the view, every entry, and `your_turn` items with the legal
commands) or `getEvents` (long poll). Errors are RFC 9457 problem+json
with a stable `code`; an illegal command also names the `rule` that forbids it."""


class ProblemApi(Api):
    """Documents every error as a Problem, the default response of each operation included (flask-smorest's
    own ErrorSchema has an integer `code`, which no answer of this API has: generated SDKs would type it)."""

    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self) -> None:
        """flask-smorest's responses per status and its default error response, with every error typed as
        application/problem+json, which is what the API sends (its own registration says application/json)."""
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if status >= 200 and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM if status >= 400 else self.DEFAULT_RESPONSE_CONTENT_TYPE)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Any other error (a problem with its stable `code`).", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)


def create_app(config: Config | None = None) -> Flask:
    config = config or Config.from_env()
    app = Flask("tabula")
    app.config.update(
        TABULA=config,
        API_TITLE="Tabula",
        API_VERSION="v1",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL="docs/assets/",  # relative to /docs: served below, no CDN needed
        API_SPEC_OPTIONS={
            "info": {"description": DESCRIPTION, "license": {"name": "MIT"}},
            "components": {"securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer"}}},
            "security": [{}, {"seatToken": []}],
        },
    )
    conn = connect(config.redis_url)
    on_append = None
    if config.enqueue:
        from workers.queue import bind

        on_append = bind(conn, config)
    app.extensions["tabula.service"] = Service(Store(conn, config.prefix), config.snapshot_every, on_append)
    api = ProblemApi(app, spec_kwargs={"marshmallow_plugin": MarshmallowPlugin(),
                                       "extra_plugins": [limits.LimitsPlugin()]})
    api.register_blueprint(blp)
    api.register_blueprint(health)
    api.spec.components.schema("FeedItem", schema=schemas.FeedItem)  # the streams' items (bodies typed as text)
    app.extensions["tabula.api"] = api
    errors.install(app)
    bounds.install(app)
    limits.install(app, config, conn)
    app.add_url_rule("/docs/assets/<path:name>", "docs_assets", _docs_asset)
    app.add_url_rule("/docs/", "docs_slash", lambda: redirect("/docs", 308))  # the page's asset paths are relative
    app.add_url_rule("/", "index", _index)
    return app


def _index() -> dict[str, str]:
    """Where a newcomer who opens the server's address goes next."""
    return {"name": "Tabula", "docs": "/docs", "openapi": "/openapi.json", "health": "/v1/health",
            "games": "/v1/games", "game_types": "/v1/games/types"}


SWAGGER_UI = files("flask_swagger_ui") / "dist"  # swagger-ui-dist's files, shipped by flask-swagger-ui


def _docs_asset(name: str) -> Response:
    return send_from_directory(str(SWAGGER_UI), name, max_age=86400)
