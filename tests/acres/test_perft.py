"""Perft: counts of legal commands from hand-checked positions (python-chess freezes its move generator
the same way). Depth 2 sums, over every command, the commands open to whoever acts next; draws use a
fixed rng, so the counts are exact."""
from collections import Counter

import pytest

from engine import acres

from .table import Table, rng


def opening(edition: str):
    """British turn, 2 actions, 0 money, hand New Haven, St. Mary's, Boston, the starting board."""
    return (Table(edition=edition).hand("british", "b-new-haven", "b-st-marys", "b-boston")
            .money("british", 0).state())


def by_type(state, seat):
    return Counter(c["type"] for c in acres.legal_commands(state, seat))


def perft(state, depth):
    if depth == 0 or state.over:
        return 1
    (seat,) = state.to_act()
    total = 0
    for cmd in acres.legal_commands(state, seat):
        total += perft(acres.fold(acres.decide(state, seat, cmd, rng()), state), depth - 1)
    return total


def test_perft_1_opening_second_edition_by_hand():
    # settle: Deerfield (New Haven by bateaux, St. Mary's carries, Boston settles) and Halifax (Boston by
    #   ship, New Haven carries, St. Mary's settles) = 2
    # develop: New Haven with St. Mary's or Boston, St. Mary's with Boston (Boston is a town) = 3
    # take_money: New Haven 2, Boston 3 (St. Mary's shows none) = 2
    # merchant: one ship card plus the other money card (New Haven + Boston, Boston + New Haven) = 2
    # draft at 0 money: British Trader, Bateaux, Fortification, Governor and the 5 neutral Native Americans = 9
    # discard: one card only, a second costs money = 3; pass = 1; no reserve (location cards) = 0
    # besiege Port Royal: Boston + New Haven leave St. Mary's, which has no strength = 0
    assert by_type(opening("second"), "british") == Counter(
        settle=2, develop=3, take_money=2, merchant=2, draft=9, discard=3, **{"pass": 1})


def test_perft_1_opening_first_edition_reserves_location_cards():
    counts = by_type(opening("first"), "british")
    assert counts["reserve"] == 3  # AC-RESERVE-2: any card goes to the reserve in the 1st edition
    assert sum(counts.values()) == 25


# frozen counts (depth 1 is derived by hand above; depth 2 guards the generator against drift)
@pytest.mark.parametrize("edition,expected", [("second", 383), ("first", 479)])
def test_perft_2_opening(edition, expected):
    assert perft(opening(edition), 2) == expected
