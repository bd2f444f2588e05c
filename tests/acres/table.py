"""Given / when / then for rule tests: build a table, send a command, look at what happened.

    t = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston")
    state = t.state()                        # validated like any imported position
    events, after = when(state, "british", {"type": "settle", ...})
    illegal(state, "british", {...}, "AC-SETTLE-4")   # raises with that rule, state unchanged

Cards are moved between zones, pieces between stock and board, so every table built here passes the
same conservation checks as an imported position.
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.acres import decide, fold, legal_commands
from engine.acres.data import CARDS, OPPONENT, SEATS
from engine.acres.options import parse_options
from engine.acres.position import export_position, load_position
from engine.acres.setup import initial_state
from engine.acres.state import ZONES, State
from engine.core import IllegalCommand


class Table:
    def __init__(self, **options: Any):
        self.s = initial_state(parse_options(options))
        self.s.turn = 5  # past both first turns: two actions (AC-TURN-4)
        self.s.actions_left = 2

    # -- cards ---------------------------------------------------------------------------------------
    def _take(self, card: str) -> None:
        s = self.s
        for seat in SEATS:
            for zone in ZONES:
                if card in s.zones[seat][zone]:
                    s.zones[seat][zone].remove(card)
                    return
            for pile in (s.avail_locations[seat], s.avail_empire[seat]):
                if card in pile:
                    pile.discard(card)
                    return
            for siege in s.sieges.values():
                if card in siege["cards"][seat]:
                    siege["cards"][seat].remove(card)
                    return
        if card in s.display:
            s.display.discard(card)
            return
        raise KeyError(f"{card} is nowhere on the table")

    def put(self, seat: str, zone: str, *cards: str) -> Table:
        for c in cards:
            self._take(c)
            self.s.zones[seat][zone].append(c)
        return self

    def hand(self, seat: str, *cards: str, only: bool = True) -> Table:
        """Put `cards` in the hand; with `only`, the rest of the hand goes back to the deck."""
        if only:
            self.s.zones[seat]["deck"].extend(self.s.zones[seat]["hand"])
            self.s.zones[seat]["hand"] = []
        return self.put(seat, "hand", *cards)

    def reserve(self, seat: str, *cards: str) -> Table:
        return self.put(seat, "reserve", *cards)

    def discard(self, seat: str, *cards: str) -> Table:
        return self.put(seat, "discard", *cards)

    def deck(self, seat: str, *cards: str) -> Table:
        return self.put(seat, "deck", *cards)

    def available(self, card: str) -> Table:
        """Return a card to its side's available pile or the neutral display."""
        self._take(card)
        c = CARDS[card]
        if c.side == "neutral":
            self.s.display.add(card)
        elif c.kind == "location":
            self.s.avail_locations[c.side].add(card)
        else:
            self.s.avail_empire[c.side].add(card)
        return self

    def empty_deck(self, seat: str) -> Table:
        """Move the whole deck to the discard pile."""
        z = self.s.zones[seat]
        z["discard"].extend(z["deck"])
        z["deck"] = []
        return self

    # -- board ---------------------------------------------------------------------------------------
    def neutral(self, *locations: str) -> Table:
        s = self.s
        for loc in locations:
            owner = s.owner.pop(loc, None)
            if owner:
                piece = s.piece.pop(loc)
                (s.cubes if piece == "cube" else s.discs)[owner] += 1
            if loc in s.forts:
                s.forts.discard(loc)
                s.forts_stock += 1
        return self

    def control(self, seat: str, *locations: str, piece: str = "cube", fort: bool = False) -> Table:
        s = self.s
        for loc in locations:
            self.neutral(loc)
            (s.cubes if piece == "cube" else s.discs)[seat] -= 1
            s.owner[loc] = seat
            s.piece[loc] = piece
            if fort:
                s.forts.add(loc)
                s.forts_stock -= 1
        return self

    def stock(self, seat: str, cubes: int | None = None, discs: int | None = None) -> Table:
        """Set the stock; the difference goes to (or comes from) the opponent's captured pool."""
        s = self.s
        for piece, n in (("cube", cubes), ("disc", discs)):
            if n is None:
                continue
            pool = s.cubes if piece == "cube" else s.discs
            s.captured[OPPONENT[seat]][piece] += pool[seat] - n
            pool[seat] = n
        return self

    def money(self, seat: str, amount: int) -> Table:
        self.s.money[seat] = amount
        return self

    def siege(self, attacker: str, location: str, value: int, **cards: list[str]) -> Table:
        self.s.sieges[attacker] = {"location": location, "value": value,
                                   "cards": {s: [] for s in SEATS}, "won_by": None}
        for seat, cs in cards.items():
            for c in cs:
                self._take(c)
                self.s.sieges[attacker]["cards"][seat].append(c)
        return self

    def turn(self, seat: str, actions: int = 2, turn: int | None = None, phase: str = "actions") -> Table:
        self.s.active = seat
        self.s.actions_left = actions
        self.s.turn = turn if turn is not None else (5 if seat == "british" else 6)
        self.s.phase = phase
        return self

    def state(self) -> State:
        """The table as a state, after a round trip through the position format (which validates it)."""
        return load_position(json.loads(json.dumps(export_position(self.s))))


def rng(seed: int = 0) -> random.Random:
    return random.Random(f"test:{seed}")


def when(state: State, seat: str, command: dict, seed: int = 0) -> tuple[list[dict], State]:
    """Send `command`; the events and the state after them."""
    events = decide(state, seat, command, rng(seed))
    return events, fold(events, state)


def illegal(state: State, seat: str, command: dict, rule: str) -> IllegalCommand:
    """Assert that `command` is refused citing `rule`, that nothing changed, and that it is not listed."""
    before = json.dumps(export_position(state), sort_keys=True)
    with pytest.raises(IllegalCommand) as info:
        decide(state, seat, command, rng())
    assert info.value.rule_id == rule, f"expected {rule}, got {info.value.rule_id}: {info.value.message}"
    assert json.dumps(export_position(state), sort_keys=True) == before
    assert command not in legal_commands(state, seat)
    return info.value


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def event(events: list[dict], kind: str) -> dict:
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, f"expected one {kind} in {types(events)}"
    return found[0]
