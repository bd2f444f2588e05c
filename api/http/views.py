"""What a caller may read of a game: its state as the seat sees it (GET /v1/games/{id}/state), the entries after
a version (/events, long-polling), the whole log (/log) and the final scoring (/result)."""
from __future__ import annotations

from typing import Any

from flask import Response, jsonify

from .. import records
from .. import schemas as s
from ..problem import Problem
from .common import GAME, TOKEN, Blueprint, caller, documented, etag, fanout, service, viewer
from .shapes import clock, entry_json, fairness, redacted

RECORD = "text/plain"  # a game record (docs/records.md): UTF-8 text that any client shows as it is


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/state", methods=["GET"])
    @blp.doc(operationId="getGameState",
             summary="The state as the caller's seat sees it (no token: a spectator).",
             description="The game's view for the caller: a seat sees its own hand and nothing another seat hides; a spectator (no token, or the owner token) sees only what is public. `?full=true`: the full position, for the owner token of a sandbox or finished game. The ETag is the version (for If-Match).")
    @blp.arguments(s.StateArgs, location="query")
    @blp.response(200, s.View)
    @documented(blp, "malformed_request", *TOKEN, "forbidden", *GAME)
    def get_state(args: dict[str, Any], game_id: str) -> tuple[dict[str, Any], int, dict[str, str]]:
        game = service().load(game_id)
        seat = caller(game)
        if args["full"]:
            if seat != "owner" or not (game.meta["sandbox"] or game.over):
                raise Problem(403, "forbidden",
                              "the full state is for the owner token, in sandbox or finished games")
            state = game.engine.export_position(game.state)
        else:
            state = game.engine.view(game.state, viewer(seat))
        return ({"game_id": game.id, "version": game.version, "seat": viewer(seat), "state": state,
                 "fairness": fairness(game), "clock": clock(game)}, 200, {"ETag": etag(game)})

    @blp.route("/games/<game_id>/events", methods=["GET"])
    @blp.doc(operationId="getEvents", summary="Entries after a version, as the caller may see them; long-polls.",
             description='The log entries after `after`, each with its command and events redacted for the caller. With `wait`, the answer waits up to that many seconds for a new entry when there is none yet (a long poll).')
    @blp.arguments(s.EventsArgs, location="query")
    @blp.response(200, s.Events)
    @documented(blp, "malformed_request", *TOKEN, *GAME)
    def get_events(args: dict[str, Any], game_id: str) -> dict[str, Any]:
        svc = service()
        game = svc.load(game_id)
        seat = viewer(caller(game))
        after = args["after"]
        if game.version <= after and args["wait"] > 0 and not game.over:
            waiting = fanout().listen(game)  # the process's shared log reader (api/fanout.py)
            try:
                if svc.load(game_id).version <= after:  # nothing written before it listened
                    waiting.get(args["wait"])
            finally:
                fanout().stop(waiting)
            game = svc.load(game_id)
        entries = svc.log(game, after=after)
        return {"game_id": game.id, "version": game.version,
                "entries": [entry_json(game, e, seat, complete=False, words=args["words"]) for e in entries]}

    @blp.route("/games/<game_id>/log", methods=["GET"])
    @blp.doc(operationId="getLog", summary="The whole command log, redacted for the caller until the game is over.",
             description='The setup events and every entry; once the game is over nothing is redacted (`complete`), so the game can be replayed and checked against its fairness record (docs/fairness.md).')
    @blp.arguments(s.WordsArgs, location="query")
    @blp.response(200, s.Log)
    @documented(blp, "malformed_request", *TOKEN, *GAME)
    def get_log(args: dict[str, Any], game_id: str) -> dict[str, Any]:
        svc = service()
        game = svc.load(game_id)
        seat = viewer(caller(game))
        complete = game.over
        setup = game.meta["setup"] if complete else redacted(game, game.meta["setup"], seat)
        return {"game_id": game.id, "version": game.version, "complete": complete, "setup": setup,
                "entries": [entry_json(game, e, seat, complete, args["words"]) for e in svc.log(game)]}

    @blp.route("/games/<game_id>/record", methods=["GET"])
    @blp.doc(operationId="getRecord",
             summary="The game record (text, like PGN), as the caller may read it; complete once the game is over.",
             description="A header (game, options, seats, result), then one line per move in a short notation and a "
                         "line per chance outcome (docs/records.md). Until the game is over it is the caller's view: "
                         "what the caller's seat may not see (another seat's draws; for a spectator every hidden "
                         "draw) is written `?`, and such a record cannot be replayed. Once the game is over it is "
                         "complete for everyone: POST it as createGame's `record` to replay it. The ETag is the "
                         "version.",
             responses={"200": {"description": "The record (UTF-8 text).",
                                "content": {RECORD: {"schema": {"type": "string"}}}}})
    @documented(blp, *TOKEN, "not_found", *GAME)
    def get_record(game_id: str) -> Response:
        svc = service()
        game = svc.load(game_id)
        text = records.text(game, viewer(caller(game)), svc.log(game))
        return Response(text, mimetype=RECORD, headers={"ETag": etag(game), "Cache-Control": "private, max-age=0"})

    @blp.route("/games/<game_id>/result", methods=["GET"])
    @blp.doc(operationId="getResult", summary="The final scoring; 202 while the scoring job runs.",
             description="A finished game's final scoring (winner, scores, ratings of a rated game) once the scoring job has run; 202 with Retry-After before; 409 game_not_over while it is played.")
    @blp.response(200, s.Result)
    @blp.alt_response(202, schema=s.Pending, description="The game is over and being scored.")
    @documented(blp, *GAME, "game_not_over")
    def get_result(game_id: str) -> Any:
        svc = service()
        game = svc.load(game_id)
        if not game.over:
            raise Problem(409, "game_not_over", "the game is not over yet")
        stored = svc.store.result(game_id)
        if stored is None:  # a Response, so the 200 schema does not drop the fields of this answer
            response: Response = jsonify({"game_id": game_id, "status": "scoring"})
            response.status_code, response.headers["Retry-After"] = 202, "1"
            return response
        return {"game_id": game_id, **stored}
