"""Game options of The First Sparks: the data pack, how the board is built and the tile pool (OQ-FS-3).

`parse_options` turns a user's options dict into a frozen `Rules`. The pack travels with the rules: the
provisional pack by name, any other pack as its full data, so a game's first event pins the values it is
played with and a replay never changes (docs/data-sparks.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from ..checks import MAX_INT, Reader, at, show
from ..core import InvalidOptions, Json
from .board import Placement
from .data import PROVISIONAL, SHIPPED, Pack, load_pack, pack_hash

TILE_POOLS = ("random", "marked_first")  # OQ-FS-3
BOARDS = ("random", "laid")
READ = Reader(InvalidOptions, key="option")
PROVISIONAL_NOTE = ("The provisional data pack's card prices, yield tables, plough bonus and tile geometry are "
                    "invented (the rule book does not print them); pass the printed values as options.pack "
                    "(format: docs/data-sparks.md).")


@dataclass(frozen=True)
class Rules:
    tile_pool: str = "random"
    board: str = "random"  # "random": a random legal layout; "laid": the players lay the tiles by command
    layout: tuple[Placement, ...] | None = None  # a given layout (FS-SETUP-8, DATA-3)
    pack_data: Json | None = None  # a pack given in full; None: the shipped pack `pack_ref`
    pack_ref: str = PROVISIONAL.hash  # the hash of a pack shipped under packs/ (pack.SHIPPED)

    @cached_property
    def pack(self) -> Pack:
        return SHIPPED[self.pack_ref] if self.pack_data is None else _load(_Frozen(self.pack_data))

    def pack_json(self) -> Json:
        """How a position records the pack: a shipped pack by name and hash, any other pack in full."""
        if self.pack_data is not None:
            return self.pack_data
        return {"name": self.pack.name, "hash": self.pack_ref}

    def to_json(self) -> Json:
        out: Json = {"tile_pool": self.tile_pool, "board": self.board, "pack": self.pack.name,
                     "pack_hash": self.pack.hash, "pack_provisional": self.pack.provisional}
        if self.layout is not None:
            out["layout"] = [p.to_json() for p in self.layout]
        return out


class _Frozen:
    """A pack dict keyed by its hash, so the loaded pack is cached across states and replays."""

    def __init__(self, data: Json):
        self.data, self.hash = data, pack_hash(data)

    def __hash__(self) -> int:
        return hash(self.hash)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Frozen) and other.hash == self.hash


@lru_cache(maxsize=32)
def _load(frozen: _Frozen) -> Pack:
    return load_pack(frozen.data)


def parse_options(options: Json | None) -> Rules:
    """Raises InvalidOptions naming the bad option (a bad pack lists every problem)."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        READ.fail("$", "options must be an object")
    unknown = sorted(set(options) - {"tile_pool", "board", "layout", "pack"})
    if unknown:
        raise InvalidOptions(f"unknown option(s): {', '.join(unknown)}", {"options": unknown})
    pool = options.get("tile_pool", "random")
    if pool not in TILE_POOLS:
        raise InvalidOptions(f"tile_pool must be one of {', '.join(TILE_POOLS)}", {"option": "tile_pool"})
    board = options.get("board", "random")
    if board not in BOARDS:
        raise InvalidOptions(f"board must be one of {', '.join(BOARDS)}", {"option": "board"})
    pack_data, pack_ref = _pack(options.get("pack"))
    layout = _layout(options["layout"]) if "layout" in options else None
    if layout is not None and board != "random":
        raise InvalidOptions("a given layout and board 'laid' exclude each other", {"option": "layout"})
    return Rules(tile_pool=pool, board=board, layout=layout, pack_data=pack_data, pack_ref=pack_ref)


def _pack(value: Any) -> tuple[Json | None, str]:
    """(the pack's data when given in full, else None; the hash of the shipped pack meant, else the provisional's)."""
    if value is None or value == "provisional":
        return None, PROVISIONAL.hash
    if isinstance(value, dict) and set(value) == {"name", "hash"}:  # a shipped pack, as positions name it
        ref = value["hash"]
        if not isinstance(ref, str) or ref not in SHIPPED:
            READ.fail("pack.hash", f"no shipped pack has the hash {show(ref)}")
        if value["name"] != SHIPPED[ref].name:
            READ.fail("pack.name", f"the shipped pack of this hash is {SHIPPED[ref].name!r}, not {show(value['name'])}")
        return None, ref
    if not isinstance(value, dict):
        READ.fail("pack", "must be 'provisional', {name, hash} of a shipped pack or a whole pack (docs/data-sparks.md)")
    try:
        frozen = _Frozen(value)
    except (ValueError, TypeError, RecursionError):  # not JSON data: an integer of over 4,300 digits, a set...
        READ.fail("pack", "must be JSON data")
    _load(frozen)  # raises PackError with every problem; a valid pack is checked once, then cached by its hash
    return (None, frozen.hash) if frozen.hash in SHIPPED else (value, PROVISIONAL.hash)


def _layout(raw: Any) -> tuple[Placement, ...]:
    READ.list(raw, "layout", low=1)
    out = []
    for i, p in enumerate(raw):
        path = at("layout", i)
        READ.obj(p, path, keys=("tile", "q", "r", "rotation"))
        out.append(Placement(READ.str(p["tile"], at(path, "tile")), READ.int(p["q"], at(path, "q"), -MAX_INT),
                             READ.int(p["r"], at(path, "r"), -MAX_INT),
                             READ.int(p["rotation"], at(path, "rotation"), 0, 5)))
    return tuple(out)


def option_schema() -> Json:
    """JSON Schema of the options, for GET /v1/games/types."""
    placement = {"type": "object", "required": ["tile", "q", "r", "rotation"], "additionalProperties": False,
                 "properties": {"tile": {"type": "string"}, "q": {"type": "integer"}, "r": {"type": "integer"},
                                "rotation": {"type": "integer", "minimum": 0, "maximum": 5}}}
    return {
        "type": "object", "additionalProperties": False,
        "description": PROVISIONAL_NOTE,
        "properties": {
            "tile_pool": {"enum": list(TILE_POOLS), "default": "random",
                          "description": "OQ-FS-3: 'random' draws the tiles among all the player count allows; "
                                         "'marked_first' always uses the marked tiles the count allows."},
            "board": {"enum": list(BOARDS), "default": "random",
                      "description": "'random': the tiles are laid at random legal places at setup; 'laid': "
                                     "the players lay them in turn order with lay_tile commands (FS-SETUP-8)."},
            "layout": {"type": "array", "items": placement,
                       "description": "A given layout, one placement per tile in laying order (checked by "
                                      "FS-SETUP-8); its tiles are the game's tiles."},
            "pack": {"description": "A data pack (docs/data-sparks.md) with the printed card and tile values, "
                                    "'provisional' (the default), or {name, hash} of a pack shipped with the "
                                    "server (how positions record it).",
                     "oneOf": [{"type": "object"}, {"enum": ["provisional"]}]},
        },
    }
