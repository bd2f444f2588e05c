"""The facts of the physical game: what the rule book prints about setting up by player count, and the data
packs with the values printed only on the cards and tiles (format: docs/data-sparks.md).

The prices and yield tables of cards 7-41 and the geometry of the six landscape tiles are printed only on
the physical components. A pack supplies them. `load_pack` checks a pack against the format and against
every fact of the game that the rule book does state, and lists every problem it finds with its JSON path.
The project ships one pack, `provisional`, whose invented values are marked as such entry by entry.
"""
from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeGuard

from ..core import InvalidOptions

FORMAT = 1
NUMBERS = range(1, 42)  # 1-6 herbs, 7-41 technology cards; the reshuffle card has no number and is implicit
HERBS = range(1, 7)
KINDS = ("herbs", "tool", "field", "knowledge")
TOOL_FOODS = ("berries", "fish", "bear", "mammoth")
KNOWLEDGE = ("fire", "plough", "transport_sled", "language", "intelligence")
KNOWLEDGE_CARDS = {9: "fire", 15: "fire", 18: "plough", 21: "transport_sled", 24: "language", 26: "language",
                   28: "intelligence"}
AREA_FOOD = {"berry_bush": "berries", "lake": "fish", "forest": "bear", "valley": "mammoth"}
AREA_TOTALS = {"berry_bush": 4, "lake": 3, "forest": 3, "valley": 2}  # one per food-supply tile
TILES_BY_MIN_PLAYERS = {2: 4, 4: 1, 5: 1}  # 4 unmarked tiles, one marked 4-6, one marked 5-6

# -- setup by player count (FS-SETUP-2/3/6/7/10/11, FS-2P-1..5, FS-6P-1) ---------------------------------------
PLAYERS = range(2, 7)
REMOVED_UNSEEN = {2: 2, 3: 6, 4: 3, 5: 0, 6: 0}  # FS-SETUP-11 and FS-2P-5: cards boxed face down
TWO_PLAYER_REMOVED = (10, 11, 15, 20, 24, 26, 33, 39)  # FS-2P-3
SIX_PLAYER_TOP = 15  # FS-6P-1
HARVEST_START = {"berries": 4, "fish": 2, "bear": 3, "mammoth": 2}  # FS-SETUP-6 (field crops are unlimited)
START_FOOD = 7  # FS-SETUP-2


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


def herbs_for(players: int) -> list[int]:
    """FS-SETUP-3 / FS-2P-1: the Herbs cards 1..N dealt to the players."""
    return list(range(1, max(players, 2) + 1))


def initial_market(players: int) -> Market:
    """FS-SETUP-10; FS-2P-4: six cards, 3 current and 3 future, with two players."""
    if players == 2:
        return Market((7, 8, 9), (12, 13, 14))
    return Market((7, 8, 9, 10), (11, 12, 13, 14))


# -- data packs ---------------------------------------------------------------------------------------------
TOP_FIELDS = {"format", "name", "description", "provisional", "cards", "knowledge", "tiles"}
TOP_REQUIRED = ("format", "name", "cards", "knowledge", "tiles")
CARD_FIELDS = {"herbs": ("food", "price", "yield"), "tool": ("food", "price", "yield"),
               "field": ("food", "price", "yield"), "knowledge": ("knowledge", "price")}  # besides number and kind
TILE_FIELDS = ("id", "min_players", "hexes", "join", "mountains")
HEX_FIELDS = ("area", "spaces")
PLOUGH_FIELDS = ("bonus_per_field",)

Obj = dict[str, Any]  # a JSON object
_PROVISIONAL_PATH = Path(__file__).parent / "packs" / "provisional.json"


class PackError(InvalidOptions):
    """A data pack that breaks the format or a known fact; `problems` lists every one, each with its path."""

    def __init__(self, problems: list[str]):
        super().__init__(f"invalid data pack ({len(problems)} problems): " + "; ".join(problems),
                         {"problems": list(problems)})
        self.problems = list(problems)


