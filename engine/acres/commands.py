"""Commands: their JSON shape, one spec per type, and the parser that turns input into canonical form.

A command is a JSON object with a ``type`` and the fields below. Card fields hold card instance ids
(``b-regular-infantry-3``), location fields location ids (``fort-niagara``), siege fields the attacker of
the siege (``british`` or ``french``: the siege on that player's track). Lists of cards are sets: their
canonical order is sorted, and `legal_commands` lists every command in canonical form.

Commands stay plain JSON objects; the TypedDicts below name each type's fields for readers and mypy (the checks
and effects of act_*.py take them).

No `from __future__ import annotations` here: TypedDict reads NotRequired only from evaluated annotations.
"""
from typing import Any, Literal, NotRequired, TypedDict, get_args, get_type_hints

from ..checks import show
from ..core import Json, MalformedCommand
from .data import CARDS, LOCATIONS, SEATS

CARD, CARDS_, LOCATION, SIEGE, OPTIONAL_CARD = "card", "cards", "location", "siege", "optional card"

# type -> {field: kind}; `free` marks free actions, `answer` the replies to a pending decision
SPECS: dict[str, dict[str, str]] = {
    "settle": {"location": LOCATION, "via": CARD, "transport": CARD, "settler": OPTIONAL_CARD},
    "develop": {"location_card": CARD, "settler": CARD},
    "fortify": {"location_card": CARD, "fortification": CARD},
    "besiege": {"location": LOCATION, "via": CARD, "transport": CARD, "military": CARD},
    "reinforce": {"siege": SIEGE, "card": CARD},
    "raid": {"location": LOCATION, "cards": CARDS_},
    "ambush": {"card": CARD},
    "demand_natives": {"card": CARD},
    "take_money": {"card": CARD},
    "merchant": {"ship": CARD, "cards": CARDS_},
    "trader": {"trader": CARD, "cards": CARDS_},
    "piracy": {"louisbourg": CARD, "ship": CARD},
    "draft": {"card": CARD},
    "discard": {"cards": CARDS_},
    "reserve": {"card": CARD},
    "governor": {"governor": CARD, "cards": CARDS_},
    "intendant": {"intendant": CARD, "card": CARD},
    "pass": {},
    # free actions
    "military_leader": {"siege": SIEGE, "card": CARD},
    "retrieve_reserve": {},
    "home_support": {"card": CARD},
    "withdraw": {"siege": SIEGE},
    "sell_fur": {"card": CARD},  # AC-VAR-11
    "discard_lost": {"card": CARD},  # AC-VAR-17
    "end_turn": {},
    # answers to a pending decision
    "block": {"card": CARD},
    "no_block": {},
    "choose_card": {"card": CARD},
    "occupy": {"settler": OPTIONAL_CARD},
    "decline_occupy": {},
    "redraw": {"card": CARD},
    "decline_redraw": {},
    "starting_card": {"card": CARD},
}
FREE_ACTIONS = frozenset({"military_leader", "retrieve_reserve", "home_support", "withdraw",
                          "sell_fur", "discard_lost"})  # the last two with scenario options (AC-VAR-11, AC-VAR-17)
ANSWERS = {
    "raid_block": ("block", "no_block"),
    "ambush_block": ("block", "no_block"),
    "ambush_loss": ("choose_card",),
    "natives_demand": ("choose_card",),
    "siege_loss": ("choose_card",),
    "occupy": ("occupy", "decline_occupy"),
    "reshuffle_penalty": ("choose_card",),  # AC-VAR-0
    "redraw": ("redraw", "decline_redraw"),
    "starting_card": ("starting_card",),
}
ANSWER_TYPES = frozenset(t for types in ANSWERS.values() for t in types)


class Settle(TypedDict):
    type: Literal["settle"]
    location: str
    via: str  # a usable location card whose printed connections reach `location`
    transport: str  # a card with the transport symbol of that connection
    settler: NotRequired[str]  # where the location shows a settler symbol


