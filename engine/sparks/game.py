"""Power Grid: The First Sparks behind the engine protocol of engine/core.py."""
from __future__ import annotations

import random
from typing import Any

from ..core import Json, upcast_events
from .commands import command_schemas
from .data import PLAYERS
from .events import EVENT_VERSION, UPCASTERS
from .evolve import evolve, fold
from .options import PROVISIONAL_NOTE, option_schema
from .picture import picture
from .position import FORMAT, export_position, load_position, state_from_position
from .rules import RULES, to_act
from .schemas import state_schemas
from .setup import setup
from .state import SEAT_NAMES, State
from .views import redact, view
from .words import label, narrate

decide, play, legal_commands = RULES.decide, RULES.play, RULES.legal_commands

name = "sparks"
title = "Power Grid: The First Sparks"
description = ("2-6 clans hunt, buy technology and expand; 2- and 6-player variants. " + PROVISIONAL_NOTE)
seats_allowed = tuple(PLAYERS)
# Snapshots of another schema are ignored and rebuilt (".1": positions carry `round_starts`).
SCHEMA_VERSION = f"sparks-position-{FORMAT}.1"


def seats(n_seats: int) -> list[str]:
    """The seat names for a game of `n_seats` players, in the order seats are given at creation."""
    return list(SEAT_NAMES[:n_seats])


def state_from_snapshot(position: Json) -> State:
    return state_from_position(position)


def upcast(events: list[Json], version: int) -> list[Json]:
    """Events written at event schema `version`, in this engine's current form."""
    return upcast_events(events, version, EVENT_VERSION, UPCASTERS)


def progress(state: State) -> int:
    """The round being played (FS-ROUND-1; 0 before the first)."""
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
    "command_schemas",
    "decide",
    "description",
    "evolve",
    "export_position",
    "fold",
    "label",
    "legal_commands",
    "load_position",
    "name",
    "narrate",
    "new_game",
    "option_schema",
    "picture",
    "play",
    "progress",
    "redact",
    "result",
    "seats",
    "seats_allowed",
    "setup",
    "state_from_snapshot",
    "state_schemas",
    "title",
    "to_act",
    "upcast",
    "view",
]
