"""Goofspiel's standing orders (the engine.core.StandingOrders protocol): how a seat bids without being asked.

    {"bid": "ask" | "lowest" | "highest" | "prize"}

``ask`` (the default) leaves every bid to the seat; ``lowest`` / ``highest`` bid the lowest / highest card of
the hand; ``prize`` bids the card of the prize's rank when the hand holds it, else the lowest (GS-BID-1)."""
from __future__ import annotations

from typing import Any

from engine.core import InvalidOrder, Json

from .state import State, rank

MODES = ("ask", "lowest", "highest", "prize")


def order_schema() -> Json:
    return {"type": "object", "additionalProperties": False, "properties": {
        "bid": {"type": "string", "enum": list(MODES), "default": "ask", "description": "How to bid (GS-BID-1)."}}}


def validate_order(order: Any, seat: str | None = None) -> Json:
    if not isinstance(order, dict):
        raise InvalidOrder("a standing order is a JSON object", {"field": ""})
    unknown = sorted(set(order) - {"bid"})
    if unknown:
        raise InvalidOrder(f"a standing order of Goofspiel has no field {unknown[0]!r}", {"field": unknown[0]})
    mode = order.get("bid", "ask")
    if not isinstance(mode, str) or mode not in MODES:
        raise InvalidOrder(f"bid must be one of {', '.join(MODES)}", {"field": "bid"})
    return {"bid": mode}


def decision(state: State, seat: str) -> str | None:
    return "bid" if seat in state.to_act() else None


def answer(state: State, seat: str, order: Json) -> Json | None:
    if decision(state, seat) is None or order["bid"] == "ask":
        return None
    hand = state.hands[seat]
    chosen = {"lowest": hand[0], "highest": hand[-1]}.get(order["bid"])
    if chosen is None:
        same = [c for c in hand if state.prize is not None and rank(c) == rank(state.prize)]
        chosen = (same or hand)[0]
    return {"type": "bid", "card": chosen}
