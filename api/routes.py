"""The v1 HTTP API. Handlers are thin: parse, authorize, call the Service, shape the answer."""
from __future__ import annotations

import re
from typing import Any

import flask_smorest
from flask import Response, current_app, jsonify, request, url_for

from engine import registry

from . import bounds
from . import schemas as s
from .errors import Problem, problem_response, to_problem
from .service import Game, Service
from .store import Entry, GameNotFound, Store, VersionConflict


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = bounds.Parser()  # JSON bodies within the input limits (api/bounds.py)


blp = Blueprint("games", __name__, url_prefix="/v1", description="Games, their commands and their events.")

ERRORS = {
    400: "Malformed request or command (code: malformed_request, malformed_command, invalid_options...).",
    401: "Missing or unknown bearer token (code: unauthorized).",
    403: "Not your seat, or not your turn (code: not_your_seat, not_your_turn, forbidden).",
    404: "No such game (code: game_not_found).",
    409: "Version conflict (code: version_conflict, with current_version) or game not over.",
    412: "If-Match does not match the current version (code: precondition_failed).",
    422: "Illegal command (code: illegal_command, with the rule id) or reused Idempotency-Key.",
    428: "Neither expected_version nor If-Match was given (code: precondition_required).",
    429: "Rate limited (code: rate_limited); api/limits.py documents it on every limited operation.",
    503: "The game store is unreachable (code: store_unavailable, with Retry-After).",
}


def documented(*statuses: int):
    """Document the problem responses an operation can give (as documentation only: alt_response would
    wrap the view once per status, and every request would pay for the wrappers)."""
    responses = {str(status): {"description": ERRORS[status],
                               "content": {"application/problem+json": {"schema": s.ProblemSchema}}}
                 for status in statuses}
    return blp.doc(responses=responses)


def service() -> Service:
    return current_app.extensions["tabula.service"]


def store() -> Store:
    return service().store


def bearer() -> str | None:
    header = request.headers.get("Authorization", "")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem(401, "unauthorized", "send the token as 'Authorization: Bearer <token>'",
                      headers={"WWW-Authenticate": "Bearer"})
    return token.strip()


def caller(game: Game) -> str | None:
    """The seat the caller's token opens ('owner' for the owner token), None for a spectator.

    An unknown token is refused (401) rather than silently treated as a spectator."""
    token = bearer()
    if token is None:
        return None
    seat = game.seat_of(token)
    if seat is None:
        raise Problem(401, "unauthorized", "this token opens no seat of this game",
                      headers={"WWW-Authenticate": "Bearer"})
    return seat


def viewer(seat: str | None) -> str | None:
    """The seat whose view the caller gets (the owner sees what a spectator sees)."""
    return None if seat == "owner" else seat


def etag(game: Game) -> str:
    return f'"{game.version}"'


def fairness(game: Game) -> dict[str, Any]:
    """The game's fairness marks as every caller sees them (docs/fairness.md): `fair`, the `reasons` it is not,
    the commitment to a server seed, and that seed itself once the game is over (never a client's seed)."""
    stored = game.meta["fairness"]
    reveal = stored["seed_sha256"] is not None and game.over
    return {"fair": stored["fair"], "reasons": stored["reasons"], "seed": game.meta["seed"] if reveal else None,
            "seed_sha256": stored["seed_sha256"]}  # sorted keys, as the JSON answers have them (so feeds too)


def summary(game: Game) -> dict[str, Any]:
    result = game.engine.result(game.state)
    return {
        "game_id": game.id, "type": game.meta["type"], "status": "over" if result else "active",
        "version": game.version, "seats": [_public_seat(x) for x in game.seats],
        "to_act": sorted(game.engine.to_act(game.state)), "options": game.meta["options"],
        "created_at": game.meta["created_at"], "updated_at": game.meta["updated_at"], "result": result,
        "fairness": fairness(game),
    }


def _public_seat(seat: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in seat.items() if k in ("seat", "name", "kind", "level", "think_seconds")}


def entry_json(game: Game, entry: Entry, seat: str | None, complete: bool) -> dict[str, Any]:
    """A log entry as `seat` may see it; after the game is over, nothing is hidden."""
    if complete:
        events = entry.events
    else:
        events = [r for r in (game.engine.redact(e, seat) for e in entry.events) if r is not None]
    out = {"version": entry.version, "seat": entry.seat, "command": entry.command, "events": events, "ts": entry.ts}
    if entry.by:
        out["by"] = entry.by  # "order": the seat's standing order gave it (api/orders.py)
    return out


# -- game types and games --------------------------------------------------------------------------
@blp.route("/games/types", methods=["GET"])
@blp.doc(operationId="listGameTypes", summary="The games this server plays, their seats and options.")
@blp.response(200, s.GameTypes)
@documented(503)
def game_types() -> dict[str, Any]:
    types = []
    for name, engine in registry.GAMES.items():
        types.append({
            "type": name, "title": engine.title, "description": engine.description,
            "seats": list(engine.seats_allowed),
            "seat_names": {str(n): engine.seats(n) for n in engine.seats_allowed},
            "options": engine.option_schema(), "commands": sorted(engine.command_schemas()),
        })
    return {"types": types}


