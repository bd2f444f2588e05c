"""A picture of a game: GET /v1/games/{id}/board.svg, the caller's view drawn by the game's engine
(engine/<game>/picture.py), at the current version or an earlier one."""
from __future__ import annotations

from typing import Any

from flask import Response, request

from .. import schemas as s
from ..problem import Problem
from .common import GAME, TOKEN, Blueprint, caller, documented, service, viewer

SVG = "image/svg+xml"


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/board.svg", methods=["GET"])
    @blp.doc(operationId="getBoardPicture",
             summary="A picture of the game (SVG) as the caller's seat sees it (no token: a spectator).",
             description="Drawn from the same view as GET /v1/games/{id}/state: a seat's picture shows its own "
                         "hand and nothing another seat hides. `?version=N` draws the game as it was at version N "
                         "(what the caller's seat saw then). The ETag names the game and version drawn.",
             responses={"200": {"description": "The picture.",
                                "content": {SVG: {"schema": {"type": "string"}}}}})
    @blp.arguments(s.BoardArgs, location="query")
    @documented(blp, "malformed_request", *TOKEN, "version_not_found", *GAME)
    def board_picture(args: dict[str, Any], game_id: str) -> Response:
        svc = service()
        game = svc.load(game_id)
        seat = viewer(caller(game))
        version = args.get("version", game.version)
        if version > game.version:
            raise Problem(404, "version_not_found", f"the game is at version {game.version}, not {version}",
                          current_version=game.version)
        tag = f'"{game.id}-{version}-{seat or ""}"'
        if request.headers.get("If-None-Match") == tag:
            return Response(status=304, headers={"ETag": tag})
        then = svc.at(game, version)
        svg = then.engine.picture(then.engine.view(then.state, seat))
        return Response(svg, mimetype=SVG, headers={"ETag": tag, "Cache-Control": "private, max-age=0"})
