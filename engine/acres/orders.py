"""Standing orders of A Few Acres of Snow: how a seat answers raids and ambushes without being asked
(docs/standing-orders.md). Pure: the service stores the order and asks `answer` whenever a decision arises.

An order is a JSON object; every field is optional::

    {"raids": "ask" | "never" | "location_card" | "blocker_card" | "any",
     "ambushes": "ask" | "never" | "any",
     "prefer": [card ids], "spare": [card ids]}

The modes follow the blocking rules (AC-RAID-11, AC-AMBUSH-2): a raid is blocked by one card from the hand that
blocks raids (Native Americans, Rangers, Coureurs de Bois, French Militia, Fortification) or by the raided
location's own card if it is usable; an ambush only by a card that blocks ambushes (the same cards, less the
Fortifications).

- ``ask`` (the default): the order does not cover it; the seat answers by hand.
- ``never``: always ``no_block``.
- ``location_card`` (raids): block with the raided location's own card when it is in hand and usable.
- ``blocker_card`` (raids): block with a card that blocks raids, never with a location card.
- ``any``: block with any card the rules allow.

When the mode allows several cards, the first of `prefer` that is eligible blocks, else the first eligible card in
`legal_commands` order. A card listed in `spare` is never used to block. A mode that finds no eligible card
answers ``no_block`` (the only answer left).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import InvalidOrder, Json
from .data import CARDS, LOCATION_CARD
from .rules import RULES
from .state import State

RAID_MODES = ("ask", "never", "location_card", "blocker_card", "any")
AMBUSH_MODES = ("ask", "never", "any")
FIELDS = ("raids", "ambushes", "prefer", "spare")
DECISIONS = ("raid_block", "ambush_block")


def _blocks_something(card: str) -> bool:
    info = CARDS[card]
    return info.block_raid or info.block_ambush or info.kind == "location"


def order_schema() -> Json:
    """JSON Schema of this game's fields of a standing order (the API prefixes each description with the game)."""
    cards = {"type": "array", "items": {"type": "string"}}
    return {"properties": {
        "raids": {"type": "string", "enum": list(RAID_MODES),
                  "description": "how to answer a raid (raid_block). ask (default): by hand; never: no_block; "
                                 "location_card: block with the raided location's own card; blocker_card: with a "
                                 "card that blocks raids; any: with any card the rules allow. No eligible card: "
                                 "no_block."},
        "ambushes": {"type": "string", "enum": list(AMBUSH_MODES),
                     "description": "how to answer an ambush (ambush_block): ask (default), never, or any card that "
                                    "blocks ambushes."},
        "prefer": {**cards, "description": "card ids to block with first, in this order."},
        "spare": {**cards, "description": "card ids never to block with."},
    }}


def validate_order(order: Any, seat: str | None = None) -> Json:
    """The order in normalized form (every field present), or InvalidOrder naming the bad field.

    With `seat`, cards the seat can never hold (the other side's) are refused too.
    """
    if not isinstance(order, dict):
        raise InvalidOrder("a standing order is a JSON object", {"field": ""})
    unknown = sorted(set(order) - set(FIELDS))
    if unknown:
        raise InvalidOrder(f"a standing order of A Few Acres of Snow has no field {unknown[0]!r} "
                           f"(fields: {', '.join(FIELDS)})", {"field": unknown[0], "allowed": list(FIELDS)})
    prefer = _cards(order, "prefer", seat)
    spare = _cards(order, "spare", seat)
    for i, card in enumerate(spare):
        if card in prefer:
            raise InvalidOrder(f"{card} is both preferred and spared", {"field": f"spare[{i}]"})
    return {"raids": _mode(order, "raids", RAID_MODES), "ambushes": _mode(order, "ambushes", AMBUSH_MODES),
            "prefer": prefer, "spare": spare}


def _mode(order: Json, field: str, modes: tuple[str, ...]) -> str:
    value: str = order.get(field, "ask")  # any JSON value until it is found among the modes
    if value not in modes:
        raise InvalidOrder(f"{field} must be one of {', '.join(modes)}, not {value!r}",
                           {"field": field, "allowed": list(modes)})
    return value


def _cards(order: Json, field: str, seat: str | None) -> list[str]:
    value = order.get(field, [])
    if not isinstance(value, list):
        raise InvalidOrder(f"{field} must be a list of card ids", {"field": field})
    seen: list[str] = []
    for i, card in enumerate(value):
        where = f"{field}[{i}]"
        if not isinstance(card, str) or card not in CARDS:
            raise InvalidOrder(f"{where}: unknown card {card!r}", {"field": where})
        if card in seen:
            raise InvalidOrder(f"{where}: {card} is listed twice", {"field": where})
        if not _blocks_something(card):
            raise InvalidOrder(f"{where}: {CARDS[card].name} ({card}) can block neither a raid nor an ambush",
                               {"field": where})
        side = CARDS[card].side
        if seat is not None and side not in ("neutral", seat):
            raise InvalidOrder(f"{where}: {card} is a {side} card; the {seat} seat never holds it", {"field": where})
        seen.append(card)
    return seen


def decision(state: State, seat: str) -> str | None:
    """The kind of decision `seat` faces now that an order may cover (raid_block, ambush_block), else None."""
    if state.over or not state.pending:
        return None
    pending = state.pending[0]
    kind: str = pending["kind"]
    return kind if pending["seat"] == seat and kind in DECISIONS else None


def answer(state: State, seat: str, order: Json) -> Json | None:
    """The command `order` (normalized) gives for the decision `seat` faces now: always one of
    legal_commands(state, seat); None when the order does not cover it (or there is no such decision)."""
    kind = decision(state, seat)
    if kind is None:
        return None
    mode = order["raids"] if kind == "raid_block" else order["ambushes"]
    if mode == "ask":
        return None
    legal = RULES.legal_commands(state, seat)
    choice: Json = {"type": "no_block"}
    if mode != "never":
        fits = _fits(state, seat, kind, mode)
        blockers = [c["card"] for c in legal if c["type"] == "block" and fits(c["card"])
                    and c["card"] not in order["spare"]]
        preferred = [c for c in order["prefer"] if c in blockers]
        if preferred or blockers:
            choice = {"type": "block", "card": (preferred or blockers)[0]}
    return choice if choice in legal else None


def _fits(state: State, seat: str, kind: str, mode: str) -> Callable[[str], bool]:
    if kind == "raid_block" and mode == "location_card":
        own = LOCATION_CARD.get((seat, state.pending[0]["location"]))
        return lambda card: card == own
    if kind == "raid_block" and mode == "blocker_card":
        return lambda card: CARDS[card].block_raid
    return lambda card: True  # `any`: legal_commands already holds exactly the cards the rules allow


__all__ = ["AMBUSH_MODES", "FIELDS", "RAID_MODES", "answer", "decision", "order_schema", "validate_order"]