# -- the loaded pack ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Card:
    number: int
    kind: str  # herbs | tool | field | knowledge
    food: str | None  # "field" for herbs and fields, the hunted food for tools, None for knowledge
    price: int
    yield_fixed: int | None  # herbs and fields
    yield_table: tuple[tuple[int, int], ...] | None  # tools: (min tokens + bonus, tokens taken), mins ascending
    knowledge: str | None
    provisional: frozenset[str]


@dataclass(frozen=True)
class Hex:
    area: str
    spaces: tuple[tuple[int, int], ...]  # the two hex edges each of the 3 spaces owns

    def space_of_edge(self, edge: int) -> int:
        """Index of the space that owns `edge` (0-5)."""
        return next(i for i, edges in enumerate(self.spaces) if edge in edges)


@dataclass(frozen=True)
class Tile:
    id: str
    min_players: int
    hexes: tuple[Hex, Hex]
    join: int  # hex 1 lies across this edge of hex 0
    mountains: frozenset[frozenset[str]]  # pairs of local space ids "<hex>.<space>"
    provisional: frozenset[str]


@dataclass(frozen=True)
class Pack:
    name: str
    description: str
    provisional: bool
    hash: str
    cards: tuple[Card, ...]  # ordered by number: cards[n - 1] is card n
    tiles: tuple[Tile, ...]
    plough_bonus: int  # extra field crops per field card for the owner of the plough
    plough_provisional: frozenset[str]

    def card(self, number: int) -> Card:
        return self.cards[number - 1]

    def __hash__(self) -> int:  # the content hash names the pack: caches keyed by a pack stay cheap
        return hash(self.hash)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pack) and other.hash == self.hash


def pack_hash(data: Any) -> str:
    """sha256 of the canonical JSON of a pack: the same for any key order or spacing."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def yield_for(card: Card, tokens_plus_bonus: int) -> int:
    """Tokens a card takes when `tokens_plus_bonus` (real tokens + virtual bonus) lie on its harvest space:
    the fixed yield of herbs and fields, else the take of the last table row whose min is at most that count.
    It is not capped by the real tokens: the caller takes min(yield, real tokens) (FS-HUNT-4).

    Raises:
        ValueError: a knowledge card, or a negative count.
    """
    if card.yield_fixed is not None:
        return card.yield_fixed
    if card.yield_table is None:
        raise ValueError(f"card {card.number} has no yield")
    if tokens_plus_bonus < 0:
        raise ValueError(f"negative token count {tokens_plus_bonus}")
    return _table_take(card.yield_table, tokens_plus_bonus)


def _table_take(table: Any, n: int) -> int:
    return int([take for low, take in table if low <= n][-1])


def load_pack(data: Any) -> Pack:
    """Validate a pack (a JSON-ready dict) and return it as immutable values.

    Raises:
        PackError: with every problem found, each naming its JSON path.
    """
    problems = validate(data)
    if problems:
        raise PackError(problems)
    return _build(data)


def provisional_data() -> dict[str, Any]:
    """The raw provisional pack, a fresh copy the caller may change."""
    return copy.deepcopy(_PROVISIONAL_RAW)


# -- validation --------------------------------------------------------------------------------------------
class _Problems(list[str]):
    def add(self, path: str, message: str) -> None:
        self.append(f"{path}: {message}")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_area(value: Any) -> bool:
    return isinstance(value, str) and value in AREA_FOOD


def _is_min_players(value: Any) -> bool:
    return _is_int(value) and value in TILES_BY_MIN_PLAYERS


def validate(data: Any) -> list[str]:
    """Every problem of a pack, as "<json path>: <what is wrong>"; empty when the pack is valid."""
    out = _Problems()
    if not isinstance(data, dict):
        out.add("$", "a pack must be a JSON object")
        return out
    _check_top(data, out)
    if isinstance(data.get("cards"), list):
        _check_cards(data["cards"], out)
    if isinstance(data.get("knowledge"), dict):
        _check_knowledge(data["knowledge"], out)
    if isinstance(data.get("tiles"), list):
        _check_tiles(data["tiles"], out)
    _check_provisional_flag(data, out)
    return out


def _check_fields(path: str, entry: Obj, required: tuple[str, ...], out: _Problems,
                  optional: tuple[str, ...] = ("provisional",)) -> None:
    """Missing required fields and unknown fields of one entry (a JSON object)."""
    prefix = f"{path}." if path else ""
    for name in required:
        if name not in entry:
            out.add(prefix + name, "missing")
    for name in sorted(set(entry) - set(required) - set(optional), key=str):
        out.add(prefix + str(name), "unknown field")


def _check_top(data: Obj, out: _Problems) -> None:
    _check_fields("", data, TOP_REQUIRED, out, optional=("description", "provisional"))
    if "format" in data and not (_is_int(data["format"]) and data["format"] == FORMAT):
        out.add("format", f"must be {FORMAT}")
    if "name" in data and not (isinstance(data["name"], str) and data["name"]):
        out.add("name", "must be a non-empty string")
    if not isinstance(data.get("description", ""), str):
        out.add("description", "must be a string")
    if not isinstance(data.get("provisional", False), bool):
        out.add("provisional", "must be true or false")
    for name, kind in (("cards", list), ("knowledge", dict), ("tiles", list)):
        if name in data and not isinstance(data[name], kind):
            out.add(name, f"must be a JSON {'array' if kind is list else 'object'}")


def _check_marks(path: str, entry: Obj, fields: tuple[str, ...], out: _Problems) -> None:
    """An entry's "provisional" list names fields of that entry, each once."""
    marks = entry.get("provisional", [])
    if not isinstance(marks, list) or not all(isinstance(m, str) for m in marks):
        out.add(f"{path}.provisional", "must be a list of field names")
        return
    for mark in sorted({m for m in marks if m not in fields or m not in entry}):
        out.add(f"{path}.provisional", f"'{mark}' is not a field of this entry")
    if len(set(marks)) != len(marks):
        out.add(f"{path}.provisional", "names a field twice")


