"""Commands of The First Sparks: their JSON shape and the parser that puts them in canonical form.

Cards are named by number (7-41, Herbs 1-6), spaces by id (``A.0.2``: tile A, hex 0, space 2). Sets of spaces
are sorted: an expansion is a set, and the engine places its members in the cheapest order (OQ-FS-15). The
tools of a hunt are a list whose order matters only among tools of one food (FS-HUNT-7): the canonical form
groups them by food, keeping the given order inside each group.

Command types differ from A Few Acres of Snow's, so one discriminated union documents both games' commands.
Commands stay plain JSON objects; the TypedDicts below name each type's fields for readers and mypy (the
checks and effects of act_*.py take them).
"""
from __future__ import annotations

from typing import Any, Literal, TypedDict, get_args, get_type_hints

from ..checks import show
from ..core import Json, MalformedCommand

SPACE, SPACES, CARD, CARDS, INT = "space", "spaces", "card", "cards", "int"

SPECS: dict[str, dict[str, str]] = {
    "lay_tile": {"q": INT, "r": INT, "rotation": INT},
    "place_member": {"space": SPACE},
    "skip_second_member": {},
    "offer_card": {"card": CARD},
    "pass_buying": {},
    "want_card": {},
    "decline_card": {},
    "keep_offered_card": {},
    "box_offered_card": {},
    "discard_tool": {"card": CARD},
    "hunt": {"tools": CARDS},
    "remove_members": {"spaces": SPACES},
    "grow_neutral": {"space": SPACE},
    "expand": {"spaces": SPACES},
}
DESCRIPTIONS = {
    "lay_tile": "Lay the next landscape tile: hex 0 at axial (q, r), turned by `rotation` sixths (FS-SETUP-8).",
    "place_member": "Placement round: put your first or second member (or, with 2 players, the neutral's "
                    "first member) on a space (FS-PLACE, FS-2P-7).",
    "skip_second_member": "Placement round: place no second member (FS-PLACE-4).",
    "offer_card": "Phase 1: offer a card of the current market (FS-TECH-3).",
    "pass_buying": "Phase 1: take no card this round (FS-TECH-4).",
    "want_card": "Phase 1: you want the card on offer (FS-TECH-5).",
    "decline_card": "Phase 1: you do not want the card on offer (FS-TECH-5).",
    "keep_offered_card": "2 players: buy the refused first offer (FS-2P-9).",
    "box_offered_card": "2 players: put the refused first offer in the box instead (FS-2P-9).",
    "discard_tool": "Over the tool limit: put one of your tools in the box (FS-CARD-7).",
    "hunt": "Phase 2: hunt with these hunting tools, in this order (FS-HUNT); unlisted tools are not used. "
            "Herbs and Field cards always give their crops.",
    "remove_members": "Starvation: the members you take off the board (FS-FEED-2).",
    "grow_neutral": "2 players, phase 3: add one neutral member, free, until it matches the first player's clan "
                    "(FS-2P-11).",
    "expand": "Phase 3: the spaces where your clan expands (FS-EXPAND); empty to place no one.",
}


class LayTile(TypedDict):
    type: Literal["lay_tile"]
    q: int
    r: int
    rotation: int


class PlaceMember(TypedDict):
    type: Literal["place_member"]
    space: str


class SkipSecondMember(TypedDict):
    type: Literal["skip_second_member"]


class OfferCard(TypedDict):
    type: Literal["offer_card"]
    card: int


class PassBuying(TypedDict):
    type: Literal["pass_buying"]


class WantCard(TypedDict):
    type: Literal["want_card"]


class DeclineCard(TypedDict):
    type: Literal["decline_card"]


class KeepOfferedCard(TypedDict):
    type: Literal["keep_offered_card"]


class BoxOfferedCard(TypedDict):
    type: Literal["box_offered_card"]


class DiscardTool(TypedDict):
    type: Literal["discard_tool"]
    card: int


class Hunt(TypedDict):
    type: Literal["hunt"]
    tools: list[int]  # in the order they are used


class RemoveMembers(TypedDict):
    type: Literal["remove_members"]
    spaces: list[str]


class GrowNeutral(TypedDict):
    type: Literal["grow_neutral"]
    space: str


class Expand(TypedDict):
    type: Literal["expand"]
    spaces: list[str]


Command = (LayTile | PlaceMember | SkipSecondMember | OfferCard | PassBuying | WantCard | DeclineCard | KeepOfferedCard
           | BoxOfferedCard | DiscardTool | Hunt | RemoveMembers | GrowNeutral | Expand)
COMMANDS: dict[str, Any] = {get_args(get_type_hints(spec)["type"])[0]: spec for spec in get_args(Command)}
assert all(set(COMMANDS[kind].__required_keys__) == {"type", *SPECS[kind]} for kind in SPECS) and \
    set(COMMANDS) == set(SPECS)
