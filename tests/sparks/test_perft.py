"""Perft: counts of legal commands, and of leaf positions N commands deep, from fixed positions of 2-, 4- and
6-player games (python-chess freezes its move generator the same way). Every command is decided with the same
fixed rng, so draws are fixed and the counts exact. Depth 1 is derived by hand where the rules make it short;
deeper counts are frozen to guard the generator against drift.

The positions start from tests/sparks/table.py's fixed layouts (18, 24 and 36 spaces for 2, 4 and 6 players),
are played on with the first legal command, and are changed through their position, which load_position
checks, so each is a table the engine could reach.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine import sparks
from engine.sparks.position import export_position, load_position
from engine.sparks.state import State

from .table import auto, table

COUNTS = (2, 4, 6)


def rng() -> random.Random:
    return random.Random(0)


def perft(state: State, depth: int) -> int:
    if depth == 0 or state.over:
        return 1
    (seat,) = sparks.to_act(state)
    return sum(perft(sparks.fold(sparks.decide(state, seat, cmd, rng()), state), depth - 1)
               for cmd in sparks.legal_commands(state, seat))


def by_type(state: State) -> Counter[str]:
    (seat,) = sparks.to_act(state)
    return Counter(c["type"] for c in sparks.legal_commands(state, seat))


def reposition(state: State, give: dict[str, list[int]] | None = None, **fields: Any) -> State:
    """`state` with position fields replaced and cards moved to a seat (from the market, deck or box)."""
    p = export_position(state)
    p.update(fields)
    for seat, cards in (give or {}).items():
        cards = [c for c in cards if c not in p["cards"][seat]]
        for card in cards:
            for pile in (p["market"], p["deck"]["cards"], p["boxed"], p["unseen"]):
                if card in pile:
                    pile.remove(card)
        p["cards"][seat] = sorted(p["cards"][seat] + cards)
    return load_position(p)


def passing(state: State, seat: str, legal: list[dict], rng: random.Random) -> dict:
    return {"type": "pass_buying"} if {"type": "pass_buying"} in legal else legal[0]


def placement(players: int) -> State:
    return table(players)


def second_member(players: int) -> State:
    return auto(table(players), until=lambda s: s.phase == "place_second")


def buying(players: int) -> State:
    """Round 1, phase 1, every seat with 12 food."""
    state = auto(table(players), until=lambda s: s.phase == "buy")
    return reposition(state, food={seat: 12 for seat in state.seats})


def hunting(players: int) -> State:
    """Phase 2 of round 1, where every seat passed in phase 1; the first hunter holds the berry tools #7 and
    #13 and the fishing tool #8 besides his Herbs, the second the fishing tool #14 and the bear tool #16."""
    state = auto(buying(players), policy=passing, until=lambda s: s.phase == "hunt")
    return reposition(state, give={state.queue[0]: [7, 8, 13], state.queue[1]: [14, 16]})


def expanding(players: int) -> State:
    """Phase 3; the first seat to expand has 10 food."""
    state = auto(table(players), until=lambda s: s.phase == "expand")
    return reposition(state, food={**state.food, state.queue[0]: 10})


# -- depth 1, by hand ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,spaces", [(2, 18), (4, 24), (6, 36)])
def test_FS_PLACE_2_perft_1_a_first_member_may_go_on_any_space(players, spaces):
    # 2 players: the second player places the neutral's first member first (FS-2P-7)
    assert by_type(placement(players)) == Counter(place_member=spaces)


@pytest.mark.parametrize("players,spaces", [(2, 18), (4, 24), (6, 36)])
def test_FS_PLACE_3_perft_2_and_3_each_first_member_closes_its_hunting_area(players, spaces):
    # a hex has 3 spaces: each first member placed takes its area's 3 spaces away from the next placers
    assert perft(placement(players), 2) == spaces * (spaces - 3)
    if players == 2:
        assert perft(placement(players), 3) == spaces * (spaces - 3) * (spaces - 6)


def test_FS_TECH_3_perft_1_offer_a_current_card_or_pass():
    # 12 food buys any current card: 3 current cards with 2 players (FS-2P-4), 4 otherwise (FS-TECH-11)
    assert by_type(buying(2)) == Counter(offer_card=3, pass_buying=1)
    assert by_type(buying(4)) == Counter(offer_card=4, pass_buying=1)
    assert by_type(buying(6)) == Counter(offer_card=4, pass_buying=1)


@pytest.mark.parametrize("players", COUNTS)
def test_FS_HUNT_7_perft_1_every_subset_and_every_order_within_a_food(players):
    # tools #7 and #13 (berries) and #8 (fish); Herbs give without being named (FS-HUNT-3):
    # all three: 2 orders of the berry tools; two: {7, 13} in 2 orders, {7, 8}, {13, 8}; one: 3; none: 1
    assert by_type(hunting(players)) == Counter(hunt=2 + 2 + 1 + 1 + 3 + 1)
    # the second hunter's #14 (fish) and #16 (bear) hunt different foods, so one order each: both, either, none
    assert perft(hunting(players), 2) == 10 * 4


# -- frozen counts ---------------------------------------------------------------------------------------------
FROZEN = {  # (position, players): (depth, leaves)
    ("second_member", 2): (3, 48),
    ("second_member", 4): (3, 64),
    ("second_member", 6): (3, 100),
    ("buying", 2): (4, 50),
    ("buying", 4): (4, 61),
    ("buying", 6): (4, 61),
    ("hunting", 2): (3, 120),
    ("hunting", 4): (3, 40),
    ("hunting", 6): (3, 40),
    ("expanding", 2): (3, 125),
    ("expanding", 4): (3, 77),
    ("expanding", 6): (3, 85),
}


def frozen(name: str, players: int, position: Any) -> None:
    depth, leaves = FROZEN[(name, players)]
    assert perft(position(players), depth) == leaves


@pytest.mark.parametrize("players", COUNTS)
def test_FS_PLACE_4_perft_second_members(players):
    frozen("second_member", players, second_member)


@pytest.mark.parametrize("players", COUNTS)
def test_FS_TECH_5_perft_offers_and_answers(players):
    frozen("buying", players, buying)


@pytest.mark.parametrize("players", COUNTS)
def test_FS_HUNT_1_perft_hunts_in_reverse_turn_order(players):
    frozen("hunting", players, hunting)


@pytest.mark.parametrize("players", COUNTS)
def test_FS_EXPAND_2_perft_expansions(players):
    frozen("expanding", players, expanding)