def _has_marks(entry: Any) -> bool:
    return isinstance(entry, dict) and bool(entry.get("provisional"))


def _check_provisional_flag(data: Obj, out: _Problems) -> None:
    entries = [*_list(data.get("cards")), *_list(data.get("tiles"))]
    knowledge = data.get("knowledge")
    if isinstance(knowledge, dict):
        entries.append(knowledge.get("plough"))
    if any(_has_marks(e) for e in entries) and data.get("provisional") is not True:
        out.add("provisional", "must be true: some entries mark values as provisional")


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


# -- cards --
def _check_cards(cards: list[Any], out: _Problems) -> None:
    seen: dict[int, int] = {}
    for i, card in enumerate(cards):
        path = f"cards[{i}]"
        if not isinstance(card, dict):
            out.add(path, "must be a JSON object")
            continue
        _check_card(path, card, out)
        number = card.get("number")
        if _is_int(number) and number in NUMBERS:
            if number in seen:
                out.add(f"{path}.number", f"card {number} appears twice (also cards[{seen[number]}])")
            seen.setdefault(number, i)
    for number in NUMBERS:
        if number not in seen:
            out.add("cards", f"card {number} is missing")


def _check_card(path: str, card: Obj, out: _Problems) -> None:
    number, kind = card.get("number"), card.get("kind")
    if not (_is_int(number) and number in NUMBERS):
        out.add(f"{path}.number", "missing" if "number" not in card else "must be a whole number from 1 to 41")
        number = None
    if kind not in KINDS:
        out.add(f"{path}.kind", "missing" if "kind" not in card else f"must be one of {', '.join(KINDS)}")
        return
    _check_fields(path, card, CARD_FIELDS[kind], out, optional=("number", "kind", "provisional"))
    _check_marks(path, card, ("kind", *CARD_FIELDS[kind]), out)
    _check_price(path, card, out)
    _KIND_CHECKS[kind](path, card, out)
    if number is not None:
        _check_card_facts(path, number, card, out)


