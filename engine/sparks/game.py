"""Power Grid: The First Sparks behind the engine protocol of engine/core.py."""
from __future__ import annotations

import random
from typing import Any

from ..core import InvalidOptions, Json, upcast_events
from .commands import command_schemas
from .evolve import evolve, fold
from .options import PROVISIONAL_NOTE, option_schema, parse_options
from .position import FORMAT, export_position, initial_state, load_position, state_from_position
from .rules import decide, legal_commands, play, to_act
from .state import SEAT_NAMES, State
from .views import redact, view

name = "sparks"
title = "Power Grid: The First Sparks"
description = ("2-6 clans hunt, buy technology and expand; 2- and 6-player variants. " + PROVISIONAL_NOTE)
seats_allowed = (2, 3, 4, 5, 6)
# Snapshots of another schema are ignored and rebuilt (".1": positions carry `round_starts`).
SCHEMA_VERSION = f"sparks-position-{FORMAT}.1"


def setup(options: Json | None, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]:
    """The first event of a game: the table after setup (GameStarted), with every chance outcome of setup.

    Raises:
        InvalidOptions: bad options (a bad data pack lists every problem), or 2-6 seats not given.
        InvalidPosition: `position` fails validation.
    """
    if n_seats not in seats_allowed:
        raise InvalidOptions(f"The First Sparks is played by 2 to 6 seats, not {n_seats}")
    if position is not None:
        if options:
            raise InvalidOptions("a game started from a position takes its options from the position")
        state = load_position(position)
        if state.players != n_seats:
            raise InvalidOptions(f"the position has {state.players} seats, not {n_seats}")
        return [{"type": "GameStarted", "position": export_position(state)}]
    state = initial_state(parse_options(options), n_seats, rng)
    return [{"type": "GameStarted", "position": export_position(state)}]


def seats(n_seats: int) -> list[str]:
    """The seat names for a game of `n_seats` players, in the order seats are given at creation."""
    return list(SEAT_NAMES[:n_seats])


def state_from_snapshot(position: Json) -> State:
    return state_from_position(position)


EVENT_VERSION = 1  # of the events this engine writes
UPCASTERS: dict = {}  # version v -> the function that turns an event of v into one of v + 1


def upcast(events: list[Json], version: int) -> list[Json]:
    """Events written at event schema `version`, in this engine's current form."""
    return upcast_events(events, version, EVENT_VERSION, UPCASTERS)


def progress(state: State) -> int:
    return state.round


def result(state: State) -> Json | None:
    return state.result


def new_game(n_seats: int = 4, options: Json | None = None, seed: Any = 0) -> tuple[State, list[Json]]:
    """Convenience for tests, bots and benchmarks: the state and events of a fresh game."""
    events = setup(options, n_seats, random.Random(f"{seed}:0"))
    return fold(events), events


__all__ = [
    "EVENT_VERSION",
    "SCHEMA_VERSION",
    "progress",
    "upcast",
    "command_schemas",
    "decide",
    "description",
    "evolve",
    "export_position",
    "fold",
    "legal_commands",
    "load_position",
    "name",
    "new_game",
    "option_schema",
    "play",
    "redact",
    "result",
    "seats",
    "seats_allowed",
    "setup",
    "state_from_snapshot",
    "title",
    "to_act",
    "view",
]
