"""The game state: everything on the table, hidden or not. Views and positions are built from it.

Decks are unordered: a draw picks its cards with the rng in `decide` and the `CardsDrawn` event names them,
so no deck order exists anywhere to leak, and a replay never needs the rng.
"""
from __future__ import annotations

from typing import Any

from .data import SEATS
from .options import Rules

ZONES = ("hand", "deck", "discard", "reserve")


class State:
    """Mutable while an event is folded into it; `evolve` hands out copies so callers see values."""

    __slots__ = (
        "rules", "turn", "active", "phase", "actions_left", "money", "cubes", "discs", "captured", "forts_stock",
        "owner", "piece", "forts", "zones", "avail_locations", "avail_empire", "display", "out_of_play",
        "sieges", "to_resolve", "pending", "result", "memo",
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