def _check_price(path: str, card: Obj, out: _Problems) -> None:
    if "price" in card and not (_is_int(card["price"]) and card["price"] >= 0):
        out.add(f"{path}.price", "must be a whole number of food, 0 or more")


def _check_herbs(path: str, card: Obj, out: _Problems) -> None:
    if "food" in card and card["food"] != "field":
        out.add(f"{path}.food", "herbs give field crops: must be \"field\"")
    if "price" in card and card["price"] != 0:
        out.add(f"{path}.price", "herbs are starting cards: must be 0")
    if "yield" in card and not (card["yield"] == {"fixed": 1} and _is_int(card["yield"]["fixed"])):
        out.add(f"{path}.yield", "herbs give 1 field crop: must be {\"fixed\": 1}")


def _check_tool(path: str, card: Obj, out: _Problems) -> None:
    if "food" in card and card["food"] not in TOOL_FOODS:
        out.add(f"{path}.food", f"a tool hunts one of {', '.join(TOOL_FOODS)}")
    if "yield" in card:
        _check_yield(f"{path}.yield", card["yield"], "table", out)


def _check_field(path: str, card: Obj, out: _Problems) -> None:
    if "food" in card and card["food"] != "field":
        out.add(f"{path}.food", "a field card gives field crops: must be \"field\"")
    if "yield" in card:
        _check_yield(f"{path}.yield", card["yield"], "fixed", out)


def _check_knowledge_card(path: str, card: Obj, out: _Problems) -> None:
    if "knowledge" in card and card["knowledge"] not in KNOWLEDGE:
        out.add(f"{path}.knowledge", f"must be one of {', '.join(KNOWLEDGE)}")


_KIND_CHECKS = {"herbs": _check_herbs, "tool": _check_tool, "field": _check_field,
                "knowledge": _check_knowledge_card}


def _check_yield(path: str, value: Any, shape: str, out: _Problems) -> None:
    if not (isinstance(value, dict) and list(value) == [shape]):
        out.add(path, f"must be {{\"{shape}\": ...}}")
    elif shape == "fixed":
        if not (_is_int(value["fixed"]) and value["fixed"] >= 1):
            out.add(f"{path}.fixed", "must be a whole number of field crops, 1 or more")
    else:
        _check_table(f"{path}.table", value["table"], out)


def _valid_rows(table: Any) -> bool:
    return isinstance(table, list) and bool(table) and all(
        isinstance(row, list) and len(row) == 2 and all(_is_int(x) and x >= 0 for x in row) for row in table)


def _check_table(path: str, table: Any, out: _Problems) -> None:
    """[[min, take], ...]: mins ascend strictly from 0, takes never fall, the last take is at least 1."""
    if not _valid_rows(table):
        out.add(path, "must be a non-empty list of [min, take] pairs of whole numbers, 0 or more")
        return
    mins, takes = [row[0] for row in table], [row[1] for row in table]
    if mins[0] != 0 or any(a >= b for a, b in pairwise(mins)):
        out.add(path, "mins must ascend from 0")
    if any(a > b for a, b in pairwise(takes)):
        out.add(path, "takes must not fall as the tokens grow")
    if takes[-1] < 1:
        out.add(path, "the last row must take at least 1")


def _table_of(card: Obj) -> list[Any] | None:
    """The card's yield table when it is well formed, else None (its problems are reported elsewhere)."""
    value = card.get("yield")
    if isinstance(value, dict) and list(value) == ["table"] and _valid_rows(value["table"]):
        table: list[Any] = value["table"]
        return table if table[0][0] == 0 else None
    return None


