"""Standing orders of The First Sparks: which offered cards a seat wants or refuses, and whether it passes
instead of offering, without being asked (docs/standing-orders.md). Pure: the service stores the order and
asks `answer` whenever a decision arises.

An order is a JSON object; every field is optional::

    {"want": [card numbers], "refuse": [card numbers], "otherwise": "ask" | "refuse" | "want",
     "auto_pass": true | false}

- When a card is offered to the seat (FS-TECH-5): a card in `want` is answered ``want_card``, one in `refuse`
  ``decline_card``; any other card as `otherwise` says (``ask``, the default: the seat answers by hand).
  A wanted card the seat cannot pay for at that moment (a Fire owner is asked all the same, OQ-FS-9) is
  declined: the order never sends an illegal command.
- `auto_pass`: whenever the seat would offer a card (FS-TECH-2), it sends ``pass_buying`` instead (FS-TECH-4).

Cards are numbered 1 to 41. Nothing else (the 2-player keep-or-box choice, the tool limit) is covered.
"""
from __future__ import annotations

from typing import Any

from ..core import InvalidOrder, Json
from .rules import RULES
from .state import State

FIELDS = ("want", "refuse", "otherwise", "auto_pass")
OTHERWISE = ("ask", "refuse", "want")
CARD_NUMBERS = range(1, 42)


def order_schema() -> Json:
    """JSON Schema of this game's fields of a standing order (the API prefixes each description with the game)."""
    card = {"type": "integer", "minimum": 1, "maximum": 41}
    return {"properties": {
        "want": {"type": "array", "items": dict(card),
                 "description": "card numbers to answer want_card when offered (declined if you cannot pay then)."},
        "refuse": {"type": "array", "items": dict(card),
                   "description": "card numbers to answer decline_card when offered."},
        "otherwise": {"type": "string", "enum": list(OTHERWISE),
                      "description": "the answer to an offered card in neither list (default ask: by hand)."},
        "auto_pass": {"type": "boolean",
                      "description": "send pass_buying whenever your seat would offer a card (default false)."},
    }}


def validate_order(order: Any, seat: str | None = None) -> Json:
    """The order in normalized form (every field present), or InvalidOrder naming the bad field."""
    if not isinstance(order, dict):
        raise InvalidOrder("a standing order is a JSON object", {"field": ""})
    unknown = sorted(set(order) - set(FIELDS))
    if unknown:
        raise InvalidOrder(f"a standing order of The First Sparks has no field {unknown[0]!r} "
                           f"(fields: {', '.join(FIELDS)})", {"field": unknown[0], "allowed": list(FIELDS)})
    want = _cards(order, "want")
    refuse = _cards(order, "refuse")
    for i, card in enumerate(refuse):
        if card in want:
            raise InvalidOrder(f"card {card} is both wanted and refused", {"field": f"refuse[{i}]"})
    otherwise = order.get("otherwise", "ask")
    if otherwise not in OTHERWISE:
        raise InvalidOrder(f"otherwise must be one of {', '.join(OTHERWISE)}, not {otherwise!r}",
                           {"field": "otherwise", "allowed": list(OTHERWISE)})
    auto_pass = order.get("auto_pass", False)
    if not isinstance(auto_pass, bool):
        raise InvalidOrder(f"auto_pass must be true or false, not {auto_pass!r}", {"field": "auto_pass"})
    return {"want": want, "refuse": refuse, "otherwise": otherwise, "auto_pass": auto_pass}


def _cards(order: Json, field: str) -> list[int]:
    value = order.get(field, [])
    if not isinstance(value, list):
        raise InvalidOrder(f"{field} must be a list of card numbers", {"field": field})
    seen: list[int] = []
    for i, card in enumerate(value):
        where = f"{field}[{i}]"
        if isinstance(card, bool) or not isinstance(card, int) or card not in CARD_NUMBERS:
            raise InvalidOrder(f"{where}: there is no card {card!r} (cards are numbered 1 to 41)", {"field": where})
        if card in seen:
            raise InvalidOrder(f"{where}: card {card} is listed twice", {"field": where})
        seen.append(card)
    return seen


def decision(state: State, seat: str) -> str | None:
    """The decision `seat` faces now that an order may cover: ``offer`` (a card is offered to it), ``offerer``
    (it is to offer a card or pass), else None."""
    if state.over or state.pending or state.phase != "buy":
        return None
    if state.offer is not None:
        asked = state.offer["asked"]
        return "offer" if asked and asked[0] == seat else None
    return "offerer" if state.offerer == seat else None


def answer(state: State, seat: str, order: Json) -> Json | None:
    """The command `order` (normalized) gives for the decision `seat` faces now: always one of
    legal_commands(state, seat); None when the order does not cover it (or there is no such decision)."""
    kind = decision(state, seat)
    if kind == "offerer":
        choice: Json | None = {"type": "pass_buying"} if order["auto_pass"] else None
    elif kind == "offer" and state.offer is not None:
        card = state.offer["card"]
        wish = "want" if card in order["want"] else "refuse" if card in order["refuse"] else order["otherwise"]
        choice = None if wish == "ask" else {"type": "want_card" if wish == "want" else "decline_card"}
    else:
        return None
    if choice is None:
        return None
    legal = RULES.legal_commands(state, seat)
    if choice not in legal and choice["type"] == "want_card":
        choice = {"type": "decline_card"}  # cannot pay for it now (FS-TECH-7, OQ-FS-9)
    return choice if choice in legal else None


__all__ = ["FIELDS", "OTHERWISE", "answer", "decision", "order_schema", "validate_order"]