FOOD_ORDER = {"field": 0, "berries": 1, "fish": 2, "bear": 3, "mammoth": 4}
_FIELD_SCHEMAS: dict[str, Json] = {
    SPACE: {"type": "string", "description": "a space id, e.g. A.0.2 (tile A, hex 0, space 2)"},
    SPACES: {"type": "array", "items": {"type": "string"}, "minItems": 0, "description": "space ids"},
    CARD: {"type": "integer", "description": "a card number"},
    CARDS: {"type": "array", "items": {"type": "integer"}, "minItems": 0,
            "description": "card numbers, in the order they are used"},
    INT: {"type": "integer"},
}


def parse_command(command: Any, food_of: Any = None) -> Json:
    """Check the shape of `command` and return it in canonical form; `food_of(card)` orders hunting tools.

    Raises:
        MalformedCommand: not an object, unknown type, missing, unknown or mistyped field.
    """
    if not isinstance(command, dict):
        raise MalformedCommand("a command is a JSON object with a 'type'")
    kind = command.get("type")
    if not isinstance(kind, str) or kind not in SPECS:
        raise MalformedCommand(f"unknown command type {show(kind)}", {"field": "type", "allowed": sorted(SPECS)})
    spec = SPECS[kind]
    unknown = sorted(set(command) - set(spec) - {"type"})
    if unknown:
        raise MalformedCommand(f"{kind} has no field(s) {', '.join(unknown)}", {"field": unknown[0]})
    out: Json = {"type": kind}
    for field, what in spec.items():
        if field not in command:
            raise MalformedCommand(f"{kind} needs the field {field}", {"field": field})
        out[field] = _value(kind, field, what, command[field])
    if kind == "hunt" and food_of is not None:
        out["tools"] = canonical_tools(out["tools"], food_of)
    return out


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _value(kind: str, field: str, what: str, value: Any) -> Any:
    if what in (INT, CARD):
        if not _is_int(value):
            raise MalformedCommand(f"{kind}.{field} must be an integer", {"field": field})
        return value
    if what == SPACE:
        if not isinstance(value, str):
            raise MalformedCommand(f"{kind}.{field} must be a space id", {"field": field})
        return value
    if not isinstance(value, list):
        raise MalformedCommand(f"{kind}.{field} must be a list", {"field": field})
    if any(v in value[:i] for i, v in enumerate(value)):  # compared, never printed: a huge integer has no repr
        raise MalformedCommand(f"{kind}.{field} names an item twice", {"field": field})
    if what == CARDS:
        if not all(_is_int(v) for v in value):
            raise MalformedCommand(f"{kind}.{field} must be a list of card numbers", {"field": field})
        return list(value)
    if not all(isinstance(v, str) for v in value):
        raise MalformedCommand(f"{kind}.{field} must be a list of space ids", {"field": field})
    return sorted(value)


def canonical_tools(tools: list[int], food_of: Any) -> list[int]:
    """Group by food, keeping the given order within a food (a stable sort)."""
    return sorted(tools, key=lambda t: FOOD_ORDER.get(food_of(t), 9))


# what a field of one command type means, beyond its kind's schema
_FIELD_DESCRIPTIONS = {
    ("lay_tile", "q"): "axial column of the board hex where the tile's hex 0 goes (the first tile: 0)",
    ("lay_tile", "r"): "axial row of the board hex where the tile's hex 0 goes (the first tile: 0)",
    ("lay_tile", "rotation"): "0-5: sixths of a turn, counter-clockwise (tile edge k becomes board edge "
                              "(k + rotation) % 6)",
}
# one command of each type, as the API document shows it: each was legal in a seeded game
# (tests/conformance/test_command_examples.py checks it still is)
EXAMPLES: dict[str, Json] = {
    "lay_tile": {"type": "lay_tile", "q": -1, "r": -1, "rotation": 1},
    "place_member": {"type": "place_member", "space": "A.0.0"},
    "skip_second_member": {"type": "skip_second_member"},
    "offer_card": {"type": "offer_card", "card": 7},
    "pass_buying": {"type": "pass_buying"},
    "want_card": {"type": "want_card"},
    "decline_card": {"type": "decline_card"},
    "keep_offered_card": {"type": "keep_offered_card"},
    "box_offered_card": {"type": "box_offered_card"},
    "discard_tool": {"type": "discard_tool", "card": 1},
    "hunt": {"type": "hunt", "tools": [7, 8]},
    "remove_members": {"type": "remove_members", "spaces": ["C.0.2", "D.1.0"]},
    "grow_neutral": {"type": "grow_neutral", "space": "A.1.1"},
    "expand": {"type": "expand", "spaces": ["B.0.0", "B.0.1"]},
}
assert set(EXAMPLES) == set(SPECS)


def command_schemas() -> dict[str, Any]:
    """JSON Schema of every command type, with an example, for the API's per-command models."""
    return {kind: {"description": DESCRIPTIONS[kind],
                   "properties": {f: {**_FIELD_SCHEMAS[what], **({"description": _FIELD_DESCRIPTIONS[kind, f]}
                                                               if (kind, f) in _FIELD_DESCRIPTIONS else {})}
                                  for f, what in spec.items()},
                   "required": list(spec), "examples": [dict(EXAMPLES[kind])]} for kind, spec in SPECS.items()}