def _check_card_facts(path: str, number: int, card: Obj, out: _Problems) -> None:
    """What the rule book says about card `number` (FS-CARD-1, the knowledge cards, #22 and #33)."""
    kind = card["kind"]
    if (number in HERBS) != (kind == "herbs"):
        out.add(f"{path}.kind", f"card {number} " + ("is a herbs card" if number in HERBS else
                                                       "cannot be herbs: herbs are cards 1-6"))
    elif number in KNOWLEDGE_CARDS and (kind, card.get("knowledge")) != ("knowledge", KNOWLEDGE_CARDS[number]):
        out.add(f"{path}.kind", f"card {number} is the knowledge card {KNOWLEDGE_CARDS[number]}")
    elif number not in KNOWLEDGE_CARDS and kind == "knowledge":
        out.add(f"{path}.kind", f"card {number} is a tool or field: the knowledge cards are "
                                f"{', '.join(map(str, KNOWLEDGE_CARDS))}")
    if number in _KNOWN_TOOLS:
        _check_known_tool(path, number, card, out)


# What the rule book states about two numbered tools: the food, and (tokens + bonus, least take, most take).
# #22: a basket that takes 2 with 5 berries on the space (the 2-player example, SC-FS-11);
# #33: the mammoth spear, 2 at 4 with the bonus, less than 2 at 3 (the virtual-token example, SC-FS-8).
_KNOWN_TOOLS = {22: ("berries", ((5, 2, 2),)), 33: ("mammoth", ((3, 0, 1), (4, 2, 2)))}


def _check_known_tool(path: str, number: int, card: Obj, out: _Problems) -> None:
    food, rows = _KNOWN_TOOLS[number]
    if (card["kind"], card.get("food")) != ("tool", food):
        out.add(path, f"card {number} is a {food} tool")
        return
    table = _table_of(card)
    if table is None:
        return
    for n, least, most in rows:
        got = _table_take(table, n)
        if not least <= got <= most:
            want = str(least) if least == most else f"at most {most}"
            out.add(f"{path}.yield.table", f"card {number} takes {want} at {n} tokens, not {got}")


# -- knowledge --
def _check_knowledge(section: Obj, out: _Problems) -> None:
    _check_fields("knowledge", section, ("plough",), out, optional=())
    plough = section.get("plough")
    if "plough" in section and not isinstance(plough, dict):
        out.add("knowledge.plough", "must be a JSON object")
    elif isinstance(plough, dict):
        _check_fields("knowledge.plough", plough, PLOUGH_FIELDS, out)
        _check_marks("knowledge.plough", plough, PLOUGH_FIELDS, out)
        bonus = plough.get("bonus_per_field")
        if "bonus_per_field" in plough and not (_is_int(bonus) and bonus >= 1):
            out.add("knowledge.plough.bonus_per_field", "must be a whole number of field crops, 1 or more")


# -- tiles --
def _check_tiles(tiles: list[Any], out: _Problems) -> None:
    if len(tiles) != 6:
        out.add("tiles", f"the game has 6 landscape tiles, not {len(tiles)}")
    for i, tile in enumerate(tiles):
        if isinstance(tile, dict):
            _check_tile(f"tiles[{i}]", tile, out)
        else:
            out.add(f"tiles[{i}]", "must be a JSON object")
    good = [t for t in tiles if isinstance(t, dict)]
    _check_tile_ids(good, out)
    _check_availability(good, out)
    _check_area_totals(good, out)


def _check_tile(path: str, tile: Obj, out: _Problems) -> None:
    _check_fields(path, tile, TILE_FIELDS, out)
    _check_marks(path, tile, TILE_FIELDS, out)
    if "id" in tile and not (isinstance(tile["id"], str) and tile["id"]):
        out.add(f"{path}.id", "must be a non-empty string")
    if "min_players" in tile and not _is_min_players(tile["min_players"]):
        out.add(f"{path}.min_players", "must be 2 (unmarked tile), 4 (marked 4-6) or 5 (marked 5-6)")
    if "join" in tile and not (_is_int(tile["join"]) and 0 <= tile["join"] <= 5):
        out.add(f"{path}.join", "must be a hex edge, 0-5")
    hexes = tile.get("hexes")
    if "hexes" in tile and not (isinstance(hexes, list) and len(hexes) == 2):
        out.add(f"{path}.hexes", "a tile has exactly 2 hexes")
    elif isinstance(hexes, list):
        _check_hexes(f"{path}.hexes", hexes, out)
    if "mountains" in tile:
        _check_mountains(path, tile, out)