@blp.route("/games", methods=["POST"])
@blp.doc(operationId="createGame", summary="Create a game; the seat tokens and owner token are shown only here.")
@blp.arguments(s.CreateGame)
@blp.response(201, s.Created)
@documented(400, 404, 503)
def create_game(body: dict[str, Any]) -> tuple[dict[str, Any], int, dict[str, str]]:
    game, tokens, owner = service().create(
        body["type"], body["seats"], options=body.get("options"), seed=body.get("seed"),
        position=body.get("position"), sandbox=body.get("sandbox", False),
    )
    seats = [{**_public_seat(x), **({"token": tokens[x["seat"]]} if x["seat"] in tokens else {})} for x in game.seats]
    out = {"game_id": game.id, "type": game.meta["type"], "version": game.version, "seats": seats,
           "owner_token": owner, "to_act": sorted(game.engine.to_act(game.state)), "fairness": fairness(game)}
    return out, 201, {"Location": url_for("games.get_game", game_id=game.id)}


@blp.route("/games", methods=["GET"])
@blp.doc(operationId="listGames", summary="Games, most recently updated first, optionally filtered.")
@blp.arguments(s.ListArgs, location="query")
@blp.response(200, s.GameList)
@documented(400, 503)
def list_games(args: dict[str, Any]) -> dict[str, Any]:
    offset, limit = args["offset"], args["limit"]
    ids, total = store().list_games(offset, limit, args.get("type"), args.get("status"))
    games = []
    for game_id in ids:
        try:
            game = service().load(game_id)
        except GameNotFound:  # deleted meanwhile: it leaves the indexes
            store().reindex(game_id, None)
            continue
        if args.get("status") not in (None, game.meta["status"]):  # its append's process died before the move
            store().reindex(game_id, game.meta)
            continue
        games.append(summary(game))
    next_offset = offset + len(ids) if offset + len(ids) < total else None
    return {"games": games, "total": total, "next_offset": next_offset}


@blp.route("/games/<game_id>", methods=["GET"])
@blp.doc(operationId="getGame", summary="A game's summary (public); ETag is the version.")
@blp.response(200, s.Summary)
@blp.alt_response(304, description="Not modified (If-None-Match matched the ETag).")
@documented(404, 503)
def get_game(game_id: str) -> Any:
    game = service().load(game_id)
    tag = etag(game)
    if request.headers.get("If-None-Match") == tag:
        return Response(status=304, headers={"ETag": tag})
    return summary(game), 200, {"ETag": tag}


