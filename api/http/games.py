"""Game types and games: GET /v1/games/types, POST and GET /v1/games, GET /v1/games/{id}."""
from __future__ import annotations

from typing import Any

from flask import Response, request, url_for

from .. import bounds
from .. import schemas as s
from ..limits import client_address
from ..once import Once
from ..players import is_player_token
from ..problem import Problem
from ..store import GameNotFound
from .common import BODY, GAME, TOKEN, Blueprint, bearer, documented, etag, links, lobby, player, service
from .shapes import fairness, public_seat, summary


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/types", methods=["GET"])
    @blp.doc(operationId="listGameTypes", summary="The games this server plays, their seats and options.",
             description="Each type's title and description, the seat counts it takes and each count's seat names, the JSON Schema of its options, and its command types (each a model of AnyCommand).")
    @blp.response(200, s.GameTypes)
    @documented(blp)  # it reads no store: only the gate's and the rate limits' refusals
    def game_types() -> dict[str, Any]:
        types = []
        for name, engine in service().games.items():
            types.append({
                "type": name, "title": engine.title, "description": engine.description,
                "seats": list(engine.seats_allowed),
                "seat_names": {str(n): engine.seats(n) for n in engine.seats_allowed},
                "options": engine.option_schema(), "commands": sorted(engine.command_schemas()),
            })
        return {"types": types}

    @blp.route("/games", methods=["POST"])
    @blp.doc(operationId="createGame",
             summary="Create a game; the seat tokens and owner token are shown only here.",
             description="Seats of kind open or player bring registered players together (the lobby, challenges): "
                         "send your player token to take your own seat at once. Send an `Idempotency-Key` header "
                         "to make retries safe: a retry gets the first answer, tokens included, and no second "
                         "game.",
             parameters=[{"in": "header", "name": "Idempotency-Key",
                          "description": "Your random key for this game (1-200 visible ASCII characters; use an "
                                         "unguessable one, e.g. a UUID4), kept 24 hours and scoped to you: your "
                                         "player (with a player token), else your client address. A retry with "
                                         "the same key and the same body gets the first answer again, the same "
                                         "game and tokens, with the header `Idempotent-Replayed: true`, and "
                                         "creates nothing; two at once create one game. The same key with "
                                         "another body is refused (422 idempotency_key_reused). The server keeps "
                                         "the tokens of that answer for the 24 hours, encrypted with a key "
                                         "derived from your key and body, which it does not store.",
                          "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}}])
    @blp.arguments(schemas.create_game)
    @blp.response(201, s.Created)
    @blp.doc(responses={201: {"links": links("createGame", "getGame", "getGameState", "getLegalCommands", "getEvents",
                                               "getLog", "getRecord", "getResult", "getBoardPicture", "getStandingOrder",
                                               "streamFeed"),
                              "headers": {"Idempotent-Replayed": {
                                  "description": "`true` on the answer to a retry (the same Idempotency-Key and "
                                                 "body): the first answer again; absent otherwise.",
                                  "schema": {"type": "string", "enum": ["true"]}}}}})
    @documented(blp, *BODY, "invalid_seats", "invalid_options", "invalid_position", "invalid_time_control",
                "invalid_record", "record_incomplete", "record_illegal", "not_ratable", *TOKEN, "unknown_game_type", "player_not_found", "idempotency_key_reused",
                "store_unavailable")
    def create_game(body: dict[str, Any]) -> tuple[dict[str, Any], int, dict[str, str]]:
        token = bearer()
        creator = player() if token is not None and is_player_token(token) else None
        key = request.headers.get("Idempotency-Key")
        once = None
        if key is not None:
            if not bounds.IDEMPOTENCY_KEY.fullmatch(key):
                raise Problem(400, "malformed_request", f"an Idempotency-Key is 1 to {bounds.MAX_IDEMPOTENCY_KEY} "
                                                        "visible ASCII characters")
            # whose key: a player's, else an address's (an anonymous caller has nothing else); api/once.py
            scope = f"player:{creator.id}" if creator else f"address:{client_address(request.environ)}"
            once = Once.of(scope, key, body)
        created = lobby().create(body, creator, once)
        game, tokens, owner = created.game, created.tokens, created.owner
        seats = [{**public_seat(x, game), **({"token": tokens[x["seat"]]} if x["seat"] in tokens else {})}
                 for x in game.seats]
        out = {"game_id": game.id, "type": game.meta["type"], "version": game.version, "seats": seats,
               "status": game.status, "rated": game.meta["rated"],
               "owner_token": owner, "to_act": sorted(game.to_act()), "fairness": fairness(game)}
        headers = {"Location": url_for("games.get_game", game_id=game.id)}
        if created.replayed:
            headers["Idempotent-Replayed"] = "true"
        return out, 201, headers

    @blp.route("/games", methods=["GET"])
    @blp.doc(operationId="listGames", summary="Games, most recently updated first, optionally filtered.",
             description="Every game's public summary (no hidden information), a page at a time: `offset` and `limit`, then `next_offset` while more follow.")
    @blp.arguments(schemas.list_args, location="query")
    @blp.response(200, s.GameList)
    @documented(blp, "malformed_request", "store_unavailable")
    def list_games(args: dict[str, Any]) -> dict[str, Any]:
        svc = service()
        offset, limit = args["offset"], args["limit"]
        ids, total = svc.store.list_games(offset, limit, args.get("type"), args.get("status"))
        games = []
        for game_id in ids:
            try:
                game = svc.load(game_id)
            except GameNotFound:  # deleted meanwhile: it leaves the indexes
                svc.store.reindex(game_id, None)
                continue
            if args.get("status") not in (None, game.meta["status"]):  # its append's process died before the move
                svc.store.reindex(game_id, game.meta)
                continue
            games.append(summary(game))
        next_offset = offset + len(ids) if offset + len(ids) < total else None
        return {"games": games, "total": total, "next_offset": next_offset}

    @blp.route("/games/<game_id>", methods=["GET"])
    @blp.doc(operationId="getGame", summary="A game's summary (public); ETag is the version.",
             description='What anyone may know of the game: its type, status, seats, who is to act, its clock, result and fairness. Send the ETag back as If-None-Match to get 304 while the game has not moved.')
    @blp.response(200, s.Summary)
    @blp.alt_response(304, description="Not modified (If-None-Match matched the ETag).")
    @documented(blp, *GAME)
    def get_game(game_id: str) -> Any:
        game = service().load(game_id)
        tag = etag(game)
        if request.headers.get("If-None-Match") == tag:
            return Response(status=304, headers={"ETag": tag})
        return summary(game), 200, {"ETag": tag}