def _check_hexes(path: str, hexes: list[Any], out: _Problems) -> None:
    for i, hex_ in enumerate(hexes):
        if isinstance(hex_, dict):
            _check_hex(f"{path}[{i}]", hex_, out)
        else:
            out.add(f"{path}[{i}]", "must be a JSON object")
    areas = [h.get("area") for h in hexes if isinstance(h, dict)]
    if len(areas) == 2 and areas[0] == areas[1] and _is_area(areas[0]):
        out.add(path, f"the two hunting areas of a tile differ: both are {areas[0]}")


def _check_hex(path: str, hex_: Obj, out: _Problems) -> None:
    _check_fields(path, hex_, HEX_FIELDS, out, optional=())
    if "area" in hex_ and not _is_area(hex_["area"]):
        out.add(f"{path}.area", f"must be one of {', '.join(AREA_FOOD)}")
    if "spaces" in hex_:
        _check_spaces(f"{path}.spaces", hex_["spaces"], out)


def _is_edge(value: Any) -> bool:
    return _is_int(value) and 0 <= value <= 5


def _check_spaces(path: str, spaces: Any, out: _Problems) -> None:
    """Three spaces, each owning two neighbouring hex edges; together they own each edge once."""
    if not (isinstance(spaces, list) and len(spaces) == 3):
        out.add(path, "a hunting area has exactly 3 spaces")
        return
    edges: list[int] = []
    for i, pair in enumerate(spaces):
        if not (isinstance(pair, list) and len(pair) == 2 and all(_is_edge(e) for e in pair)):
            out.add(f"{path}[{i}]", "must be a pair of hex edges, 0-5")
            continue
        if (pair[1] - pair[0]) % 6 not in (1, 5):
            out.add(f"{path}[{i}]", f"edges {pair[0]} and {pair[1]} are not neighbours")
        edges.extend(pair)
    if len(edges) == 6 and sorted(edges) != list(range(6)):
        out.add(path, "the 3 spaces must own each of the edges 0-5 exactly once")


def _well_formed_geometry(tile: Obj) -> bool:
    """True when hexes and join are valid, so space adjacency on the tile can be worked out."""
    problems = _Problems()
    hexes = tile.get("hexes")
    if not (isinstance(hexes, list) and len(hexes) == 2 and all(isinstance(h, dict) for h in hexes)):
        return False
    for h in hexes:
        _check_spaces("", h.get("spaces"), problems)
    return not problems and _is_edge(tile.get("join"))


SpaceId = tuple[int, int]  # (hex 0-1, space 0-2)


def _space_id(value: Any) -> SpaceId | None:
    if isinstance(value, str) and len(value) == 3 and value[0] in "01" and value[1] == "." and value[2] in "012":
        return int(value[0]), int(value[2])
    return None


def _mountain_ends(pair: Any) -> tuple[SpaceId, SpaceId] | None:
    if not (isinstance(pair, list) and len(pair) == 2):
        return None
    a, b = _space_id(pair[0]), _space_id(pair[1])
    return (a, b) if a and b else None


def _check_mountains(path: str, tile: Obj, out: _Problems) -> None:
    mountains = tile["mountains"]
    if not isinstance(mountains, list):
        out.add(f"{path}.mountains", "must be a list of pairs of space ids")
        return
    geometry = _well_formed_geometry(tile)
    seen: set[frozenset[str]] = set()
    for i, pair in enumerate(mountains):
        mpath, ends = f"{path}.mountains[{i}]", _mountain_ends(pair)
        if ends is None:
            out.add(mpath, "must be a pair of space ids \"<hex 0-1>.<space 0-2>\"")
            continue
        key = frozenset(pair)
        if len(key) == 1:
            out.add(mpath, "the two spaces are the same")
        elif key in seen:
            out.add(mpath, "repeats another mountain")
        elif geometry and not _adjacent_on_tile(tile, *ends):
            out.add(mpath, f"{pair[0]} and {pair[1]} are not adjacent on the tile")
        seen.add(key)