class Develop(TypedDict):
    type: Literal["develop"]
    location_card: str
    settler: str


class Fortify(TypedDict):
    type: Literal["fortify"]
    location_card: str
    fortification: str


class Besiege(TypedDict):
    type: Literal["besiege"]
    location: str
    via: str
    transport: str
    military: str


class Reinforce(TypedDict):
    type: Literal["reinforce"]
    siege: str  # the siege, named by its attacker (british or french)
    card: str


class Raid(TypedDict):
    type: Literal["raid"]
    location: str
    cards: list[str]


class Ambush(TypedDict):
    type: Literal["ambush"]
    card: str


class DemandNatives(TypedDict):
    type: Literal["demand_natives"]
    card: str


class TakeMoney(TypedDict):
    type: Literal["take_money"]
    card: str


class Merchant(TypedDict):
    type: Literal["merchant"]
    ship: str
    cards: list[str]


class Trader(TypedDict):
    type: Literal["trader"]
    trader: str
    cards: list[str]


class Piracy(TypedDict):
    type: Literal["piracy"]
    louisbourg: str
    ship: str


class Draft(TypedDict):
    type: Literal["draft"]
    card: str


class Discard(TypedDict):
    type: Literal["discard"]
    cards: list[str]


class Reserve(TypedDict):
    type: Literal["reserve"]
    card: str


class Governor(TypedDict):
    type: Literal["governor"]
    governor: str
    cards: list[str]


class Intendant(TypedDict):
    type: Literal["intendant"]
    intendant: str
    card: str


class Pass(TypedDict):
    type: Literal["pass"]


class MilitaryLeader(TypedDict):
    type: Literal["military_leader"]
    siege: str
    card: str


class RetrieveReserve(TypedDict):
    type: Literal["retrieve_reserve"]


class HomeSupport(TypedDict):
    type: Literal["home_support"]
    card: str


class Withdraw(TypedDict):
    type: Literal["withdraw"]
    siege: str


class SellFur(TypedDict):
    type: Literal["sell_fur"]
    card: str  # a usable location card with a fur symbol (AC-VAR-11)


class DiscardLost(TypedDict):
    type: Literal["discard_lost"]
    card: str  # the card of a location the player does not control (AC-VAR-17)


class EndTurn(TypedDict):
    type: Literal["end_turn"]


class Block(TypedDict):
    type: Literal["block"]
    card: str


class NoBlock(TypedDict):
    type: Literal["no_block"]


class ChooseCard(TypedDict):
    type: Literal["choose_card"]
    card: str


class Occupy(TypedDict):
    type: Literal["occupy"]
    settler: NotRequired[str]  # where the location shows a settler symbol


class DeclineOccupy(TypedDict):
    type: Literal["decline_occupy"]


class Redraw(TypedDict):
    type: Literal["redraw"]
    card: str  # AC-VAR-5: the hand card discarded before drawing one


class DeclineRedraw(TypedDict):
    type: Literal["decline_redraw"]


class StartingCard(TypedDict):
    type: Literal["starting_card"]
    card: str  # AC-VAR-13: one of the French available empire cards, into the starting deck


Command = (Settle | Develop | Fortify | Besiege | Reinforce | Raid | Ambush | DemandNatives | TakeMoney | Merchant
           | Trader | Piracy | Draft | Discard | Reserve | Governor | Intendant | Pass | MilitaryLeader
           | RetrieveReserve | HomeSupport | Withdraw | SellFur | DiscardLost | EndTurn | Block | NoBlock | ChooseCard
           | Occupy | DeclineOccupy | Redraw | DeclineRedraw | StartingCard)
COMMANDS: dict[str, Any] = {get_args(get_type_hints(spec)["type"])[0]: spec for spec in get_args(Command)}
assert set(COMMANDS) == set(SPECS) and all(
    COMMANDS[kind].__required_keys__ == {"type", *(f for f, what in spec.items() if what != OPTIONAL_CARD)}
    and COMMANDS[kind].__optional_keys__ == {f for f, what in spec.items() if what == OPTIONAL_CARD}
    for kind, spec in SPECS.items())


