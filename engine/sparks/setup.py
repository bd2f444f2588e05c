"""The opening of The First Sparks: the table after setup and the first event of a game (FS-SETUP-1..11,
FS-2P-1..6, FS-6P-1/2). The rule book's facts by player count are in data.py; here is what setup draws.

The deck has no order anywhere: like every draw in Tabula, the card that comes up is chosen when it is
drawn and recorded in an event. What the rules fix about the order is kept as facts: the cards forced on
top (#15 with 6 players) and the reshuffle card, which is always the last card of the deck.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import InvalidOptions, Json
from .board import Placement, build, random_layout
from .data import (
    HARVEST_START,
    PLAYERS,
    REMOVED_UNSEEN,
    SIX_PLAYER_TOP,
    START_FOOD,
    TWO_PLAYER_REMOVED,
    Pack,
    herbs_for,
    initial_market,
    tile_count,
)
from .options import TILE_POOLS, Rules, parse_options
from .position import load_position
from .state import NEUTRAL, SEAT_NAMES, State, export_position


def setup(options: Json | None, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]:
    """The first event of a game: the table after setup (GameStarted), with every chance outcome of setup.

    Raises:
        InvalidOptions: bad options (a bad data pack lists every problem), or 2-6 seats not given.
        InvalidPosition: `position` fails validation.
    """
    if n_seats not in PLAYERS:
        raise InvalidOptions(f"The First Sparks is played by 2 to 6 seats, not {n_seats}")
    if position is not None:
        if options:
            raise InvalidOptions("a game started from a position takes its options from the position")
        state = load_position(position)
        if state.players != n_seats:
            raise InvalidOptions(f"the position has {state.players} seats, not {n_seats}")
        return [{"type": "GameStarted", "position": export_position(state)}]
    state = initial_state(parse_options(options), n_seats, rng)
    return [{"type": "GameStarted", "position": export_position(state)}]


def initial_state(rules: Rules, n: int, rng: random.Random) -> State:
    """The table after setup (FS-SETUP-1..11, FS-2P-1..6, FS-6P-1/2), before the placement round."""
    seats = list(SEAT_NAMES[:n])
    state = State(rules, seats)
    pack = rules.pack
    if rules.layout is not None:
        state.placements = given_layout(rules.layout, pack, n)
    else:
        tiles = choose_tiles(pack.tiles, n, rng, rules.tile_pool)
        if rules.board == "random":
            state.placements = list(random_layout(tiles, rng).placements)
        else:
            state.tiles_to_lay = [t.id for t in tiles]
    herbs = herbs_for(n)
    rng.shuffle(herbs)
    state.herbs = dict(zip(seats, herbs, strict=True))
    state.order = sorted(seats, key=lambda s: -state.herbs[s])  # FS-SETUP-4
    state.food = {s: START_FOOD for s in seats}
    state.cards = {s: [state.herbs[s]] for s in seats}
    state.clans = {s: [] for s in seats}
    if n == 2:
        state.clans[NEUTRAL] = []
    state.harvest = dict(HARVEST_START)
    market = initial_market(n)
    state.market = [*market.current, *market.future]
    deck = initial_deck(n, rng)
    state.deck_top, state.deck = list(deck.top), set(deck.cards)
    state.boxed = sorted(set(TWO_PLAYER_REMOVED) & deck.boxed) if n == 2 else []
    state.unseen = set(deck.boxed) - set(state.boxed)
    if state.tiles_to_lay:
        state.phase = "lay_tiles"
        state.queue = [state.order[0], *state.order] if n == 2 else list(state.order)  # FS-2P-2
    elif n == 2:
        state.phase, state.queue = "place_neutral", [state.order[1]]
    else:
        state.phase, state.queue = "place_first", list(reversed(state.order))
    return state


def given_layout(layout: tuple[Placement, ...], pack: Pack, players: int) -> list[Placement]:
    """The layout option's placements, checked: its tiles are the game's (FS-SETUP-7) and it obeys FS-SETUP-8."""
    by_id = {t.id: t for t in pack.tiles}
    found = [by_id.get(p.tile) for p in layout]
    tiles = [t for t in found if t is not None and t.min_players <= players]
    if len(tiles) != len(found) or len(tiles) != tile_count(players) or len({p.tile for p in layout}) != len(tiles):
        bad = [p.tile for p, t in zip(layout, found, strict=True) if t is None or t.min_players > players]
        raise InvalidOptions(f"layout: {tile_count(players)} different tiles the player count allows are needed "
                             f"(bad: {', '.join(bad) or 'count'})", {"option": "layout"})
    return list(build(tiles, layout).placements)


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
