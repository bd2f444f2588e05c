"""Goofspiel, a third game that lives only in the tests: the proof that a new game is a package that meets
engine.core.Engine plus one `registry.register` line (tests/conftest.py registers it where a test needs it).

2 or 3 seats bid secretly for shuffled prizes: chance written into events, hidden information, simultaneous
turns and an end with a result, in a few hundred lines (rules: rules.py)."""
from __future__ import annotations

import random

from engine.core import InvalidOptions, InvalidPosition, Json, Upcaster, fold_events, upcast_events

from . import ai, orders
from .from_view import position_from_view
from .picture import picture
from .rules import COMMANDS, OPTIONS, RULES, parse_options, start
from .schemas import state_schemas
from .state import SUITS, State, apply, export_position, load_position, state_from_position
from .views import redact, view
from .words import label, narrate

name = "goofspiel"
title = "Goofspiel (a test game)"
description = "2 or 3 seats bid a card of their suit, face down, for each prize of a shuffled deck of diamonds."
seats_allowed: tuple[int, ...] = (2, 3)
SCHEMA_VERSION = "goofspiel-position-1"
EVENT_VERSION = 1
UPCASTERS: dict[int, Upcaster] = {}  # none yet: version 1 is the first
decide = RULES.decide
play = RULES.play
legal_commands = RULES.legal_commands

__all__ = ["EVENT_VERSION", "SCHEMA_VERSION", "ai", "command_schemas", "decide", "description", "export_position",
           "fold", "label", "legal_commands", "name", "narrate", "option_schema", "orders", "picture", "play", "position_from_view", "progress", "redact", "result", "seats",
           "seats_allowed", "setup", "state_from_snapshot", "state_schemas", "title", "to_act", "upcast", "view"]


def option_schema() -> Json:
    return OPTIONS


def command_schemas() -> dict[str, Json]:
    return COMMANDS


def seats(n_seats: int) -> list[str]:
    return list(SUITS[:n_seats])


def setup(options: Json | None, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]:
    if n_seats not in seats_allowed:
        raise InvalidOptions("Goofspiel is played by 2 or 3 seats")
    if position is not None:
        if options:
            raise InvalidOptions("a game started from a position takes its options from the position")
        state = load_position(position)
        if len(state.seats) != n_seats:
            raise InvalidPosition(f"the position has {len(state.seats)} seats", {"path": "seats"})
        return [{"type": "GameStarted", "position": export_position(state)}]
    cards, ties = parse_options({} if options is None else options)
    state, ctx = start(cards, ties, seats(n_seats), rng)
    return [{"type": "GameStarted", "position": export_position(state)}, *ctx.events]


def upcast(events: list[Json], version: int) -> list[Json]:
    return upcast_events(events, version, EVENT_VERSION, UPCASTERS)


def fold(events: list[Json], state: State | None = None) -> State:
    folded: State = fold_events(events, state, state_from_position, apply)
    return folded


def state_from_snapshot(position: Json) -> State:
    return state_from_position(position)


def to_act(state: State) -> set[str]:
    return state.to_act()


def progress(state: State) -> int:
    return state.round


def result(state: State) -> Json | None:
    return state.result
