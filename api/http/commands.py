"""A seat's commands: GET /v1/games/{id}/legal-commands and POST /v1/games/{id}/commands."""
from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import request
from marshmallow import Schema, ValidationError
from webargs.core import is_json
from werkzeug import Request, Response

from .. import bounds, logs, metrics
from .. import schemas as s
from ..errors import problem_code, to_problem
from ..gate import WSGIApp
from ..players import Players
from ..problem import Problem, problem_response
from ..service import Service
from ..store import VersionConflict
from .common import BODY, GAME, JSON, TOKEN, Blueprint, bearer, caller, documented, links, players, service
from .shapes import redacted

VERSION = re.compile(r"[0-9]{1,16}")  # a version, as an ETag names it (at most MAX_VERSION: 16 digits)


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/legal-commands", methods=["GET"])
    @blp.doc(operationId="getLegalCommands",
             summary="Every command the caller's seat may send now, ready to post.",
             description="With the caller's seat token (or the token of the player seated there): every command the seat may send at `version`, each a model of AnyCommand, ready to post with `expected_version` = `version`; an empty list when the seat is not to act.")
    @blp.arguments(s.WordsArgs, location="query")
    @blp.response(200, schemas.legal)
    @blp.doc(responses={200: {"links": links("getLegalCommands", "getGameState", submitCommand={
        "operationId": "submitCommand", "parameters": {"path.game_id": "$response.body#/game_id"},
        "requestBody": {"command": "$response.body#/commands/0", "expected_version": "$response.body#/version"},
        "description": "Post the first legal command, at the version it is legal at."})}})
    @documented(blp, "malformed_request", *TOKEN, "not_your_seat", *GAME)
    def legal_commands(args: dict[str, Any], game_id: str) -> dict[str, Any]:
        game = service().load(game_id)
        seat = caller(game)
        if seat is None or seat == "owner":
            raise Problem(401 if seat is None else 403, "unauthorized" if seat is None else "not_your_seat",
                          "legal commands are listed for a seat: send that seat's token")
        legal = game.legal(seat)
        out = {"game_id": game.id, "version": game.version, "seat": seat, "to_act": sorted(game.to_act()),
               "commands": legal}
        if args["words"]:
            out["labels"] = [game.engine.label(c) for c in legal]
        return out

    @blp.route("/games/<game_id>/commands", methods=["POST"])
    @blp.doc(operationId="submitCommand", summary="Send a command for the caller's seat.",
             description="Give the version the command was decided on as `expected_version` or `If-Match`, and "
                         "an `Idempotency-Key` header to make retries safe: a retry returns the first answer.",
             parameters=[{"in": "header", "name": "Idempotency-Key",
                          "description": "Your key for this decision (1-200 visible ASCII characters), scoped to "
                                         "your seat and kept for the life of the game: a retry with the same key, "
                                         "command and expected version gets the first answer (`replayed: true`) "
                                         "and appends nothing; the same key with another command or expected "
                                         "version is refused (422 idempotency_key_reused).",
                          "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}},
                         {"in": "header", "name": "If-Match",
                          "description": "The version the command was decided on, as the ETag of getGame or "
                                         "getGameState gives it (`\"12\"`), instead of `expected_version`; a stale "
                                         "one is answered 412 rather than 409.",
                          "schema": {"type": "string"}}])
    @blp.doc_of(blp.arguments(schema := schemas.submit()), blp.response(201, s.Accepted))
    @documented(blp, *BODY, "malformed_command", *TOKEN, "not_your_seat", "not_your_turn", *GAME,
                "version_conflict", "game_not_started", "precondition_failed", "illegal_command",
                "idempotency_key_reused", "precondition_required")
    def submit(game_id: str) -> Response:
        return post_command(service(), players(), request, game_id, schema)


def post_command(svc: Service, registry: Players, req: Request, game_id: str, schema: Schema) -> Response:
    """The answer to a command POST (`submitCommand`): Flask's view and `command_route` both give this one.
    Counted in the metrics (api/metrics.py): accepted, or refused by its problem code, and its duration."""
    started = time.perf_counter()
    req.environ[logs.ROUTE] = ROUTE
    try:
        response = _post_command(svc, registry, req, game_id, schema)
    except Exception as exc:
        metrics.command(time.perf_counter() - started, problem_code(exc))
        raise
    metrics.command(time.perf_counter() - started, None)
    return response


def _post_command(svc: Service, registry: Players, req: Request, game_id: str, schema: Schema) -> Response:
    body = submitted(req, schema)
    game = svc.peek(game_id)
    seat = caller(game, req, registry)
    if seat is None:
        raise Problem(401 if bearer(req) is None else 403, "unauthorized" if bearer(req) is None else "not_your_seat",
                      "commands need a seat token, or the token of a player with a seat in this game",
                      headers={"WWW-Authenticate": "Bearer"} if bearer(req) is None else {})
    if seat == "owner":
        raise Problem(403, "not_your_seat", "the owner token opens no seat; use a seat token")
    key = req.headers.get("Idempotency-Key")
    if key is not None and not bounds.IDEMPOTENCY_KEY.fullmatch(key):
        raise Problem(400, "malformed_request", f"an Idempotency-Key is 1 to {bounds.MAX_IDEMPOTENCY_KEY} "
                                                "visible ASCII characters")
    expected, if_match = expected_version(req, body)
    try:
        done = svc.submit(game_id, seat, body["command"], expected, key or "", game=game)
    except VersionConflict as conflict:
        metrics.conflict("http")
        if if_match:
            raise Problem(412, "precondition_failed", f"If-Match names version {expected}, the game is at "
                                                      f"{conflict.current}",
                          current_version=conflict.current) from None
        raise
    after = done.game or svc.load(game_id)
    out = {"version": done.version, "events": redacted(after, done.events, seat),
           "to_act": sorted(after.to_act()), "status": "over" if after.over else "active",
           "replayed": done.duplicate}
    # already in its documented shape (Accepted): no pass through marshmallow; written as Flask's jsonify would
    response = Response(json.dumps(out, sort_keys=True, separators=(",", ":")) + "\n", 201, mimetype=JSON)
    response.headers["ETag"] = f'"{done.version}"'
    return response


def command_route(inner: WSGIApp, svc: Service, registry: Players, schema: Schema) -> WSGIApp:
    """WSGI: the command POST answered without Flask's dispatch, every other request passed to `inner` (the
    app). The command POST is the API's hottest path, and Flask's request context, routing and hooks cost as
    much CPU as the command itself (issue 17). What the app does around a handler is done here too: the input
    and rate limits are the gate's (api/gate.py), outside both; an error is the same problem (api/errors.py)."""
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") == "POST":
            req = Request(environ)
            found = COMMANDS.fullmatch(req.path)
            if found:
                try:
                    response = post_command(svc, registry, req, found.group(1), schema)
                except Exception as exc:  # noqa: BLE001  # every error is a problem, as the app's handler makes it
                    response = problem_response(to_problem(exc))
                return response(environ, start_response)
        return inner(environ, start_response)
    return app


COMMANDS = re.compile(r"/v1/games/([^/]+)/commands")  # the rule of `submit` above, as werkzeug matches it
ROUTE = "/v1/games/<game_id>/commands"  # its template (the access log, the metrics)


def submitted(req: Request, schema: Schema) -> dict[str, Any]:
    """The body of a command POST, as webargs would read it for `schema` (the same answers to a bad one).

    This is the hottest path of the API: a body of the usual shape (an object with `command`, an object with a
    string `type`, and maybe `expected_version`, an integer in range) is taken as it is, and only another one
    goes through the schema, for its exact errors."""
    body = bounds.loads(req.get_data(cache=True)) if is_json(req.mimetype) else {}
    if type(body) is dict and body.keys() <= SUBMIT_KEYS and type(command := body.get("command")) is dict \
            and type(command.get("type")) is str:
        version = body.get("expected_version", 0)
        if type(version) is int and 0 <= version <= s.MAX_VERSION:
            return body
    try:
        loaded: dict[str, Any] = schema.load(body)
    except ValidationError as exc:
        raise Problem(400, "malformed_request", "the request does not match its schema",
                      errors={"json": exc.messages}) from None
    return loaded


SUBMIT_KEYS = frozenset({"command", "expected_version"})


def expected_version(req: Request, body: dict[str, Any]) -> tuple[int, bool]:
    """The version the command was decided on, and whether it came from If-Match (a stale one is then a 412
    rather than a 409)."""
    if_match = req.headers.get("If-Match")
    if if_match is not None:
        wanted = if_match.strip().removeprefix("W/").strip('"')
        if not VERSION.fullmatch(wanted):
            raise Problem(412, "precondition_failed", f"If-Match {if_match} is not a version of this game")
        return int(wanted), True
    if "expected_version" not in body:
        raise Problem(428, "precondition_required", "send expected_version in the body or an If-Match header")
    version: int = body["expected_version"]
    return version, False
