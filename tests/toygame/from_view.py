"""Goofspiel's `position_from_view` (engine.core.Engine): a whole position that shows a seat exactly its view.

A view hides the order of the face-down prizes (GS-SETUP-2) and which card of its hand each other seat that has
bid put down (GS-BID-1); every other card is public (a seat's suit is its hand, its bid and its revealed bids).
Both are dealt uniformly: the deck is the prizes out of view in a random order, and an other seat's bid one of
its cards not yet revealed. A seat with perfect memory knows no more (a prize put back, GS-TIE-1, goes to a
random place)."""
from __future__ import annotations

import random

from engine.core import InvalidPosition, Json

from .state import PRIZES, SUITS, card, rank


def position_from_view(view: Json, rng: random.Random) -> Json:
    players, seat, n = view["players"], view["seat"], view["cards"]
    seats = [s for s in SUITS if s in players]
    shown = {view["prize"], *view["discarded"], *(c for p in players.values() for c in p["won"])}
    deck = [card(PRIZES, r) for r in range(1, n + 1) if card(PRIZES, r) not in shown]
    if len(deck) != view["deck"]:
        raise InvalidPosition("the view's deck does not fit the prizes out of view", {"path": "deck"})
    rng.shuffle(deck)
    hands, bids = {}, {}
    for s in seats:
        if s == seat:
            hands[s] = list(view["hand"])
            if view["bid"] is not None:
                bids[s] = view["bid"]
            continue
        pool = [card(s, r) for r in range(1, n + 1) if card(s, r) not in players[s]["played"]]
        if players[s]["has_bid"]:
            bids[s] = pool.pop(rng.randrange(len(pool)))
        hands[s] = sorted(pool, key=rank)
    return {**({"game": view["game"]} if "game" in view else {}), "seats": seats, "cards": n, "ties": view["ties"], "deck": deck, "prize": view["prize"], "hands": hands,
            "bids": bids, "played": {s: list(players[s]["played"]) for s in seats},
            "won": {s: list(players[s]["won"]) for s in seats}, "discarded": list(view["discarded"]),
            "round": view["round"], "result": view["result"]}
