"""The HTTP app around a Service: the OpenAPI document, the resources of api/http/, the problem answers, the
input and rate limits. The app is built for the games of its service, as they are when it is built; the
composition root (wiring.py) gives it the service, with its store and queue hook."""
from __future__ import annotations

import http
from typing import Any

from apispec_oneofschema import MarshmallowPlugin
from flask import Flask, Response, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.middleware.proxy_fix import ProxyFix

from . import bounds, codes, errors, limits, logs, metrics, schemas
from .config import Config
from .fanout import Fanout
from .gate import gate
from .http import board, commands, feeds, games, health, lobby, orders, players, views, web
from .http.common import games_blueprint
from .lobby import Lobby
from .players import Players
from .problem import PROBLEM, Problem, problem_response
from .schemas import ProblemSchema
from .service import Service

DESCRIPTION = """Tabula plays board games over HTTP for people and bots.

Create a game (`createGame`), keep the seat tokens it returns, then for your seat read the state
(`getGameState`), list what you may do (`getLegalCommands`) and post one of those commands
(`submitCommand`) with the version you decided on and an `Idempotency-Key`. Follow the game with
`streamFeed` (SSE or NDJSON: the view, every entry, and `your_turn` items with the legal
commands) or `getEvents` (long poll). Errors are RFC 9457 problem+json
with a stable `code`; an illegal command also names the `rule` that forbids it."""


BAD_REQUEST = "Malformed request: it does not fit its schema (code: malformed_request, with the fields' `errors`)."


class ProblemApi(Api):
    """Documents every error as a Problem, the default response of each operation included (flask-smorest's
    own ErrorSchema has an integer `code`, which no answer of this API has: generated SDKs would type it)."""

    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self) -> None:
        """flask-smorest's responses per status and its default error response, with every error typed as
        application/problem+json, which is what the API sends (its own registration says application/json)."""
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": BAD_REQUEST if status == 400 else status.phrase}
            if status >= 200 and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM if status >= 400 else self.DEFAULT_RESPONSE_CONTENT_TYPE)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Any other error: one no handler chooses (an unexpected error, a path or method "
                                   "no operation has, an error of the WSGI server), as a problem with its stable "
                                   "`code`.", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM)
        response["content"][PROBLEM]["examples"] = {code: code for code in codes.DEFAULT}
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)

    def _register_pagination_header(self) -> None:
        """Nothing: no operation is paginated by flask-smorest (`blp.paginate`), and its header component brought
        an unused PaginationMetadata schema into the document."""


def http_app(config: Config, service: Service) -> Flask:
    """The app serving `service`'s games (the schemas of their commands and standing orders are built here)."""
    app = Flask("tabula")
    app.config.update(
        TABULA=config,
        API_TITLE="Tabula",
        API_VERSION="v1",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL="docs/assets/",  # relative to /docs: served by api/http/health.py, no CDN needed
        API_SPEC_OPTIONS={
            "info": {"description": DESCRIPTION,
                     "license": {"name": "MIT", "url": "https://opensource.org/license/mit"}},
            # relative: the API is served at the root of whatever address serves this document
            "servers": [{"url": "/", "description": "The server that serves this document."}],
            "components": {"securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer"}}},
            "security": [{}, {"seatToken": []}],
        },
    )
    app.extensions["tabula.service"] = service
    registry = app.extensions["tabula.players"] = Players(service.store)
    app.extensions["tabula.lobby"] = Lobby(service, registry)
    app.extensions["tabula.fanout"] = Fanout(service)  # the process's shared log reader for live listeners
    app.extensions["tabula.streams"] = limits.StreamCaps(service.store, config.streams_per_token,
                                                         config.streams_per_address)
    game_schemas = schemas.for_games(dict(service.games))
    plugin = MarshmallowPlugin()
    api = ProblemApi(app, spec_kwargs={"marshmallow_plugin": plugin,
                                       "extra_plugins": [limits.LimitsPlugin(), codes.ProblemsPlugin()]})
    plugin.converter.add_attribute_function(schemas.typed_property)  # a Typed field: $ref to its component
    for name, component in game_schemas.state_components.items():  # views, events...: once, as they are
        api.spec.components.schema(name, component=component)
    for schema in (schemas.Clock, schemas.EntryClock):  # the clocks (Typed fields too), documented by marshmallow
        api.spec.components.schema(schema.__name__, schema=schema)
    blp = games_blueprint()
    for resource in (games, commands, views, feeds, orders, lobby, board):
        resource.routes(blp, game_schemas)
    api.register_blueprint(blp)
    api.register_blueprint(players.blueprint())
    api.register_blueprint(health.blueprint())
    # the streams' items: each stream's media types are typed by the schema of one item (api/http/feeds.py)
    api.spec.components.schema("FeedItem", schema=game_schemas.feed_item)
    api.spec.components.schema("EventStreamItem", schema=game_schemas.event_item)
    api.spec.components.schema("PlayerStreamItem", schema=game_schemas.player_item)
    api.spec.components.schema("LoggedCommand", schema=game_schemas.logged_command)  # Entry.command (Typed)
    app.extensions["tabula.api"] = api
    errors.install(app)
    bounds.install(app)
    health.add_pages(app)
    web.add_pages(app)
    add_metrics(app, config)

    @app.before_request
    def route_template() -> None:  # for the access log and the HTTP metrics: the template, never the raw path
        if request.url_rule is not None:
            request.environ[logs.ROUTE] = request.url_rule.rule
    limiter = limits.limiter(config, service.store)
    if limiter is not None:
        app.extensions["tabula.limiter"] = limiter
    # below the gate, the command POST is answered without Flask's dispatch (the same answer as its view's)
    served = commands.command_route(app.wsgi_app, service, registry, game_schemas.submit())
    app.wsgi_app = gate(served, limiter)  # type: ignore[method-assign,assignment]  # Flask's documented way
    if config.trusted_proxies > 0:  # outermost: the gate counts the address ProxyFix found
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=config.trusted_proxies,  # type: ignore[method-assign]
                                x_proto=config.trusted_proxies)
    # outermost: every request gets its id and its access-log line, the gate's refusals included
    app.wsgi_app = logs.access(app.wsgi_app, metrics.request)  # type: ignore[method-assign,assignment]
    return app


def add_metrics(app: Flask, config: Config) -> None:
    """GET /metrics: the Prometheus text of every process (api/metrics.py), for the bearer of the operator's token
    (TABULA_METRICS_TOKEN); without that setting it does not exist (404). Outside the OpenAPI document: it is not
    part of the game API. The depth of the queues comes from ``app.extensions["tabula.queue_depth"]`` (the
    composition root sets it) when there is one."""
    def get_metrics() -> Response:
        if not config.metrics_token:
            return problem_response(Problem(404, "not_found", "The requested URL was not found on the server."))
        if not metrics.authorized(request.headers.get("Authorization", ""), config.metrics_token):
            return problem_response(Problem(401, "unauthorized", "send the operator's metrics token as "
                                                                 "'Authorization: Bearer <token>'",
                                            headers={"WWW-Authenticate": "Bearer"}))
        body, content_type = metrics.scrape(app.extensions.get("tabula.queue_depth"))
        return Response(body, 200, content_type=content_type, headers={"Cache-Control": "no-store"})

    app.add_url_rule("/metrics", "metrics", get_metrics, methods=["GET"])
