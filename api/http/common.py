"""What every handler uses: the blueprint class, the documented problem answers, the app's service, and who
the caller is (the bearer token names a seat)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import flask_smorest
from flask import current_app, request
from flask_smorest.utils import deepupdate
from werkzeug import Request

from .. import bounds
from .. import codes as problem_codes
from ..fanout import Fanout
from ..game import Game
from ..limits import StreamCaps
from ..lobby import Lobby
from ..players import Player, Players, is_player_token
from ..problem import Problem
from ..schemas import ProblemSchema
from ..service import Service

JSON = "application/json"
F = TypeVar("F", bound=Callable[..., Any])


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = bounds.Parser()  # JSON bodies within the input limits (api/bounds.py)

    @staticmethod
    def doc(**kwargs: Any) -> Callable[[F], F]:
        """flask-smorest's `doc` (the same documentation) without its wrapper around the view: every request
        paid for each wrapper (a context lookup and a coroutine test), and no view here is async."""
        def decorator(func: F) -> F:
            apidoc = getattr(func, "_apidoc", {})
            apidoc["manual_doc"] = deepupdate(apidoc.get("manual_doc", {}), kwargs)
            func._apidoc = apidoc  # type: ignore[attr-defined]  # where flask-smorest's route reads a view's doc
            return func
        return decorator

    @staticmethod
    def doc_of(*decorators: Callable[[Any], Any]) -> Callable[[F], F]:
        """The documentation flask-smorest's `decorators` (arguments, response) give a view, without what they do
        at run time: for a view that reads its own arguments and returns its own Response."""
        def decorator(func: F) -> F:
            def stand_in() -> None: ...
            documented: Any = stand_in
            for decorate in reversed(decorators):
                documented = decorate(documented)
            func._apidoc = deepupdate(getattr(func, "_apidoc", {}), documented._apidoc)  # type: ignore[attr-defined]
            return func
        return decorator


def games_blueprint() -> Blueprint:
    """The blueprint of every game resource (one OpenAPI tag, `games`); api/app.py adds each module's routes."""
    return Blueprint("games", "api.http", url_prefix="/v1", description="Games, their commands and their events.")


# the codes (api/codes.py) that many operations can answer
TOKEN = ("unauthorized", "token_revoked")  # a bearer token that opens nothing here, or a rotated player token
GAME = ("game_not_found", "store_unavailable")  # an operation on a game: it is read from the store
BODY = ("malformed_request", "input_too_large")  # a JSON body: its schema and input limits (api/bounds.py)


def documented(blp: Blueprint, *codes: str) -> Any:
    """Document the problem responses an operation can give, from the codes it can answer: one response per
    status, naming its codes with an example of each (api/codes.py). As documentation only: alt_response would
    wrap the view once per status, and every request would pay for the wrappers. The gate's 413, 414 and 431 and
    the rate limits' 429 are added to every operation by the plugins (api/codes.py, api/limits.py)."""
    return blp.doc(responses=problem_codes.responses(codes, ProblemSchema))


def links(source: str, *operations: str, **extra: dict[str, Any]) -> dict[str, Any]:
    """OpenAPI links from an answer that names a game (`game_id` in its body) to the operations on that game:
    what a client (or schemathesis's stateful tests) may call next with it. `extra`: more links, as written."""
    found = {operation: {"operationId": operation, "parameters": {"path.game_id": "$response.body#/game_id"},
                         "description": f"{operation} of the game {source} answered with."} for operation in operations}
    return {**found, **extra}


def service() -> Service:
    svc: Service = current_app.extensions["tabula.service"]
    return svc


def fanout() -> Fanout:
    found: Fanout = current_app.extensions["tabula.fanout"]
    return found


def players() -> Players:
    found: Players = current_app.extensions["tabula.players"]
    return found


def lobby() -> Lobby:
    found: Lobby = current_app.extensions["tabula.lobby"]
    return found


def player(req: Request = request, required: bool = True, registry: Players | None = None) -> Player | None:
    """The registered player the bearer token opens (401 unauthorized / token_revoked); None without a token
    when not `required`."""
    token = bearer(req)
    if token is None:
        if required:
            raise Problem(401, "unauthorized", "send a player token (POST /v1/players gives one)",
                          headers={"WWW-Authenticate": "Bearer"})
        return None
    return (registry or players()).authenticate(token)


def me(req: Request = request) -> Player:
    """The registered player the bearer token opens; 401 without a token (see `player`)."""
    found = player(req)
    assert found is not None  # required: `player` raised otherwise
    return found


def streams() -> StreamCaps:
    found: StreamCaps = current_app.extensions["tabula.streams"]
    return found


def bearer(req: Request = request) -> str | None:
    header = req.headers.get("Authorization", "")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem(401, "unauthorized", "send the token as 'Authorization: Bearer <token>'",
                      headers={"WWW-Authenticate": "Bearer"})
    return token.strip()


def caller(game: Game, req: Request = request, registry: Players | None = None) -> str | None:
    """The seat the caller's token opens ('owner' for the owner token; a player token: the player's seat, None if
    it has none here), None for a spectator (`req`: Flask's request unless given; `registry`: the app's players).

    An unknown token is refused (401) rather than silently treated as a spectator."""
    token = bearer(req)
    if token is None:
        return None
    if is_player_token(token):
        return game.seat_of_player((registry or players()).authenticate(token).id)
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