@blp.route("/games/<game_id>/state", methods=["GET"])
@blp.doc(operationId="getGameState", summary="The state as the caller's seat sees it (no token: a spectator).")
@blp.arguments(s.StateArgs, location="query")
@blp.response(200, s.View)
@documented(401, 403, 404, 503)
def get_state(args: dict[str, Any], game_id: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    game = service().load(game_id)
    seat = caller(game)
    if args["full"]:
        if seat != "owner" or not (game.meta["sandbox"] or game.over):
            raise Problem(403, "forbidden", "the full state is for the owner token, in sandbox or finished games")
        state = game.engine.export_position(game.state)
    else:
        state = game.engine.view(game.state, viewer(seat))
    return ({"game_id": game.id, "version": game.version, "seat": viewer(seat), "state": state,
             "fairness": fairness(game)}, 200, {"ETag": etag(game)})


@blp.route("/games/<game_id>/legal-commands", methods=["GET"])
@blp.doc(operationId="getLegalCommands", summary="Every command the caller's seat may send now, ready to post.")
@blp.response(200, s.Legal)
@documented(401, 403, 404, 503)
def legal_commands(game_id: str) -> dict[str, Any]:
    game = service().load(game_id)
    seat = caller(game)
    if seat is None or seat == "owner":
        raise Problem(401 if seat is None else 403, "unauthorized" if seat is None else "not_your_seat",
                      "legal commands are listed for a seat: send that seat's token")
    return {"game_id": game.id, "version": game.version, "seat": seat, "to_act": sorted(game.engine.to_act(game.state)),
            "commands": game.engine.legal_commands(game.state, seat)}


@blp.route("/games/<game_id>/commands", methods=["POST"])
@blp.doc(operationId="submitCommand", summary="Send a command for the caller's seat.",
         description="Give the version the command was decided on as `expected_version` or `If-Match`, and an "
                     "`Idempotency-Key` header to make retries safe: a retry returns the first answer.",
         parameters=[{"in": "header", "name": "Idempotency-Key",
                      "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}},
                     {"in": "header", "name": "If-Match", "schema": {"type": "string"}}])
@blp.arguments(s.Submit)
@blp.response(201, s.Accepted)
@documented(400, 401, 403, 404, 409, 412, 422, 428, 503)
def submit(body: dict[str, Any], game_id: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    game = service().peek(game_id)
    seat = caller(game)
    if seat is None:
        raise Problem(401, "unauthorized", "commands need a seat token", headers={"WWW-Authenticate": "Bearer"})
    if seat == "owner":
        raise Problem(403, "not_your_seat", "the owner token opens no seat; use a seat token")
    key = request.headers.get("Idempotency-Key")
    if key is not None and not bounds.IDEMPOTENCY_KEY.fullmatch(key):
        raise Problem(400, "malformed_request", f"an Idempotency-Key is 1 to {bounds.MAX_IDEMPOTENCY_KEY} "
                                                      "visible ASCII characters")
    expected, if_match = _expected_version(body)
    try:
        done = service().submit(game_id, seat, body["command"], expected, key or "", game=game)
    except VersionConflict as conflict:
        if if_match:
            raise Problem(412, "precondition_failed", f"If-Match names version {expected}, the game is at "
                                                      f"{conflict.current}", current_version=conflict.current) from None
        raise
    after = done.game or service().load(game_id)
    events = [r for r in (after.engine.redact(e, seat) for e in done.events) if r is not None]
    out = {"version": done.version, "events": events, "to_act": sorted(after.engine.to_act(after.state)),
           "status": "over" if after.over else "active", "replayed": done.duplicate}
    response = jsonify(out)  # already in its documented shape (Accepted): no second pass through marshmallow
    response.status_code, response.headers["ETag"] = 201, f'"{done.version}"'
    return response


VERSION = re.compile(r"[0-9]{1,16}")  # a version, as an ETag names it (at most MAX_VERSION: 16 digits)


def _expected_version(body: dict[str, Any]) -> tuple[int, bool]:
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
    return body["expected_version"], False


# -- events and log --------------------------------------------------------------------------------
@blp.route("/games/<game_id>/events", methods=["GET"])
@blp.doc(operationId="getEvents", summary="Entries after a version, as the caller may see them; long-polls.")
@blp.arguments(s.EventsArgs, location="query")
@blp.response(200, s.Events)
@documented(400, 401, 404, 503)
def get_events(args: dict[str, Any], game_id: str) -> dict[str, Any]:
    game = service().load(game_id)
    seat = viewer(caller(game))
    after = args["after"]
    if game.version <= after and args["wait"] > 0 and not game.over:
        store().wait(game_id, after, int(args["wait"] * 1000))
        game = service().load(game_id)
    entries = service().log(game_id, after=after)
    return {"game_id": game.id, "version": game.version,
            "entries": [entry_json(game, e, seat, complete=False) for e in entries]}


# the live feeds (GET /games/{id}/feed, /events/stream) are in api/feeds.py


@blp.route("/games/<game_id>/log", methods=["GET"])
@blp.doc(operationId="getLog", summary="The whole command log, redacted for the caller until the game is over.")
@blp.response(200, s.Log)
@documented(401, 404, 503)
def get_log(game_id: str) -> dict[str, Any]:
    game = service().load(game_id)
    seat = viewer(caller(game))
    complete = game.over
    setup = game.meta["setup"] if complete else [r for r in (game.engine.redact(e, seat) for e in game.meta["setup"])
                                                 if r is not None]
    return {"game_id": game.id, "version": game.version, "complete": complete, "setup": setup,
            "entries": [entry_json(game, e, seat, complete) for e in service().log(game_id)]}


@blp.route("/games/<game_id>/result", methods=["GET"])
@blp.doc(operationId="getResult", summary="The final scoring; 202 while the scoring job runs.")
@blp.response(200, s.Result)
@blp.alt_response(202, schema=s.Pending, description="The game is over and being scored.")
@documented(404, 409, 503)
def get_result(game_id: str) -> Any:
    game = service().load(game_id)
    if not game.over:
        raise Problem(409, "game_not_over", "the game is not over yet")
    stored = store().result(game_id)
    if stored is None:  # a Response, so the 200 schema does not drop the fields of this answer
        response = jsonify({"game_id": game_id, "status": "scoring"})
        response.status_code, response.headers["Retry-After"] = 202, "1"
        return response
    return {"game_id": game_id, **stored}


# -- health ----------------------------------------------------------------------------------------
health = Blueprint("health", __name__, url_prefix="/v1", description="Liveness of the API and its store.")


@health.route("/health", methods=["GET"])
@health.doc(operationId="getHealth", summary="OK when the API answers and the store is reachable.")
@health.response(200, s.Health)
@health.alt_response(503, schema=s.ProblemSchema, description=ERRORS[503], content_type="application/problem+json")
def get_health() -> Any:
    try:
        store().r.ping()
    except Exception as exc:  # noqa: BLE001
        return problem_response(to_problem(exc))
    return {"status": "ok", "store": "ok"}
