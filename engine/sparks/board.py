"""The board of The First Sparks: landscape tiles laid on a hex grid, and everything derived from that
geometry alone (which spaces touch, which borders are mountains, which spaces surround a hunting area).

Coordinates are axial, pointy-top. Edge (and direction) k of a hex faces DIRECTIONS[k]: 0 east, 1 north-east,
2 north-west, 3 west, 4 south-west, 5 south-east. A tile is two hexes; its hex 1 lies across edge `join` of
its hex 0. A placement puts hex 0 at (q, r) and turns the tile by `rotation` sixths (counter-clockwise), so a
tile-local edge k becomes the board edge (k + rotation) % 6. Each hex is one hunting area split into three
spaces; a space owns two neighbouring edges of its hex. Two spaces touch when they share a hex (the three
sectors meet at the centre) or when they own the two sides of one edge between neighbouring hexes.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol

from ..core import InvalidOptions

DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class HexSpec(Protocol):
    area: str
    spaces: Sequence[Sequence[int]]


class TileSpec(Protocol):
    id: str
    min_players: int
    hexes: Sequence[HexSpec]
    join: int
    mountains: Iterable[Iterable[str]]


@dataclass(frozen=True)
class Placement:
    tile: str
    q: int
    r: int
    rotation: int

    def to_json(self) -> dict[str, Any]:
        return {"tile": self.tile, "q": self.q, "r": self.r, "rotation": self.rotation}


def cells(tile: TileSpec, p: Placement) -> tuple[tuple[int, int], tuple[int, int]]:
    """The board hexes of a placed tile: hex 0, then hex 1."""
    dq, dr = DIRECTIONS[(tile.join + p.rotation) % 6]
    return (p.q, p.r), (p.q + dq, p.r + dr)


def neighbours(cell: tuple[int, int]) -> list[tuple[int, int]]:
    return [(cell[0] + dq, cell[1] + dr) for dq, dr in DIRECTIONS]


class LayoutError(InvalidOptions):
    """A layout that breaks the placement rules (FS-SETUP-8)."""


@dataclass(frozen=True)
class Board:
    """Tiles placed on the grid, with the spaces and areas derived from them. Space ids are
    ``<tile>.<hex>.<space>`` (e.g. ``A.1.2``), area ids ``<tile>.<hex>``."""

    tiles: tuple[Any, ...]  # TileSpec, in placement order
    placements: tuple[Placement, ...]

    @cached_property
    def _by_cell(self) -> dict[tuple[int, int], tuple[Any, Placement, int]]:
        out = {}
        for tile, p in zip(self.tiles, self.placements, strict=True):
            for h, cell in enumerate(cells(tile, p)):
                out[cell] = (tile, p, h)
        return out

    @cached_property
    def areas(self) -> dict[str, str]:
        """Hunting area id -> area type (berry_bush, lake, forest, valley)."""
        return {f"{t.id}.{h}": t.hexes[h].area for t in self.tiles for h in range(2)}

    @cached_property
    def spaces(self) -> tuple[str, ...]:
        return tuple(f"{t.id}.{h}.{s}" for t in self.tiles for h in range(2) for s in range(len(t.hexes[h].spaces)))

    def area_of(self, space: str) -> str:
        return space.rsplit(".", 1)[0]

    @cached_property
    def adjacency(self) -> dict[str, frozenset[str]]:
        adj: dict[str, set[str]] = {s: set() for s in self.spaces}
        for area in self.areas:  # the three sectors of a hex meet at its centre
            own = [s for s in self.spaces if self.area_of(s) == area]
            for s in own:
                adj[s].update(x for x in own if x != s)
        for cell, (tile, p, h) in self._by_cell.items():
            for k, nb in enumerate(neighbours(cell)):
                if nb in self._by_cell:
                    other_tile, other_p, other_h = self._by_cell[nb]
                    a = self._owner(tile, p, h, k)
                    b = self._owner(other_tile, other_p, other_h, (k + 3) % 6)
                    adj[a].add(b)
                    adj[b].add(a)
        return {s: frozenset(n) for s, n in adj.items()}

    @staticmethod
    def _owner(tile: Any, p: Placement, h: int, board_edge: int) -> str:
        """The space of hex `h` of a placed tile that owns the given board edge."""
        local = (board_edge - p.rotation) % 6
        for s, edges in enumerate(tile.hexes[h].spaces):
            if local in edges:
                return f"{tile.id}.{h}.{s}"
        raise ValueError(f"tile {tile.id} hex {h}: no space owns edge {local}")

    @cached_property
    def mountains(self) -> frozenset[frozenset[str]]:
        """Pairs of touching spaces a mountain separates (crossing one costs more, FS-EXPAND-6)."""
        out = set()
        for tile in self.tiles:
            for pair in tile.mountains:
                out.add(frozenset(f"{tile.id}.{local}" for local in pair))
        return frozenset(out)

    @cached_property
    def _mountain_pairs(self) -> frozenset[tuple[str, str]]:
        return frozenset((a, b) for pair in self.mountains for a in pair for b in pair if a != b)

    def crosses_mountain(self, a: str, b: str) -> bool:
        return (a, b) in self._mountain_pairs

    @cached_property
    def plain_adjacency(self) -> dict[str, frozenset[str]]:
        """Each space's neighbours across no mountain."""
        return {s: frozenset(nb for nb in around if not self.crosses_mountain(s, nb))
                for s, around in self.adjacency.items()}

    @cached_property
    def mountain_spaces(self) -> frozenset[str]:
        """The spaces with a mountain on one of their borders."""
        return frozenset(s for s, around in self.adjacency.items() if self.plain_adjacency[s] != around)

    @cached_property
    def space_set(self) -> frozenset[str]:
        return frozenset(self.spaces)

    def to_json(self) -> list[dict[str, Any]]:
        return [p.to_json() for p in self.placements]


