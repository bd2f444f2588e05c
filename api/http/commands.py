"""A seat's commands: GET /v1/games/{id}/legal-commands and POST /v1/games/{id}/commands."""
from __future__ import annotations

import re
from typing import Any

from flask import Response, jsonify, request
from marshmallow import Schema, ValidationError
from webargs.flaskparser import is_json_request

from .. import bounds
from .. import schemas as s
from ..problem import Problem
from ..store import VersionConflict
from .common import Blueprint, caller, documented, service
from .shapes import redacted

VERSION = re.compile(r"[0-9]{1,16}")  # a version, as an ETag names it (at most MAX_VERSION: 16 digits)


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/legal-commands", methods=["GET"])
    @blp.doc(operationId="getLegalCommands",
             summary="Every command the caller's seat may send now, ready to post.")
    @blp.response(200, schemas.legal)
    @documented(blp, 401, 403, 404, 503)
    def legal_commands(game_id: str) -> dict[str, Any]:
        game = service().load(game_id)
        seat = caller(game)
        if seat is None or seat == "owner":
            raise Problem(401 if seat is None else 403, "unauthorized" if seat is None else "not_your_seat",
                          "legal commands are listed for a seat: send that seat's token")
        return {"game_id": game.id, "version": game.version, "seat": seat,
                "to_act": sorted(game.engine.to_act(game.state)),
                "commands": game.engine.legal_commands(game.state, seat)}

    @blp.route("/games/<game_id>/commands", methods=["POST"])
    @blp.doc(operationId="submitCommand", summary="Send a command for the caller's seat.",
             description="Give the version the command was decided on as `expected_version` or `If-Match`, and "
                         "an `Idempotency-Key` header to make retries safe: a retry returns the first answer.",
             parameters=[{"in": "header", "name": "Idempotency-Key",
                          "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}},
                         {"in": "header", "name": "If-Match", "schema": {"type": "string"}}])
    @blp.doc_of(blp.arguments(schema := schemas.submit()), blp.response(201, s.Accepted))
    @documented(blp, 400, 401, 403, 404, 409, 412, 422, 428, 503)
    def submit(game_id: str) -> Response:
        body = submitted(schema)
        svc = service()
        game = svc.peek(game_id)
        seat = caller(game)
        if seat is None:
            raise Problem(401, "unauthorized", "commands need a seat token", headers={"WWW-Authenticate": "Bearer"})
        if seat == "owner":
            raise Problem(403, "not_your_seat", "the owner token opens no seat; use a seat token")
        key = request.headers.get("Idempotency-Key")
        if key is not None and not bounds.IDEMPOTENCY_KEY.fullmatch(key):
            raise Problem(400, "malformed_request", f"an Idempotency-Key is 1 to {bounds.MAX_IDEMPOTENCY_KEY} "
                                                    "visible ASCII characters")
        expected, if_match = expected_version(body)
        try:
            done = svc.submit(game_id, seat, body["command"], expected, key or "", game=game)
        except VersionConflict as conflict:
            if if_match:
                raise Problem(412, "precondition_failed", f"If-Match names version {expected}, the game is at "
                                                          f"{conflict.current}",
                              current_version=conflict.current) from None
            raise
        after = done.game or svc.load(game_id)
        out = {"version": done.version, "events": redacted(after, done.events, seat),
               "to_act": sorted(after.engine.to_act(after.state)), "status": "over" if after.over else "active",
               "replayed": done.duplicate}
        response = jsonify(out)  # already in its documented shape (Accepted): no second pass through marshmallow
        response.status_code, response.headers["ETag"] = 201, f'"{done.version}"'
        return response


def submitted(schema: Schema) -> dict[str, Any]:
    """The body of a command POST, as webargs would read it for `schema` (the same answers to a bad one).

    This is the hottest path of the API: a body of the usual shape (an object with `command`, an object with a
    string `type`, and maybe `expected_version`, an integer in range) is taken as it is, and only another one
    goes through the schema, for its exact errors."""
    body = bounds.loads(request.get_data(cache=True)) if is_json_request(request) else {}
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


def expected_version(body: dict[str, Any]) -> tuple[int, bool]:
    """The version the command was decided on, and whether it came from If-Match (a stale one is then a 412
    rather than a 409)."""
    if_match = request.headers.get("If-Match")
    if if_match is not None:
        wanted = if_match.strip().removeprefix("W/").strip('"')
        if not VERSION.fullmatch(wanted):
            raise Problem(412, "precondition_failed", f"If-Match {if_match} is not a version of this game")
        return int(wanted), True
    if "expected_version" not in body:
        raise Problem(428, "precondition_required", "send expected_version in the body or an If-Match header")
    version: int = body["expected_version"]
    return version, False
