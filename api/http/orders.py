"""A seat's standing order (docs/standing-orders.md): PUT, GET and DELETE /v1/games/{id}/orders, each for the
caller's own seat only (the token names it). What an order is and answers is each game's (api/orders.py)."""
from __future__ import annotations

from typing import Any

from flask import request

from engine.core import InvalidOrder

from .. import bounds
from .. import schemas as s
from ..game import Game
from ..orders import parse_order, read_order
from ..problem import Problem
from .common import GAME, TOKEN, Blueprint, caller, documented, service

DESCRIPTION = """The order replaces any earlier one. Each game has its own fields (docs/standing-orders.md):

{fields}

From now on, whenever your seat faces a decision the order covers, the service answers it at once with a
command of your seat, logged like any other (its log entry has `by: "order"`). A decision that is due already
is answered before this response, whose `version` then counts the answers. Only your seat's token reads or
changes its order."""


def own_seat(game: Game) -> str:
    """The caller's seat: an order is read and written only with that seat's token."""
    seat = caller(game)
    if seat is None:
        raise Problem(401, "unauthorized", "a standing order belongs to a seat: send that seat's token",
                      headers={"WWW-Authenticate": "Bearer"})
    if seat == "owner":
        raise Problem(403, "not_your_seat", "the owner token opens no seat; send a seat's token")
    return seat


def seat_order(game: Game, seat: str, order: dict[str, Any]) -> dict[str, Any]:
    return {"game_id": game.id, "seat": seat, "version": game.version, "order": order}


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/orders", methods=["PUT"])
    @blp.doc(operationId="putStandingOrder", summary="Register the standing order of the caller's seat.",
             description=DESCRIPTION.format(fields=schemas.order_summary),
             requestBody={"required": True, "content": {"application/json": {"schema": schemas.standing_order}}})
    @blp.response(200, schemas.seat_standing_order)
    @documented(blp, "invalid_order", "input_too_large", *TOKEN, "not_your_seat", *GAME, "game_over")
    def put_order(game_id: str) -> dict[str, Any]:
        svc = service()
        game = svc.load(game_id)
        seat = own_seat(game)
        try:  # within the input limits (a body over one is refused as such: api/bounds.py)
            body = bounds.loads(request.get_data(cache=True)) if request.is_json else None
        except bounds.NotJson:
            body = None
        if not isinstance(body, dict):
            raise Problem(400, "invalid_order", "send the standing order as a JSON object", details={"field": ""})
        try:
            order = parse_order(game, seat, body)
        except InvalidOrder as exc:
            raise Problem(400, "invalid_order", exc.message, details=exc.details) from None
        if game.over:
            raise Problem(409, "game_over", "the game is over: no decision is left to answer")
        svc.store.put_order(game_id, seat, order)
        after = svc.answer_orders(game)
        if after.version != game.version:
            svc.on_append(after)
        return seat_order(after, seat, order)

    @blp.route("/games/<game_id>/orders", methods=["GET"])
    @blp.doc(operationId="getStandingOrder", summary="The standing order of the caller's seat (never another's).",
             description="As stored: every field of the game's order, defaults filled; 404 no_standing_order when the seat has none.")
    @blp.response(200, schemas.seat_standing_order)
    @documented(blp, *TOKEN, "not_your_seat", *GAME, "no_standing_order")
    def get_order(game_id: str) -> dict[str, Any]:
        svc = service()
        game = svc.load(game_id)
        seat = own_seat(game)
        order = read_order(svc.store, game, seat)
        if order is None:
            raise Problem(404, "no_standing_order", f"the {seat} seat has no standing order")
        return seat_order(game, seat, order)

    @blp.route("/games/<game_id>/orders", methods=["DELETE"])
    @blp.doc(operationId="deleteStandingOrder", summary="Withdraw the standing order of the caller's seat.",
             description="Every decision is then asked again. Deleting an order that does not exist is no error.")
    @blp.response(204)
    @documented(blp, *TOKEN, "not_your_seat", *GAME)
    def delete_order_route(game_id: str) -> None:
        svc = service()
        game = svc.load(game_id)
        svc.store.delete_order(game_id, own_seat(game))
