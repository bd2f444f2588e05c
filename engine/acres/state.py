"""The game state: everything on the table, hidden or not, and its trusted codec to and from a position (the
checked loader is position.py). Views and positions are built from it.

Decks are unordered: a draw picks its cards with the rng in `decide` and the `CardsDrawn` event names them,
so no deck order exists anywhere to leak, and a replay never needs the rng.
"""
from __future__ import annotations

from typing import Any

from ..core import Json
from .data import CARDS, SEATS
from .options import Rules, parse_options

ZONES = ("hand", "deck", "discard", "reserve")
FORMAT = 1  # of positions (docs/positions-acres.md)


class State:
    """Mutable while an event is folded into it; `evolve` hands out copies so callers see values."""

    __slots__ = (
        "actions_left",
        "active",
        "avail_empire",
        "avail_locations",
        "british_sieges_open",
        "captured",
        "cubes",
        "discs",
        "display",
        "forts",
        "forts_stock",
        "memo",
        "money",
        "out_of_play",
        "owner",
        "pending",
        "phase",
        "piece",
        "result",
        "rules",
        "sieges",
        "to_resolve",
        "turn",
        "zones",
    )

    def __init__(self, rules: Rules):
        self.rules = rules
        self.turn = 1
        self.active = "british"
        self.phase = "actions"  # actions | after_draw | over
        self.actions_left = 1
        self.money: dict[str, int] = {}
        self.cubes: dict[str, int] = {}  # stock of each seat
        self.discs: dict[str, int] = {}
        self.captured: dict[str, dict[str, int]] = {s: {"cube": 0, "disc": 0} for s in SEATS}
        self.forts_stock = 0
        self.owner: dict[str, str] = {}  # location -> seat controlling it (absent: neutral)
        self.piece: dict[str, str] = {}  # location -> cube | disc
        self.forts: set[str] = set()
        self.zones: dict[str, dict[str, list[str]]] = {s: {z: [] for z in ZONES} for s in SEATS}
        self.avail_locations: dict[str, set[str]] = {s: set() for s in SEATS}
        self.avail_empire: dict[str, set[str]] = {s: set() for s in SEATS}
        self.display: set[str] = set()
        self.out_of_play: set[str] = set()
        # attacker seat -> {"location", "value", "cards": {seat: [card...]}}
        self.sieges: dict[str, dict[str, Any]] = {}
        self.to_resolve: list[str] = []  # siege tracks still to resolve in this turn's siege check
        self.pending: list[dict[str, Any]] = []  # decisions awaited, first one first
        self.result: dict[str, Any] | None = None
        self.british_sieges_open = False  # AC-VAR-16: the French have besieged, or the British have scored 25
        # Answers derived from the board alone (supply chains, raid reach: owner, piece, forts, sieges' places),
        # kept until an event changes the board: `evolve.apply` then starts a fresh dict; a copy shares its
        # parent's until then (card moves, such as a sample's redealt hand, change none of them).
        self.memo: dict[Any, Any] = {}

    def copy(self) -> State:
        new = State.__new__(State)
        new.rules = self.rules
        new.turn, new.active, new.phase, new.actions_left = self.turn, self.active, self.phase, self.actions_left
        new.money, new.cubes, new.discs = dict(self.money), dict(self.cubes), dict(self.discs)
        new.captured = {s: dict(c) for s, c in self.captured.items()}
        new.forts_stock = self.forts_stock
        new.owner, new.piece, new.forts = dict(self.owner), dict(self.piece), set(self.forts)
        new.zones = {s: {z: list(cards) for z, cards in zones.items()} for s, zones in self.zones.items()}
        new.avail_locations = {s: set(c) for s, c in self.avail_locations.items()}
        new.avail_empire = {s: set(c) for s, c in self.avail_empire.items()}
        new.display, new.out_of_play = set(self.display), set(self.out_of_play)
        new.sieges = {
            t: {**sg, "cards": {s: list(c) for s, c in sg["cards"].items()}} for t, sg in self.sieges.items()
        }
        new.to_resolve = list(self.to_resolve)
        new.pending = [dict(p) for p in self.pending]
        new.result = self.result
        new.british_sieges_open = self.british_sieges_open
        new.memo = self.memo
        return new

    # -- small queries used everywhere -------------------------------------------------------------
    def hand(self, seat: str) -> list[str]:
        return self.zones[seat]["hand"]

    def controls(self, seat: str, location: str) -> bool:
        return self.owner.get(location) == seat

    def besieged(self, location: str) -> str | None:
        """The attacker besieging `location`, if any."""
        for attacker, siege in self.sieges.items():
            if siege["location"] == location:
                return attacker
        return None

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> set[str]:
        """The seat that must answer a pending decision, else the active seat; nobody once the game is over."""
        if self.over:
            return set()
        return {self.pending[0]["seat"]} if self.pending else {self.active}


