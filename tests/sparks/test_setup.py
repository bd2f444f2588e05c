"""Setting up by player count (FS-SETUP, FS-2P, FS-6P)."""
import random

import pytest

from engine.core import InvalidOptions
from engine.sparks.data import PROVISIONAL, REMOVED_UNSEEN, TWO_PLAYER_REMOVED, herbs_for, initial_market
from engine.sparks.setup import choose_tiles, initial_deck


@pytest.mark.parametrize("players,count", [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_FS_SETUP_7_one_tile_per_player_and_marked_tiles_only_from_their_count(players, count):
    for seed in range(30):
        tiles = choose_tiles(PROVISIONAL.tiles, players, random.Random(seed))
        assert len(tiles) == count == len({t.id for t in tiles})
        assert all(t.min_players <= players for t in tiles)


def test_FS_SETUP_7_marked_first_pool_always_uses_the_marked_tiles():
    for players in (4, 5, 6):
        tiles = choose_tiles(PROVISIONAL.tiles, players, random.Random(1), pool="marked_first")
        assert sum(t.min_players > 2 for t in tiles) == (1 if players == 4 else 2)
    with pytest.raises(InvalidOptions):
        choose_tiles(PROVISIONAL.tiles, 4, random.Random(1), pool="everything")
    with pytest.raises(InvalidOptions):
        choose_tiles(PROVISIONAL.tiles, 7, random.Random(1))


def test_FS_SETUP_3_herbs_one_to_n():
    assert herbs_for(3) == [1, 2, 3] and herbs_for(6) == [1, 2, 3, 4, 5, 6] and herbs_for(2) == [1, 2]


def test_FS_SETUP_10_market_current_7_to_10_future_11_to_14():
    assert initial_market(4).current == (7, 8, 9, 10) and initial_market(4).future == (11, 12, 13, 14)


def test_FS_2P_4_six_card_market():
    market = initial_market(2)
    assert market.current == (7, 8, 9) and market.future == (12, 13, 14) and market.size == 6


@pytest.mark.parametrize("players", [3, 4, 5])
def test_FS_SETUP_11_cards_removed_unseen_by_player_count(players):
    deck = initial_deck(players, random.Random(players))
    assert len(deck.boxed) == REMOVED_UNSEEN[players]
    assert len(deck.cards) == 27 - REMOVED_UNSEEN[players] and deck.reshuffle_at_bottom and deck.top == ()
    assert deck.cards.isdisjoint(deck.boxed) and min(deck.cards | deck.boxed) == 15


def test_FS_2P_3_and_FS_2P_5_two_player_deck():
    deck = initial_deck(2, random.Random(1))
    named = set(TWO_PLAYER_REMOVED)  # 10 and 11 are not in the six-card market, so they go to the box too
    assert named <= deck.boxed and len(deck.boxed - named) == 2  # and two more at random
    assert deck.cards.isdisjoint(deck.boxed)
    assert len(deck.cards) == 35 - 6 - 8 - 2  # 7-41, less the market, the named cards and the two random ones


def test_FS_6P_1_card_15_on_top_nothing_removed():
    deck = initial_deck(6, random.Random(1))
    assert deck.top == (15,) and 15 not in deck.cards and not deck.boxed and len(deck.cards) == 26
