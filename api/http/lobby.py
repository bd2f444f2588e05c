"""The lobby: GET /v1/lobby (open games a player may join), POST /v1/games/{id}/join, /leave and /decline (a
player token: api/lobby.py)."""
from __future__ import annotations

from typing import Any

from .. import schemas as s
from ..game import Game
from .common import BODY, GAME, TOKEN, Blueprint, documented, lobby, me, player
from .shapes import summary


def seated(game: Game, seat: str) -> dict[str, Any]:
    return {"game_id": game.id, "seat": seat, "version": game.version, "status": game.status}


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/lobby", methods=["GET"])
    @blp.doc(operationId="listLobby",
             summary="Open games the caller may join: a seat open to any player (or reserved for the caller).",
             description="Most recently created first. With a player token, games with a seat reserved for the "
                         "caller (its challenges) are listed too.")
    @blp.arguments(s.LobbyArgs, location="query")
    @blp.response(200, s.LobbyList)
    @documented(blp, "malformed_request", *TOKEN, "store_unavailable")
    def list_lobby(args: dict[str, Any]) -> dict[str, Any]:
        who = player(required=False)
        games, more = lobby().open_games(args.get("type"), args.get("rated"), who, args["offset"], args["limit"],
                                         args.get("clock"))
        return {"games": [summary(g) for g in games],
                "next_offset": args["offset"] + len(games) if more else None}

    @blp.route("/games/<game_id>/join", methods=["POST"])
    @blp.doc(operationId="joinGame",
             summary="Take a seat of an open game (or accept a challenge) with a player token.",
             description="Of players racing for the last seat exactly one gets it; the others get 409 game_full. "
                         "The game starts when its last seat is taken.")
    @blp.arguments(s.JoinBody)
    @blp.response(200, s.Seated)
    @documented(blp, *BODY, "unknown_seat", *TOKEN, *GAME, "game_not_open", "game_expired", "already_joined",
                "game_full", "seat_taken", "seat_reserved")
    def join(body: dict[str, Any], game_id: str) -> dict[str, Any]:
        who = me()
        return seated(*lobby().join(game_id, who, body.get("seat")))

    @blp.route("/games/<game_id>/leave", methods=["POST"])
    @blp.doc(operationId="leaveGame", summary="Give up the caller's seat before the game starts (after: resign).",
             description='With a player token: the seat it took in an open game is open again. Once the game has started, leaving is resigning (post a resign command).')
    @blp.response(200, s.Seated)
    @documented(blp, *TOKEN, *GAME, "not_joined", "game_not_open")
    def leave(game_id: str) -> dict[str, Any]:
        who = me()
        return seated(*lobby().leave(game_id, who))

    @blp.route("/games/<game_id>/decline", methods=["POST"])
    @blp.doc(operationId="declineGame",
             summary="Decline a challenge: the seat reserved for the caller stays empty and the game ends unplayed.",
             description="With the player token the seat waits for. The other players' streams get the game's "
                         "`game_over` (ended unplayed).")
    @blp.response(200, s.Seated)
    @documented(blp, *TOKEN, *GAME, "no_challenge", "game_expired")
    def decline(game_id: str) -> dict[str, Any]:
        who = me()
        return seated(*lobby().decline(game_id, who))

    @blp.route("/games/<game_id>/rematch", methods=["POST"])
    @blp.doc(operationId="rematchGame",
             summary="The rematch of a finished game the caller played: same type, options, clock and rating, "
                     "the players one seat on (two swap sides).",
             description="The caller takes its seat; the other players are challenged (their streams get a "
                         "`challenge`). Asked again, by anyone who played, it is the same rematch: the caller "
                         "takes its seat there.")
    @blp.response(200, s.Seated)
    @documented(blp, *TOKEN, *GAME, "not_joined", "game_not_over", "game_full")
    def rematch(game_id: str) -> dict[str, Any]:
        who = me()
        return seated(*lobby().rematch(game_id, who))