def _adjacent_on_tile(tile: Obj, a: SpaceId, b: SpaceId) -> bool:
    """Spaces of one hex all touch; across the hexes only the two that own the join edge touch."""
    if a[0] == b[0]:
        return a[1] != b[1]
    join, hexes = tile["join"], tile["hexes"]
    facing = {(0, _owner(hexes[0]["spaces"], join)), (1, _owner(hexes[1]["spaces"], (join + 3) % 6))}
    return {a, b} == facing


def _owner(spaces: list[Any], edge: int) -> int:
    return next(i for i, pair in enumerate(spaces) if edge in pair)


def _check_tile_ids(tiles: list[Obj], out: _Problems) -> None:
    ids: list[str] = [t["id"] for t in tiles if isinstance(t.get("id"), str)]
    for tile_id in sorted({i for i in ids if ids.count(i) > 1}):
        out.add("tiles", f"tile id {tile_id!r} is used twice")


def _check_availability(tiles: list[Obj], out: _Problems) -> None:
    counts = [t.get("min_players") for t in tiles]
    if len(tiles) == 6 and all(_is_min_players(c) for c in counts):
        for players, want in TILES_BY_MIN_PLAYERS.items():
            if counts.count(players) != want:
                out.add("tiles", f"{counts.count(players)} tiles have min_players {players}, the game has {want}")


def _check_area_totals(tiles: list[Obj], out: _Problems) -> None:
    areas = [h.get("area") for t in tiles for h in _list(t.get("hexes")) if isinstance(h, dict)]
    if len(tiles) != 6 or len(areas) != 12 or not all(_is_area(a) for a in areas):
        return
    for area, want in AREA_TOTALS.items():
        if areas.count(area) != want:
            out.add("tiles", f"{areas.count(area)} {area} areas over the 6 tiles, the game has {want}")


# -- building the immutable pack ---------------------------------------------------------------------------
def _build(data: Obj) -> Pack:
    plough = data["knowledge"]["plough"]
    return Pack(
        name=data["name"], description=data.get("description", ""), provisional=data.get("provisional", False),
        hash=pack_hash(data),
        cards=tuple(sorted((_build_card(c) for c in data["cards"]), key=lambda c: c.number)),
        tiles=tuple(_build_tile(t) for t in data["tiles"]),
        plough_bonus=plough["bonus_per_field"], plough_provisional=frozenset(plough.get("provisional", [])),
    )


def _build_card(raw: Obj) -> Card:
    value = raw.get("yield", {})
    table = value.get("table")
    return Card(
        number=raw["number"], kind=raw["kind"], food=raw.get("food"), price=raw["price"],
        yield_fixed=value.get("fixed"), yield_table=tuple((low, take) for low, take in table) if table else None,
        knowledge=raw.get("knowledge"), provisional=frozenset(raw.get("provisional", [])),
    )


def _build_tile(raw: Obj) -> Tile:
    hexes = tuple(Hex(area=h["area"], spaces=tuple((a, b) for a, b in h["spaces"])) for h in raw["hexes"])
    return Tile(
        id=raw["id"], min_players=raw["min_players"], hexes=(hexes[0], hexes[1]), join=raw["join"],
        mountains=frozenset(frozenset(pair) for pair in raw["mountains"]),
        provisional=frozenset(raw.get("provisional", [])),
    )


_PROVISIONAL_RAW: dict[str, Any] = json.loads(_PROVISIONAL_PATH.read_text(encoding="utf-8"))
PROVISIONAL: Pack = load_pack(_PROVISIONAL_RAW)
# Every pack shipped under packs/, by hash. A game records the hash of the pack it was created with; when the
# provisional values change, the old file stays here under another name, so old games replay unchanged.
SHIPPED: dict[str, Pack] = {
    pack.hash: pack for pack in (load_pack(json.loads(path.read_text(encoding="utf-8")))
                                 for path in sorted(_PROVISIONAL_PATH.parent.glob("*.json")))
}
