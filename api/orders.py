"""Standing orders (docs/standing-orders.md): a seat registers in advance how it answers some decisions, and the
service answers them the moment they arise, as logged commands of that seat.

Each game's own rules say what an order is and what it answers (`engine.orders`, the StandingOrders protocol of
engine/core.py); this module keeps the orders in the store and finds the answer that is due. The answers are
given by `Service.answer_orders` after every append (before the AI-enqueue hook) and after an order is stored,
since the decision it covers may be due already; each goes through `Service.submit` like any command. The HTTP
resource is api/http/orders.py.
"""
from __future__ import annotations

import hashlib
import hmac
import logging
from typing import Any

from engine.core import InvalidOrder, Json

from .game import Game
from .store import Store

BY_ORDER = "order"  # the `by` of a log entry a standing order gave
MAX_ANSWERS = 64  # answers in a row after one append: a bound against a bug, far above any real chain
log = logging.getLogger("tabula.orders")


def parse_order(game: Game, seat: str, order: Any) -> Json:
    """The order in its normalized form (every field of the game, defaults filled). Raises InvalidOrder."""
    return game.engine.orders.validate_order(order, seat)


def read_order(store: Store, game: Game, seat: str) -> Json | None:
    """The seat's order, normalized; None if it has none (or a stored one this server no longer accepts)."""
    try:
        stored = store.order(game.id, seat)
        return None if stored is None else parse_order(game, seat, stored)
    except (ValueError, InvalidOrder) as exc:
        log.warning("ignoring the stored standing order of %s in %s: %s", seat, game.id, exc)
        return None


def order_key(game: Game, seat: str) -> str:
    """The Idempotency-Key of the answer an order gives `seat` at the game's version: the same in every process
    (two that race append it once), and a MAC under the game's secret seed, so no client can use it first."""
    base = f"order:{seat}:{game.version}"
    return f"{base}:{hmac.new(game.meta['seed'].encode(), base.encode(), hashlib.sha256).hexdigest()[:16]}"


def due(store: Store, game: Game) -> tuple[str, Json] | None:
    """The (seat, command) a standing order gives now, if a human seat to act faces a decision its order covers.

    The pure test comes first, so a game reads the store only when a covered decision is due."""
    if game.over:
        return None
    rules = game.engine.orders
    humans = {x["seat"] for x in game.seats if x.get("kind", "human") == "human"}
    for seat in sorted(game.to_act()):
        if seat not in humans or seat in game.life.left or rules.decision(game.state, seat) is None:
            continue
        order = read_order(store, game, seat)
        command = rules.answer(game.state, seat, order) if order is not None else None
        if command is not None:
            return seat, command
    return None
