"""Finance: take money, merchant, trader, piracy (AC-MONEY, AC-MERCHANT, AC-TRADER, AC-PIRACY)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ..core import IllegalCommand
from .commands import Merchant, Piracy, SellFur, TakeMoney, Trader
from .data import CARDS
from .flow import Ctx
from .query import Query, card_name

FUR_VALUE = 2
FUR_SALE_VALUE = 1  # AC-VAR-11: a fur sold without a Trader
PIRACY_TAKE = 2


def _money_card(q: Query, card: str, rule: str) -> int:
    c = CARDS[card]
    if c.kind != "location" or c.money <= 0:
        raise IllegalCommand(rule, f"{c.name} shows no money value")
    q.require_usable(card)
    return c.money


def check_take_money(q: Query, cmd: TakeMoney) -> dict[str, Any]:
    q.require_in_hand(cmd["card"])
    return {"cards": [cmd["card"]], "amount": _money_card(q, cmd["card"], "AC-MONEY-1")}


def gen_take_money(q: Query) -> Iterator[TakeMoney]:
    for c in q.usable_hand:
        if CARDS[c].money > 0:
            yield {"type": "take_money", "card": c}


def check_merchant(q: Query, cmd: Merchant) -> dict[str, Any]:
    ship, cards = cmd["ship"], cmd["cards"]
    q.require_in_hand(ship, *cards)
    if not CARDS[ship].ship:
        raise IllegalCommand("AC-MERCHANT-1", f"the merchant's first card must show a ship; {card_name(ship)} does not")
    q.require_usable(ship)
    limit = q.rules.merchant_max
    if limit is not None and len(cards) > limit:
        raise IllegalCommand("AC-MERCHANT-1", f"a merchant plays 1 or {limit} money cards")
    amount = sum(_money_card(q, c, "AC-MERCHANT-1") for c in cards)
    return {"cards": [ship, *cards], "amount": amount}


def gen_merchant(q: Query) -> Iterator[Merchant]:
    usable = q.usable_hand
    ships = [c for c in usable if CARDS[c].ship]
    payers = sorted(c for c in usable if CARDS[c].money > 0)
    top = q.rules.merchant_max or len(payers)
    for ship in ships:
        rest = [c for c in payers if c != ship]
        for size in range(1, min(top, len(rest)) + 1):
            for combo in combinations(rest, size):
                yield {"type": "merchant", "ship": ship, "cards": list(combo)}


def check_trader(q: Query, cmd: Trader) -> dict[str, Any]:
    trader, cards = cmd["trader"], cmd["cards"]
    q.require_in_hand(trader, *cards)
    if CARDS[trader].role != "trader":
        raise IllegalCommand("AC-TRADER-1", f"{card_name(trader)} is not a Trader")
    for c in cards:
        if CARDS[c].kind != "location" or not CARDS[c].fur:
            raise IllegalCommand("AC-TRADER-1", f"{card_name(c)} shows no fur")
        q.require_usable(c)
    return {"cards": [trader, *cards], "amount": FUR_VALUE * len(cards)}


def gen_trader(q: Query) -> Iterator[Trader]:
    traders = [c for c in q.hand if CARDS[c].role == "trader"]
    furs = sorted(c for c in q.usable_hand if CARDS[c].kind == "location" and CARDS[c].fur)
    for trader in traders:
        for size in range(1, len(furs) + 1):
            for combo in combinations(furs, size):
                yield {"type": "trader", "trader": trader, "cards": list(combo)}


def check_sell_fur(q: Query, cmd: SellFur) -> None:
    """AC-VAR-11: one usable location card with a fur symbol, without a Trader."""
    card = cmd["card"]
    if not q.rules.free_fur_sale:
        raise IllegalCommand("AC-VAR-11", "selling a fur without a Trader needs the option free_fur_sale")
    q.require_in_hand(card)
    if CARDS[card].kind != "location" or not CARDS[card].fur:
        raise IllegalCommand("AC-VAR-11", f"{card_name(card)} shows no fur")
    q.require_usable(card)


def do_sell_fur(ctx: Ctx, seat: str, cmd: SellFur, plan: Any) -> None:
    ctx.emit("FurSold", seat=seat, card=cmd["card"], amount=FUR_SALE_VALUE)


def gen_sell_fur(q: Query) -> Iterator[SellFur]:
    if q.rules.free_fur_sale:
        for c in q.usable_hand:
            if CARDS[c].kind == "location" and CARDS[c].fur:
                yield {"type": "sell_fur", "card": c}


def do_money(ctx: Ctx, seat: str, cmd: TakeMoney | Merchant | Trader, plan: dict[str, Any]) -> None:
    ctx.emit("MoneyTaken", seat=seat, action=cmd["type"], **plan)


def check_piracy(q: Query, cmd: Piracy) -> dict[str, Any]:
    if q.seat != "french":
        raise IllegalCommand("AC-PIRACY-1", "only the French may commit piracy")
    louisbourg, ship = cmd["louisbourg"], cmd["ship"]
    q.require_in_hand(louisbourg, ship)
    if louisbourg != "f-louisbourg":
        raise IllegalCommand("AC-PIRACY-1", "piracy needs your Louisbourg card")
    q.require_usable(louisbourg)
    if not CARDS[ship].ship:
        raise IllegalCommand("AC-PIRACY-1", f"piracy needs a second card with a ship; {card_name(ship)} has none")
    q.require_usable(ship)
    taken = min(PIRACY_TAKE, q.state.money[q.opp])
    return {"cards": [louisbourg, ship], "from_opponent": taken, "from_bank": PIRACY_TAKE - taken}


def do_piracy(ctx: Ctx, seat: str, cmd: Piracy, plan: dict[str, Any]) -> None:
    ctx.emit("PiracyCommitted", seat=seat, **plan)


def gen_piracy(q: Query) -> Iterator[Piracy]:
    if q.seat != "french" or "f-louisbourg" not in q.hand:
        return
    for ship in q.usable_hand:
        if CARDS[ship].ship and ship != "f-louisbourg":
            yield {"type": "piracy", "louisbourg": "f-louisbourg", "ship": ship}