# -- laying the tiles (FS-SETUP-8) ------------------------------------------------------------------
def _touching(tile: Any, p: Placement, placed: dict[tuple[int, int], str]) -> set[str]:
    """The already placed tiles that share an edge with `tile` at `p`."""
    own = set(cells(tile, p))
    return {placed[nb] for cell in own for nb in neighbours(cell) if nb in placed and nb not in own}


def placement_problem(tile: Any, p: Placement, tiles: Sequence[Any], placements: Sequence[Placement]) -> str | None:
    """Why `tile` may not go at `p` after `placements` (None when it may)."""
    if not 0 <= p.rotation < 6:
        return "rotation must be 0-5"
    placed = {cell: t.id for t, q in zip(tiles, placements, strict=True) for cell in cells(t, q)}
    if any(cell in placed for cell in cells(tile, p)):
        return f"tile {tile.id} would cover another tile"
    if not placements:
        return None if (p.q, p.r) == (0, 0) else "the first tile goes in the middle, at q=0, r=0"
    touching = _touching(tile, p, placed)
    need = 1 if len(placements) == 1 else 2
    if len(touching) < need:
        return (f"tile {tile.id} must touch {'the first tile' if need == 1 else 'at least two tiles'} along an edge "
                f"(it touches {len(touching)})")
    return None


def legal_placements(tile: Any, tiles: Sequence[Any], placements: Sequence[Placement]) -> list[Placement]:
    """Every placement of `tile` the rules allow next (the first tile: at the origin, any rotation)."""
    if not placements:
        return [Placement(tile.id, 0, 0, rot) for rot in range(6)]
    placed = {cell for t, q in zip(tiles, placements, strict=True) for cell in cells(t, q)}
    frontier = sorted({nb for cell in placed for nb in neighbours(cell) if nb not in placed})
    out = []
    for q, r in frontier:
        for rot in range(6):
            for anchor in ((q, r), _anchor_for_hex1(tile, q, r, rot)):
                p = Placement(tile.id, anchor[0], anchor[1], rot)
                if p not in out and placement_problem(tile, p, tiles, placements) is None:
                    out.append(p)
    return out


def _anchor_for_hex1(tile: Any, q: int, r: int, rot: int) -> tuple[int, int]:
    """Where hex 0 must be for hex 1 to land on (q, r)."""
    dq, dr = DIRECTIONS[(tile.join + rot) % 6]
    return q - dq, r - dr


def build(tiles: Sequence[Any], placements: Sequence[Placement]) -> Board:
    """A board from a given layout, checked against the placement rules.

    Raises:
        LayoutError: naming every misplaced tile.
    """
    problems = []
    for i, (tile, p) in enumerate(zip(tiles, placements, strict=True)):
        if p.tile != tile.id:
            problems.append(f"layout[{i}]: names tile {p.tile}, expected {tile.id}")
            continue
        why = placement_problem(tile, p, tiles[:i], placements[:i])
        if why:
            problems.append(f"layout[{i}]: {why}")
    if problems:
        raise LayoutError("; ".join(problems), {"problems": problems})
    return Board(tuple(tiles), tuple(placements))


def random_layout(tiles: Sequence[Any], rng: random.Random) -> Board:
    """Lay `tiles` in the given order, each at a uniformly chosen legal placement (FS-SETUP-8)."""
    placements: list[Placement] = []
    for i, tile in enumerate(tiles):
        options = legal_placements(tile, tiles[:i], placements)
        placements.append(rng.choice(options))
    return Board(tuple(tiles), tuple(placements))
