"""Setting up The First Sparks: which tiles, which Herbs cards, the market and the deck, by player count
(FS-SETUP-3, FS-SETUP-7, FS-SETUP-10, FS-SETUP-11, FS-2P-2..5, FS-6P-1..2).

The deck has no order anywhere: like every draw in Tabula, the card that comes up is chosen when it is
drawn and recorded in an event. What the rules fix about the order is kept as facts: the cards forced on
top (#15 with 6 players) and the reshuffle card, which is always the last card of the deck.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import InvalidOptions

PLAYERS = range(2, 7)
REMOVED_UNSEEN = {2: 2, 3: 6, 4: 3, 5: 0, 6: 0}  # FS-SETUP-11 and FS-2P-5: cards boxed face down
TWO_PLAYER_REMOVED = (10, 11, 15, 20, 24, 26, 33, 39)  # FS-2P-3
SIX_PLAYER_TOP = 15  # FS-6P-1
HARVEST_START = {"berries": 4, "fish": 2, "bear": 3, "mammoth": 2}  # FS-SETUP-6 (field crops are unlimited)
START_FOOD = 7  # FS-SETUP-2
TILE_POOLS = ("random", "marked_first")  # OQ-FS-3


@dataclass(frozen=True)
class Market:
    current: tuple[int, ...]
    future: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.current) + len(self.future)


def tile_count(players: int) -> int:
    """FS-SETUP-7: one tile per player; three with two players (FS-2P-2)."""
    return 3 if players == 2 else players


def choose_tiles(tiles: Sequence[Any], players: int, rng: random.Random, pool: str = "random") -> list[Any]:
    """The tiles of this game, in the order they are laid (FS-SETUP-7).

    `pool` settles OQ-FS-3: "random" draws among every tile the player count allows; "marked_first" always
    uses the marked tiles the count allows and fills up with unmarked ones.
    """
    if players not in PLAYERS:
        raise InvalidOptions(f"The First Sparks is played by 2 to 6 players, not {players}")
    if pool not in TILE_POOLS:
        raise InvalidOptions(f"tile_pool must be one of {', '.join(TILE_POOLS)}", {"option": "tile_pool"})
    eligible = sorted((t for t in tiles if t.min_players <= players), key=lambda t: t.id)
    count = tile_count(players)
    if pool == "random":
        return rng.sample(eligible, count)
    marked = [t for t in eligible if t.min_players > 2]
    unmarked = [t for t in eligible if t.min_players == 2]
    chosen = marked + rng.sample(unmarked, count - len(marked))
    rng.shuffle(chosen)  # the chosen tiles are shuffled face down and drawn in turn
    return chosen


def herbs_for(players: int) -> list[int]:
    """FS-SETUP-3 / FS-2P-1: the Herbs cards 1..N dealt to the players."""
    return list(range(1, max(players, 2) + 1))


def initial_market(players: int) -> Market:
    """FS-SETUP-10; FS-2P-4: six cards, 3 current and 3 future, with two players."""
    if players == 2:
        return Market((7, 8, 9), (12, 13, 14))
    return Market((7, 8, 9, 10), (11, 12, 13, 14))


@dataclass(frozen=True)
class Deck:
    """The draw deck as facts: its cards (no order), the cards known to lie on top, in order, and whether
    the reshuffle card lies at the bottom; `boxed` are the cards removed unseen."""

    cards: frozenset[int]
    top: tuple[int, ...]
    reshuffle_at_bottom: bool
    boxed: frozenset[int]


def initial_deck(players: int, rng: random.Random) -> Deck:
    """FS-SETUP-11, FS-2P-3/5, FS-6P-1: the deck after the market is laid out."""
    market = initial_market(players)
    rest = set(range(7, 42)) - set(market.current) - set(market.future)
    boxed: set[int] = set()
    if players == 2:
        boxed |= set(TWO_PLAYER_REMOVED) & rest
        rest -= boxed
    top: tuple[int, ...] = ()
    if players == 6:
        rest.discard(SIX_PLAYER_TOP)
        top = (SIX_PLAYER_TOP,)
    unseen = set(rng.sample(sorted(rest), REMOVED_UNSEEN[players]))
    return Deck(frozenset(rest - unseen), top, True, frozenset(boxed | unseen))
