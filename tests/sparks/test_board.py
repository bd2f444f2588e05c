"""Board geometry (FS-SETUP-8 and the adjacency the rules use everywhere) derived from tile data alone."""
import random
from types import SimpleNamespace as NS

import pytest

from engine.sparks.board import (
    LayoutError,
    Placement,
    build,
    cells,
    legal_placements,
    random_layout,
)
from engine.sparks.data import PROVISIONAL

EVEN = [[0, 1], [2, 3], [4, 5]]  # sectors east/north-east, north-west/west, south-west/south-east
ODD = [[1, 2], [3, 4], [5, 0]]


def tile(tid, join=0, mountains=()):
    return NS(id=tid, min_players=2, join=join, mountains=[list(m) for m in mountains],
              hexes=[NS(area="lake", spaces=EVEN), NS(area="forest", spaces=ODD)])


def test_spaces_of_a_hex_touch_each_other_and_the_join_edge_links_the_two_hexes():
    board = build([tile("A")], [Placement("A", 0, 0, 0)])
    adj = board.adjacency
    assert adj["A.0.0"] >= {"A.0.1", "A.0.2"} and adj["A.1.2"] >= {"A.1.0", "A.1.1"}
    # hex 1 lies east of hex 0: hex 0's east edge (space 0) meets hex 1's west edge (space 1)
    assert "A.1.1" in adj["A.0.0"]
    assert not adj["A.0.1"] & {"A.1.0", "A.1.1", "A.1.2"}
    assert all(a in adj[b] for a in adj for b in adj[a])  # symmetric


def test_rotation_turns_which_space_faces_a_neighbour():
    # turned by three sixths, A's hex 1 lies west of its hex 0, whose east edge is now local edge 3 (space 1);
    # B (unturned) to the east meets it with its west edge, local edge 3 (space 1)
    board = build([tile("A"), tile("B")], [Placement("A", 0, 0, 3), Placement("B", 1, 0, 0)])
    assert cells(board.tiles[0], board.placements[0]) == ((0, 0), (-1, 0))
    assert "A.1.1" in board.adjacency["A.0.0"]  # inside a tile, turning changes nothing
    assert board.adjacency["A.0.1"] & {"B.0.0", "B.0.1", "B.0.2"} == {"B.0.1"}


def test_spaces_touch_across_tiles():
    a, b = tile("A"), tile("B")
    board = build([a, b], [Placement("A", 0, 0, 0), Placement("B", 0, -1, 0)])  # B north-west of A
    # A's hex 0 north-west edge (2) is its space 1; B's hex 0 south-east edge (5) is its space 2
    assert "B.0.2" in board.adjacency["A.0.1"]


def test_mountains_come_from_the_tile_data():
    board = build([tile("A", mountains=[("0.0", "1.1")])], [Placement("A", 0, 0, 0)])
    assert board.crosses_mountain("A.0.0", "A.1.1") and board.crosses_mountain("A.1.1", "A.0.0")
    assert not board.crosses_mountain("A.0.0", "A.0.1")


def test_FS_SETUP_8_first_tile_in_the_middle_second_touches_it_later_ones_touch_two():
    a, b, c = tile("A"), tile("B"), tile("C")
    with pytest.raises(LayoutError, match="middle"):
        build([a], [Placement("A", 3, 3, 0)])
    with pytest.raises(LayoutError, match="must touch the first tile"):
        build([a, b], [Placement("A", 0, 0, 0), Placement("B", 4, 0, 0)])
    with pytest.raises(LayoutError, match="cover another tile"):
        build([a, b], [Placement("A", 0, 0, 0), Placement("B", 1, 0, 0)])
    two = [Placement("A", 0, 0, 0), Placement("B", 2, 0, 0)]  # B east of A, touching it
    build([a, b], two)
    with pytest.raises(LayoutError, match="at least two tiles"):
        build([a, b, c], [*two, Placement("C", -2, 0, 0)])  # touches A only
    build([a, b, c], [*two, Placement("C", 1, -1, 0)])  # above the seam: touches both


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_FS_SETUP_8_random_layouts_follow_the_rules(count):
    tiles = [tile(t, join=j) for t, j in zip("ABCDEF", [0, 1, 2, 3, 4, 5], strict=True)][:count]
    for seed in range(20):
        board = random_layout(tiles, random.Random(seed))
        build(tiles, board.placements)  # raises if any tile breaks the rules
        assert len(board.spaces) == 6 * count
    again = random_layout(tiles, random.Random(5)).placements
    assert again == random_layout(tiles, random.Random(5)).placements  # deterministic given the rng


def test_legal_placements_are_exactly_the_accepted_ones():
    a, b, c = tile("A"), tile("B", join=1), tile("C", join=2)
    placed = [Placement("A", 0, 0, 0), Placement("B", 2, 0, 0)]
    listed = set(legal_placements(c, [a, b], placed))
    for q in range(-4, 5):
        for r in range(-4, 5):
            for rot in range(6):
                p = Placement("C", q, r, rot)
                try:
                    build([a, b, c], [*placed, p])
                    accepted = True
                except LayoutError:
                    accepted = False
                assert accepted == (p in listed), p


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_FS_SETUP_7_the_provisional_tiles_lay_for_every_player_count(players):
    eligible = [t for t in PROVISIONAL.tiles if t.min_players <= players]
    count = 3 if players == 2 else players
    assert len(eligible) >= count
    for seed in range(10):
        rng = random.Random(seed)
        tiles = rng.sample(eligible, count)
        board = random_layout(tiles, rng)
        build(tiles, board.placements)
        assert sorted(board.areas.values()) == sorted(t.hexes[h].area for t in tiles for h in range(2))
        assert all(len(board.adjacency[s]) >= 2 for s in board.spaces)
