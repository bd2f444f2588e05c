"""The Flask application factory."""
from __future__ import annotations

from apispec_oneofschema import MarshmallowPlugin
from flask import Flask
from flask_smorest import Api

from . import errors
from .config import Config, connect
from .routes import blp, health
from .service import Service
from .store import Store

DESCRIPTION = """Tabula plays board games over HTTP for people and bots.

Create a game (`createGame`), keep the seat tokens it returns, then for your seat read the state
(`getGameState`), list what you may do (`getLegalCommands`) and post one of those commands
(`submitCommand`) with the version you decided on and an `Idempotency-Key`. Follow the game with
`getEvents` (long poll) or `streamEvents` (Server-Sent Events). Errors are RFC 9457 problem+json
with a stable `code`; an illegal command also names the `rule` that forbids it."""


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
        OPENAPI_SWAGGER_UI_URL="https://cdn.jsdelivr.net/npm/swagger-ui-dist/",
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
    api = Api(app, spec_kwargs={"marshmallow_plugin": MarshmallowPlugin()})
    api.register_blueprint(blp)
    api.register_blueprint(health)
    app.extensions["tabula.api"] = api
    errors.install(app)
    return app