# -- the position codec (docs/positions-acres.md) -------------------------------------------------------
def cards_in_play(rules: Rules) -> list[str]:
    """Every card but those the options take out of play (the French Bateaux in the 2nd edition, AC-VAR-4, AC-VAR-19)."""
    out = set(FEWER_BRITISH_REGULARS) if rules.fewer_british_regulars else set()
    if rules.no_governor:  # AC-VAR-19
        out |= {cid for cid, c in CARDS.items() if c.role == "governor"}
    return [cid for cid, c in CARDS.items()
            if not (c.retired_in_second_edition and rules.french_bateaux == "out") and cid not in out]


FEWER_BRITISH_REGULARS = ("b-regular-infantry-4", "b-regular-infantry-5", "b-regular-infantry-6")  # AC-VAR-4


def export_position(state: State) -> Json:
    seats = {}
    for seat in SEATS:
        zones = state.zones[seat]
        seats[seat] = {
            "money": state.money[seat],
            "cubes": state.cubes[seat],
            "discs": state.discs[seat],
            "captured": dict(state.captured[seat]),
            "hand": list(zones["hand"]),
            "deck": sorted(zones["deck"]),
            "discard": list(zones["discard"]),
            "reserve": list(zones["reserve"]),
            "available_locations": sorted(state.avail_locations[seat]),
            "available_empire": sorted(state.avail_empire[seat]),
        }
    return {
        "game": "acres",
        "format": FORMAT,
        "options": state.rules.to_json(),
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "actions_left": state.actions_left,
        "seats": seats,
        "neutral_display": sorted(state.display),
        "board": board_json(state),
        "fortifications_in_stock": state.forts_stock,
        "sieges": {t: {"location": sg["location"], "value": sg["value"],
                       "cards": {s: list(c) for s, c in sg["cards"].items()}, "won_by": sg["won_by"]}
                   for t, sg in state.sieges.items()},
        "to_resolve": list(state.to_resolve),
        "pending": [dict(p) for p in state.pending],
        "result": state.result,
        **scenario_json(state),
    }


def scenario_json(state: State) -> Json:
    """What a scenario option remembers of the game, public and in positions and views only when it is on."""
    return {"british_sieges_open": state.british_sieges_open} if state.rules.british_siege_delay else {}


def board_json(state: State) -> Json:
    """Occupied or fortified locations only; any other location is neutral and unfortified."""
    owner, piece, forts = state.owner, state.piece, state.forts
    return {lid: {"owner": owner.get(lid), "piece": piece.get(lid), "fortified": lid in forts}
            for lid in sorted(owner.keys() | forts)}


def state_from_position(position: Json) -> State:
    """Build a state from a position known to be valid (use `load_position` for untrusted input)."""
    rules = parse_options(position["options"])
    state = State(rules)
    state.turn, state.active = position["turn"], position["active"]
    state.phase, state.actions_left = position["phase"], position["actions_left"]
    for seat in SEATS:
        p = position["seats"][seat]
        state.money[seat], state.cubes[seat], state.discs[seat] = p["money"], p["cubes"], p["discs"]
        state.captured[seat] = {"cube": p["captured"]["cube"], "disc": p["captured"]["disc"]}
        for zone in ZONES:
            state.zones[seat][zone] = list(p[zone])
        state.avail_locations[seat] = set(p["available_locations"])
        state.avail_empire[seat] = set(p["available_empire"])
    state.display = set(position["neutral_display"])
    for lid, spot in position["board"].items():
        if spot.get("owner"):
            state.owner[lid] = spot["owner"]
            state.piece[lid] = spot["piece"]
        if spot.get("fortified"):
            state.forts.add(lid)
    state.forts_stock = position["fortifications_in_stock"]
    state.sieges = {t: {"location": sg["location"], "value": sg["value"],
                        "cards": {s: list(sg["cards"].get(s, [])) for s in SEATS}, "won_by": sg.get("won_by")}
                    for t, sg in position["sieges"].items()}
    state.to_resolve = list(position.get("to_resolve", []))
    state.pending = [dict(p) for p in position.get("pending", [])]
    state.result = position.get("result")
    state.british_sieges_open = position.get("british_sieges_open", False)
    state.out_of_play = set(CARDS) - set(cards_in_play(rules))
    return state
