"""A Few Acres of Snow behind the engine protocol of engine/core.py."""
from __future__ import annotations

import random
from typing import Any

from ..core import InvalidOptions, Json, upcast_events
from .data import HAND_SIZE, SEATS
from .evolve import evolve, fold
from .flow import Ctx
from .options import option_schema, parse_options
from .commands import command_schemas
from .position import FORMAT, export_position, initial_state, load_position, state_from_position
from .rules import decide, legal_commands, play, to_act
from .state import State
from .views import redact, view

name = "acres"
title = "A Few Acres of Snow"
description = ("2 players, Britain against France: deck-building in the French and Indian War; both rule editions "
               "(option edition).")
seats_allowed = (2,)
SEAT_NAMES = SEATS


def setup(options: Json | None, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]:
    """The first events of a game: the table (GameStarted) and, for a new game, both opening hands.

    Raises:
        InvalidOptions: bad options, or a seat count other than 2.
        InvalidPosition: `position` fails validation.
    """
    if n_seats != 2:
        raise InvalidOptions("A Few Acres of Snow is played by exactly 2 seats (british, french)")
    if position is not None:
        if options:
            raise InvalidOptions("a game started from a position takes its options from the position")
        return [{"type": "GameStarted", "position": export_position(load_position(position))}]
    state = initial_state(parse_options(options))
    ctx = Ctx(state, rng)
    for seat in SEATS:
        ctx.draw(seat, HAND_SIZE, "setup")  # AC-SETUP-8
    return [{"type": "GameStarted", "position": export_position(state)}, *ctx.events]


SCHEMA_VERSION = f"acres-position-{FORMAT}"  # snapshots of another schema are ignored and rebuilt


def seats(n_seats: int = 2) -> list[str]:
    """The seat names for a game of `n_seats` players, in the order seats are given at creation."""
    return list(SEATS)


def state_from_snapshot(position: Json) -> State:
    """A state from a position this engine exported itself (trusted: not validated again)."""
    return state_from_position(position)


EVENT_VERSION = 1  # of the events this engine writes
UPCASTERS: dict = {}  # version v -> the function that turns an event of v into one of v + 1


def upcast(events: list[Json], version: int) -> list[Json]:
    """Events written at event schema `version`, in this engine's current form."""
    return upcast_events(events, version, EVENT_VERSION, UPCASTERS)


def progress(state: State) -> int:
    return state.turn


def result(state: State) -> Json | None:
    return state.result


def new_game(options: Json | None = None, seed: Any = 0) -> tuple[State, list[Json]]:
    """Convenience for tests, bots and benchmarks: the state and events of a fresh game."""
    events = setup(options, 2, random.Random(f"{seed}:0"))
    return fold(events), events


__all__ = ["EVENT_VERSION", "upcast", "progress", "name", "title", "description", "seats_allowed", "SCHEMA_VERSION", "state_from_snapshot", "command_schemas", "setup", "evolve", "fold", "decide", "play", "legal_commands", "to_act",
           "view", "redact", "result", "seats", "export_position", "load_position", "option_schema", "new_game"]
