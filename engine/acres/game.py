"""A Few Acres of Snow behind the engine protocol of engine/core.py: the surface the package re-exports."""
from __future__ import annotations

import random
from typing import Any

from ..core import Json, upcast_events
from .commands import command_schemas
from .data import SEATS
from .events import EVENT_VERSION, UPCASTERS
from .evolve import evolve, fold
from .options import option_schema
from .picture import picture
from .position import FORMAT, export_position, load_position, state_from_position
from .rules import RULES, to_act
from .schemas import state_schemas
from .setup import setup
from .state import State
from .views import redact, view
from .words import label, narrate

decide, play, legal_commands = RULES.decide, RULES.play, RULES.legal_commands

name = "acres"
title = "A Few Acres of Snow"
description = ("2 players, Britain against France: deck-building in the French and Indian War; both rule editions "
               "(option edition).")
seats_allowed: tuple[int, ...] = (2,)
SCHEMA_VERSION = f"acres-position-{FORMAT}"  # snapshots of another schema are ignored and rebuilt


def seats(n_seats: int = 2) -> list[str]:
    """The seat names for a game of `n_seats` players, in the order seats are given at creation."""
    return list(SEATS)


def state_from_snapshot(position: Json) -> State:
    """A state from a position this engine exported itself (trusted: not validated again)."""
    return state_from_position(position)


def upcast(events: list[Json], version: int) -> list[Json]:
    """Events written at event schema `version`, in this engine's current form (events.py)."""
    return upcast_events(events, version, EVENT_VERSION, UPCASTERS)


def progress(state: State) -> int:
    """The turn being played (AC-TURN-1: the British play turn 1)."""
    return state.turn


def result(state: State) -> Json | None:
    return state.result


def new_game(options: Json | None = None, seed: Any = 0) -> tuple[State, list[Json]]:
    """Convenience for tests, bots and benchmarks: the state and events of a fresh game."""
    events = setup(options, 2, random.Random(f"{seed}:0"))
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
