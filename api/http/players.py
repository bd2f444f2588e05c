"""Players (a blueprint of its own, tag `players`): POST /v1/players, GET /v1/players/me and /v1/players/{id},
rotating and revoking a token, and each game type's leaderboard."""
from __future__ import annotations

import json
from typing import Any

from flask import Response

from .. import ratings
from .. import schemas as s
from ..players import Player
from ..store import GameNotFound
from . import player_stream
from .common import BODY, TOKEN, Blueprint, bearer, documented, me, players, service


def profile(who: Player, games: int) -> dict[str, Any]:
    """A player as anybody sees it: its ratings per game type and its latest games."""
    svc = service()
    types = sorted(svc.games)
    rated = {t: ratings.Rating.from_json(json.loads(raw)) for t, raw in svc.store.player_ratings(who.id, types).items()}
    listed = []
    for game_id in svc.store.player_games(who.id, games) if games else []:
        try:
            game = svc.load(game_id)
        except GameNotFound:
            continue
        listed.append({"game_id": game.id, "type": game.meta["type"], "status": game.status,
                       "seat": game.seat_of_player(who.id), "rated": game.meta["rated"], "result": game.result,
                       "updated_at": game.meta["updated_at"]})
    return {**who.public(), "games": listed,
            "ratings": {t: {"rating": ratings.display(r), "mu": r.mu, "sigma": r.sigma, "games": r.games}
                        for t, r in rated.items()}}


def blueprint() -> Blueprint:
    blp = Blueprint("players", "api.http", url_prefix="/v1",
                    description="Registered players: one token for all their games, ratings, leaderboards.")

    @blp.route("/players", methods=["POST"])
    @blp.doc(operationId="registerPlayer", summary="Register a player; its token is shown only here.",
             description="The token (`tbp_...`) opens the player's seats in every game it takes (the lobby, "
                         "challenges) and its own stream. Keep it secret; rotate it if it leaks.")
    @blp.arguments(s.RegisterPlayer)
    @blp.response(201, s.PlayerToken)
    @documented(blp, *BODY, "invalid_name", "name_taken", "store_unavailable")
    def register(body: dict[str, Any]) -> tuple[dict[str, Any], int]:
        who, token = players().register(body["name"], body["bot"])
        return {"player_id": who.id, "name": who.name, "token": token}, 201

    @blp.route("/players/me", methods=["GET"])
    @blp.doc(operationId="getMe", summary="The caller's own profile (a player token).",
             description="The player's name, ratings per game type and latest games, as anybody sees them, for the player the token opens.")
    @blp.arguments(s.ProfileArgs, location="query")
    @blp.response(200, s.Profile)
    @documented(blp, "malformed_request", *TOKEN, "store_unavailable")
    def get_me(args: dict[str, Any]) -> dict[str, Any]:
        who = me()
        return profile(who, args["games"])

    @blp.route("/players/me/token", methods=["POST"])
    @blp.doc(operationId="rotatePlayerToken", summary="A new token for the caller; the old one stops working.",
             description='The new token is shown only in this answer; every request with the old one is then refused (401 token_revoked).')
    @blp.response(200, s.PlayerToken)
    @documented(blp, *TOKEN, "store_unavailable")
    def rotate() -> dict[str, Any]:
        token = _token()
        who, fresh = players().rotate(token)
        return {"player_id": who.id, "name": who.name, "token": fresh}

    @blp.route("/players/me/token", methods=["DELETE"])
    @blp.doc(operationId="revokePlayerToken",
             summary="Revoke the caller's token for good: the player plays no more (rotate to keep playing).",
             description="Every later request with the token is refused (401 token_revoked); the player's seats "
                         "are played out as its games' rules say for a seat that is gone.")
    @blp.response(204)
    @documented(blp, *TOKEN, "store_unavailable")
    def revoke() -> Response:
        players().revoke(_token())
        return Response(status=204)

    @blp.route("/players/<player_id>", methods=["GET"])
    @blp.doc(operationId="getPlayer", summary="A player's public profile: ratings per game type, latest games.",
             description="By the player's id or name (any case).")
    @blp.arguments(s.ProfileArgs, location="query")
    @blp.response(200, s.Profile)
    @documented(blp, "malformed_request", "player_not_found", "store_unavailable")
    def get_player(args: dict[str, Any], player_id: str) -> dict[str, Any]:
        return profile(players().get(player_id), args["games"])

    @blp.route("/leaderboard/<game_type>", methods=["GET"])
    @blp.doc(operationId="getLeaderboard",
             summary="The rated players of a game type (AI levels included: ai-random, ai-heuristic, ai-search), "
                     "best first by ordinal (mu - 3 sigma).",
             description="A page at a time (`offset`, `limit`, then `next_offset`); each player's displayed "
                         "`rating`, its mu and sigma, and its rated games of this type.")
    @blp.arguments(s.LeaderboardArgs, location="query")
    @blp.response(200, s.Leaderboard)
    @documented(blp, "malformed_request", "unknown_game_type", "store_unavailable")
    def leaderboard(args: dict[str, Any], game_type: str) -> dict[str, Any]:
        svc = service()
        svc.engine(game_type)  # 404 unknown_game_type
        rows, total = svc.store.leaderboard(game_type, args["offset"], args["limit"])
        found = {p: ratings.Rating.from_json(json.loads(raw))
                 for p, raw in svc.store.ratings(game_type, [p for p, _ in rows]).items()}
        entries = [{"rank": args["offset"] + i + 1, "player_id": p, "rating": ratings.display(found[p]),
                    "mu": found[p].mu, "sigma": found[p].sigma, "games": found[p].games}
                   for i, (p, _) in enumerate(rows) if p in found]
        end = args["offset"] + len(rows)
        return {"type": game_type, "players": entries, "total": total, "next_offset": end if end < total else None}

    player_stream.routes(blp)
    return blp


def _token() -> str:
    """The caller's player token (401 without one)."""
    me()
    token = bearer()
    assert token is not None
    return token
