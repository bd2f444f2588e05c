"""Standing orders (docs/standing-orders.md): a seat registers in advance how it answers some decisions (A Few
Acres of Snow: raids and ambushes; The First Sparks: offered cards, and its turn to offer), and the service
answers them the moment they arise, as logged commands of that seat.

- Routes: PUT / GET / DELETE /v1/games/{id}/orders, each for the caller's own seat only (the token names it).
- Storage: ``<prefix>:{<game>}:orders``, a hash seat -> the normalized order (JSON), deleted with the game.
- `answer_pending`: Service.submit runs it after every append (before the AI-enqueue hook), and PUT after
  storing an order, since the decision it covers may be due already. The game's rules (engine/*/orders.py)
  say what an order answers; each answer goes through Service.submit like any command.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
from types import ModuleType
from typing import Any

from flask import request

from engine.acres import orders as acres_orders
from engine.core import EngineError, InvalidOrder
from engine.sparks import orders as sparks_orders

from . import bounds
from . import schemas as s
from .errors import Problem
from .routes import ERRORS, blp, caller, service
from .service import BadRequest, Game, Service
from .store import Store, VersionConflict

RULES: dict[str, ModuleType] = {"acres": acres_orders, "sparks": sparks_orders}
BY_ORDER = "order"  # the `by` of a log entry a standing order gave
MAX_ANSWERS = 64  # answers in a row after one append: a bound against a bug, far above any real chain
log = logging.getLogger("tabula.orders")


# -- storage ----------------------------------------------------------------------------------------
def orders_key(store: Store, game_id: str) -> str:
    return store.key(game_id, "orders")


def read_order(store: Store, game: Game, seat: str) -> dict[str, Any] | None:
    """The seat's order, normalized; None if it has none (or a stored one this server no longer accepts)."""
    raw = store.r.hget(orders_key(store, game.id), seat)
    if raw is None:
        return None
    try:
        return RULES[game.meta["type"]].validate_order(json.loads(raw), seat)
    except (ValueError, InvalidOrder) as exc:
        log.warning("ignoring the stored standing order of %s in %s: %s", seat, game.id, exc)
        return None


def write_order(store: Store, game_id: str, seat: str, order: dict[str, Any]) -> None:
    store.r.hset(orders_key(store, game_id), seat, json.dumps(order))


def delete_order(store: Store, game_id: str, seat: str) -> bool:
    return bool(store.r.hdel(orders_key(store, game_id), seat))


# -- answering --------------------------------------------------------------------------------------
def order_key(game: Game, seat: str) -> str:
    """The Idempotency-Key of the answer an order gives `seat` at the game's version: the same in every process
    (two that race append it once), and a MAC under the game's secret seed, so no client can use it first."""
    base = f"order:{seat}:{game.version}"
    return f"{base}:{hmac.new(game.meta['seed'].encode(), base.encode(), hashlib.sha256).hexdigest()[:16]}"


def due(store: Store, game: Game) -> tuple[str, dict[str, Any]] | None:
    """The (seat, command) a standing order gives now, if a human seat to act faces a decision its order covers.

    The pure test comes first, so a game reads Redis only when a covered decision is due."""
    rules = RULES.get(game.meta["type"])
    if rules is None or game.over:
        return None
    humans = {x["seat"] for x in game.seats if x.get("kind", "human") == "human"}
    for seat in sorted(game.engine.to_act(game.state)):
        if seat not in humans or rules.decision(game.state, seat) is None:
            continue
        order = read_order(store, game, seat)
        command = rules.answer(game.state, seat, order) if order is not None else None
        if command is not None:
            return seat, command
    return None