def parse_command(command: Any) -> Json:
    """Check the shape of `command` and return it in canonical form.

    Raises:
        MalformedCommand: not an object, unknown type, missing or unknown field, unknown card or location.
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
        value = command.get(field)
        if value is None:
            if what == OPTIONAL_CARD:
                continue
            raise MalformedCommand(f"{kind} needs the field {field} ({what})", {"field": field})
        out[field] = _value(kind, field, what, value)
    return out


def _value(kind: str, field: str, what: str, value: Any) -> Any:
    if what in (CARD, OPTIONAL_CARD):
        return _card(field, value)
    if what == CARDS_:
        if not isinstance(value, list) or not value:
            raise MalformedCommand(f"{kind}.{field} must be a non-empty list of card ids", {"field": field})
        return sorted(_card(field, v) for v in value)
    if what == LOCATION:
        if not isinstance(value, str) or value not in LOCATIONS:
            raise MalformedCommand(f"unknown location {show(value)}", {"field": field})
        return value
    if value not in SEATS:
        raise MalformedCommand(f"{field} names a siege by its attacker: 'british' or 'french'", {"field": field})
    return value


def _card(field: str, value: Any) -> str:
    if not isinstance(value, str) or value not in CARDS:
        raise MalformedCommand(f"unknown card {show(value)}", {"field": field})
    return value


_FIELD_SCHEMAS: dict[str, dict[str, Any]] = {
    CARD: {"type": "string", "description": "a card instance id, e.g. b-regular-infantry-3"},
    OPTIONAL_CARD: {"type": "string", "description": "a card instance id; omit when not needed"},
    CARDS_: {"type": "array", "items": {"type": "string"}, "minItems": 1, "description": "card instance ids"},
    LOCATION: {"type": "string", "enum": sorted(LOCATIONS), "description": "a location id"},
    SIEGE: {"type": "string", "enum": list(SEATS), "description": "the siege, named by its attacker"},
}
DESCRIPTIONS = {
    "settle": "Settle a neutral location (AC-SETTLE).", "develop": "Turn a village into a town (AC-DEVELOP).",
    "fortify": "Fortify a location you control (AC-FORTIFY).", "besiege": "Begin a siege (AC-SIEGE).",
    "reinforce": "Add a card to a siege (AC-REINFORCE).", "raid": "Raid an enemy location (AC-RAID).",
    "ambush": "Ambush (AC-AMBUSH).", "demand_natives": "Priest / Indian Leader demand (AC-PRIEST).",
    "take_money": "Take money with a location card (AC-MONEY).", "merchant": "Merchant (AC-MERCHANT).",
    "trader": "Trader (AC-TRADER).", "piracy": "Piracy, French only (AC-PIRACY).", "draft": "Draft (AC-DRAFT).",
    "discard": "Discard cards (AC-DISCARD).", "reserve": "Put a card in the reserve (AC-RESERVE).",
    "governor": "Governor (AC-GOVERNOR).", "intendant": "Intendant, French only (AC-INTENDANT).",
    "pass": "Pass one action (AC-PASS).", "military_leader": "Free action: Military Leader (AC-REINFORCE-7).",
    "retrieve_reserve": "Free action: retrieve the reserve (AC-RESERVE-6).",
    "home_support": "Free action: Home Support (AC-HOMESUPPORT).", "withdraw": "Free action: withdraw (AC-WITHDRAW).",
    "sell_fur": "Free action: sell one card's fur for 1 money (option free_fur_sale, AC-VAR-11).",
    "discard_lost": "Free action: discard the card of a location you lost (option free_lost_discard, AC-VAR-17).",
    "end_turn": "End the turn: refill the hand (AC-TURN-7).", "block": "Answer: block a raid or an ambush.",
    "no_block": "Answer: do not block.", "choose_card": "Answer: the card you give or return.",
    "occupy": "Answer: place a cube on the location you took.", "decline_occupy": "Answer: place no cube.",
    "redraw": "Answer (french_siege_redraw, AC-VAR-5): discard this hand card and draw one.",
    "decline_redraw": "Answer (french_siege_redraw, AC-VAR-5): keep the hand as it is.",
    "starting_card": "Answer (french_start_card, AC-VAR-13): add this available empire card to the starting deck.",
}


# one command of each type, as the API document shows it: each was legal in a seeded game
# (tests/conformance/test_command_examples.py checks it still is)
EXAMPLES: dict[str, Json] = {
    "settle": {"type": "settle", "location": "baltimore", "via": "b-philadelphia", "transport": "b-norfolk",
               "settler": "b-boston"},
    "develop": {"type": "develop", "location_card": "b-philadelphia", "settler": "b-boston"},
    "fortify": {"type": "fortify", "location_card": "f-gaspe", "fortification": "f-fortification"},
    "besiege": {"type": "besiege", "location": "port-royal", "via": "b-boston", "transport": "b-norfolk",
                "military": "b-new-york"},
    "reinforce": {"type": "reinforce", "siege": "french", "card": "b-new-york"},
    "raid": {"type": "raid", "location": "albany", "cards": ["f-coureurs-de-bois", "n-native-americans-1"]},
    "ambush": {"type": "ambush", "card": "n-native-americans-3"},
    "demand_natives": {"type": "demand_natives", "card": "f-priest-2"},
    "take_money": {"type": "take_money", "card": "b-philadelphia"},
    "merchant": {"type": "merchant", "ship": "b-norfolk", "cards": ["b-boston", "b-new-haven"]},
    "trader": {"type": "trader", "trader": "f-trader-1", "cards": ["f-gaspe", "f-trois-rivieres"]},
    "piracy": {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-port-royal"},
    "draft": {"type": "draft", "card": "b-bateaux"},
    "discard": {"type": "discard", "cards": ["b-boston", "b-new-haven"]},
    "reserve": {"type": "reserve", "card": "f-trader-1"},
    "governor": {"type": "governor", "governor": "b-governor", "cards": ["b-bateaux", "b-halifax"]},
    "intendant": {"type": "intendant", "intendant": "f-intendant", "card": "f-governor"},
    "pass": {"type": "pass"},
    "military_leader": {"type": "military_leader", "siege": "british", "card": "f-military-leader"},
    "retrieve_reserve": {"type": "retrieve_reserve"},
    "home_support": {"type": "home_support", "card": "b-home-support"},
    "withdraw": {"type": "withdraw", "siege": "french"},
    "sell_fur": {"type": "sell_fur", "card": "f-gaspe"},
    "discard_lost": {"type": "discard_lost", "card": "b-halifax"},
    "end_turn": {"type": "end_turn"},
    "block": {"type": "block", "card": "b-halifax"},
    "no_block": {"type": "no_block"},
    "choose_card": {"type": "choose_card", "card": "b-militia-1"},
    "occupy": {"type": "occupy", "settler": "b-boston"},
    "decline_occupy": {"type": "decline_occupy"},
    "redraw": {"type": "redraw", "card": "f-montreal"},  # in a scenario run (tests/conformance/test_command_examples.py)
    "decline_redraw": {"type": "decline_redraw"},
    "starting_card": {"type": "starting_card", "card": "f-regular-infantry-2"},
}
assert set(EXAMPLES) == set(SPECS)


def command_schemas() -> dict[str, Any]:
    """JSON Schema of every command type, with an example, for the API's per-command models."""
    out = {}
    for kind, spec in SPECS.items():
        out[kind] = {
            "description": DESCRIPTIONS[kind],
            "properties": {f: dict(_FIELD_SCHEMAS[what]) for f, what in spec.items()},
            "required": [f for f, what in spec.items() if what != OPTIONAL_CARD],
            "examples": [dict(EXAMPLES[kind])],
        }
    return out
