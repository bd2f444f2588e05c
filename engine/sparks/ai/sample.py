"""Determinization for the First Sparks bots: a full state drawn from one seat's information set.

Hidden at the table (views.py): the middle of the deck and the cards removed face down (FS-SETUP-11), the
face-down tiles after the next one (FS-SETUP-7), and a Fire owner's food (FS-KNOW-1).

- Cards: which cards lie in the deck *or* among the removed ones is public (every card 7-41 that is not in
  the market, a hand, the box, on top of or under the deck), and so are both counts. The sample pools those
  cards and deals them again. The deck middle has no order (a draw picks a card when it happens), so the
  split is all there is to draw. Cards of the opening market (and, with 6 players, #15) were never among
  the cards removed at setup, so they always go back into the deck. A card put under the deck and later
  shuffled back in (FS-BUREAU-8) is known to be in the deck too, but the state no longer says which one it
  was. The sample treats it like any unseen card. This gives the seat less than perfect memory, never more.
- Tiles: the next tile is public, and so are the tiles laid. The face-down ones are drawn again from the
  tiles the pool rule (OQ-FS-3) could have chosen.
- A Fire owner's food is kept. Every change of a clan's food is in a public event: MemberPlaced.cost,
  CardBought.price/bonus, FoodSpoiled.amount, Hunted.takes, Fed.paid and Expanded.cost (the tests rebuild
  each clan's food from redacted events). The game starts at 7 food for all (FS-SETUP-2). So a seat with
  perfect memory knows that food, as a player keeping count at the table would. One case is an exception: a
  game started from a position whose Fire owner's food was hidden in the first view.
"""
from __future__ import annotations

import random

from ..data import SIX_PLAYER_TOP, TWO_PLAYER_REMOVED, initial_market, tile_count
from ..state import State


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A state of `seat`'s information set; `state` is not changed. Canonical: the pools are sorted before
    they are shuffled, so any two states that look the same to `seat` give the same sample for one rng."""
    new = state.copy()
    _deal_hidden_cards(new, rng)
    _deal_hidden_tiles(new, rng)
    return new


def could_be_removed(players: int) -> frozenset[int]:
    """The cards that setup may have removed face down (FS-SETUP-11, FS-2P-3/5, FS-6P-1)."""
    market = initial_market(players)
    cards = set(range(7, 42)) - set(market.current) - set(market.future)
    if players == 2:
        cards -= set(TWO_PLAYER_REMOVED)
    if players == 6:
        cards.discard(SIX_PLAYER_TOP)
    return frozenset(cards)


def _deal_hidden_cards(state: State, rng: random.Random) -> None:
    removed = len(state.unseen)
    if not removed:
        return  # 5 and 6 players, and any game without removed cards: the deck is known as a set
    pool = sorted(state.deck | state.unseen)
    candidates = [c for c in pool if c in could_be_removed(state.players)]
    rng.shuffle(candidates)
    state.unseen = set(candidates[:removed])
    state.deck = set(pool) - state.unseen


def _deal_hidden_tiles(state: State, rng: random.Random) -> None:
    hidden = len(state.tiles_to_lay) - 1
    if hidden <= 0:
        return
    known = {p.tile for p in state.placements} | {state.tiles_to_lay[0]}
    eligible = [t for t in state.pack.tiles if t.min_players <= state.players and t.id not in known]
    if state.rules.tile_pool == "marked_first":  # the marked tiles are always in the game (OQ-FS-3)
        chosen = sorted(t.id for t in eligible if t.min_players > 2)
        unmarked = sorted(t.id for t in eligible if t.min_players == 2)
    else:
        chosen, unmarked = [], sorted(t.id for t in eligible)
    assert len(known) + hidden == tile_count(state.players)
    chosen += rng.sample(unmarked, hidden - len(chosen))
    rng.shuffle(chosen)
    state.tiles_to_lay = [state.tiles_to_lay[0], *chosen]
