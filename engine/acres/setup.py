"""The opening of A Few Acres of Snow: the table before the first draw (AC-SETUP-1..9) and the first events of a
game, from options or from a position."""
from __future__ import annotations

import random

from ..core import InvalidOptions, Json
from .data import CARDS, CUBES, DISCS, FORTIFICATIONS, HAND_SIZE, LOCATIONS, SEATS, START_MONEY
from .flow import Ctx
from .options import Rules, parse_options
from .position import load_position
from .state import State, cards_in_play, export_position


def setup(options: Json | None, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]:
    """The first events of a game: the table (GameStarted) and, for a new game, both opening hands.

    Raises:
        InvalidOptions: bad options, or a seat count other than 2.
        InvalidPosition: `position` fails validation.
    """
    if n_seats != 2:
        raise InvalidOptions("A Few Acres of Snow is played by exactly 2 seats (british, french)")
    if position is not None:
        if options:
            raise InvalidOptions("a game started from a position takes its options from the position")
        return [{"type": "GameStarted", "position": export_position(load_position(position))}]
    state = initial_state(parse_options(options))
    ctx = Ctx(state, rng)
    for seat in SEATS:
        if seat == "french" and state.rules.french_start_card:
            ctx.request(seat, "starting_card")  # AC-VAR-13: the French draw once they have chosen
        else:
            ctx.draw(seat, HAND_SIZE, "setup")  # AC-SETUP-8
    return [{"type": "GameStarted", "position": export_position(state)}, *ctx.events]


def initial_state(rules: Rules) -> State:
    """The table before the opening hands are drawn (AC-SETUP-1..9)."""
    state = State(rules)
    _place_pieces(state)
    _lay_out_cards(state, rules)
    return state


def _place_pieces(state: State) -> None:
    """Money, the stocks of pieces and the locations each side starts with, their pieces taken from the stocks."""
    state.forts_stock = FORTIFICATIONS
    for seat in SEATS:
        state.money[seat] = START_MONEY[seat]
        state.cubes[seat] = CUBES[seat]
        state.discs[seat] = DISCS[seat]
    for lid, loc in LOCATIONS.items():
        if loc.start_owner:
            state.owner[lid] = loc.start_owner
            state.piece[lid] = loc.start_piece or "cube"
            stock = state.cubes if loc.start_piece == "cube" else state.discs
            stock[loc.start_owner] -= 1
    for lid, on in (("louisbourg", state.rules.louisbourg_fort), ("quebec", state.rules.quebec_fort)):
        if on:  # AC-VAR-1, AC-VAR-10
            state.forts.add(lid)
            state.forts_stock -= 1


def _lay_out_cards(state: State, rules: Rules) -> None:
    """The neutral display, each side's starting deck and available piles; the cards out of play set aside."""
    for cid in cards_in_play(rules):
        card = CARDS[cid]
        if card.side == "neutral":
            state.display.add(cid)
        elif card.retired_in_second_edition and rules.french_bateaux == "available":
            state.avail_empire["french"].add(cid)
        elif card.deck == "start" or (cid == "b-bateaux" and rules.british_bateaux_start):  # AC-VAR-7
            state.zones[card.side]["deck"].append(cid)
        elif card.kind == "location":
            state.avail_locations[card.side].add(cid)
        else:
            state.avail_empire[card.side].add(cid)
    state.out_of_play = set(CARDS) - set(cards_in_play(rules))
    for seat in SEATS:
        state.zones[seat]["deck"].sort()