def answer_pending(svc: Service, game: Game) -> Game:
    """Answer, one command at a time, every decision the orders of the seats to act cover; the game after.

    A writer that wins a race against an answer runs this itself after its own append, so on a version
    conflict it is enough to reload and look once more. Anything else that stops an answer (it cannot happen
    unless an engine's `answer` is wrong) is logged and leaves the decision to the seat.
    """
    conflicts = 0
    for _ in range(MAX_ANSWERS):
        found = due(svc.store, game)
        if found is None:
            break
        seat, command = found
        try:
            done = svc.submit(game.id, seat, command, game.version, order_key(game, seat), game=game, by=BY_ORDER,
                              follow=False)
        except VersionConflict:
            conflicts += 1
            game = svc.load(game.id)
            if conflicts > 1:
                break
            continue
        except (EngineError, BadRequest) as exc:
            log.error("the standing order of %s in %s gave %r at version %s: %s", seat, game.id, command,
                      game.version, exc)
            break
        game = done.game if done.game is not None else svc.load(game.id)
    return game


# -- routes -----------------------------------------------------------------------------------------
ORDER_ERRORS = {
    400: "Not a standing order of this game (code: invalid_order; details.field names the field, e.g. want[1]), "
         "or a body that is not a JSON object.",
    401: ERRORS[401],
    403: "The owner token opens no seat (code: not_your_seat).",
    404: "No such game (code: game_not_found), or no standing order for this seat (code: no_standing_order).",
    409: "The game is over (code: game_over).",
    503: ERRORS[503],
}


def _documented(*statuses: int):
    return blp.doc(responses={str(status): {"description": ORDER_ERRORS[status],
                                            "content": {"application/problem+json": {"schema": s.ProblemSchema}}}
                              for status in statuses})


def own_seat(game: Game) -> str:
    """The caller's seat: an order is read and written only with that seat's token."""
    seat = caller(game)
    if seat is None:
        raise Problem(401, "unauthorized", "a standing order belongs to a seat: send that seat's token",
                      headers={"WWW-Authenticate": "Bearer"})
    if seat == "owner":
        raise Problem(403, "not_your_seat", "the owner token opens no seat; send a seat's token")
    return seat


def parse_order(game: Game, seat: str, body: Any) -> dict[str, Any]:
    try:
        return RULES[game.meta["type"]].validate_order(body, seat)
    except InvalidOrder as exc:
        raise Problem(400, "invalid_order", exc.message, details=exc.details) from None


def seat_order(game: Game, seat: str, order: dict[str, Any]) -> dict[str, Any]:
    return {"game_id": game.id, "seat": seat, "version": game.version, "order": order}


DESCRIPTION = """The order replaces any earlier one. Each game has its own fields (docs/standing-orders.md):

- acres: `raids` (ask | never | location_card | blocker_card | any), `ambushes` (ask | never | any),
  `prefer` and `spare` (card ids);
- sparks: `want` and `refuse` (card numbers 1-41), `otherwise` (ask | refuse | want), `auto_pass` (boolean).

From now on, whenever your seat faces a decision the order covers, the service answers it at once with a
command of your seat, logged like any other (its log entry has `by: "order"`). A decision that is due already
is answered before this response, whose `version` then counts the answers. Only your seat's token reads or
changes its order."""


@blp.route("/games/<game_id>/orders", methods=["PUT"])
@blp.doc(operationId="putStandingOrder", summary="Register the standing order of the caller's seat.",
         description=DESCRIPTION,
         requestBody={"required": True, "content": {"application/json": {"schema": s.StandingOrder}}})
@blp.response(200, s.SeatStandingOrder)
@_documented(400, 401, 403, 404, 409, 503)
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
    order = parse_order(game, seat, body)
    if game.over:
        raise Problem(409, "game_over", "the game is over: no decision is left to answer")
    write_order(svc.store, game_id, seat, order)
    after = svc.answer_orders(game)
    if after.version != game.version:
        svc.on_append(after)
    return seat_order(after, seat, order)


@blp.route("/games/<game_id>/orders", methods=["GET"])
@blp.doc(operationId="getStandingOrder", summary="The standing order of the caller's seat (never another's).")
@blp.response(200, s.SeatStandingOrder)
@_documented(401, 403, 404, 503)
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
@_documented(401, 403, 404, 503)
def delete_order_route(game_id: str) -> None:
    svc = service()
    game = svc.load(game_id)
    delete_order(svc.store, game_id, own_seat(game))
