"""Helpers for First Sparks rule tests: set a table up exactly as a test needs it, send commands, read events.

    state = table(players=3, phase="expand", queue=["red"], clans={"red": ["A.0.0"]}, food={"red": 9})
    events, state = act(state, "red", {"type": "expand", "spaces": ["A.0.1"]})

`table` starts from a real game (seeded, with the fixed layout below so space ids are stable) and overrides
fields of its position, so the result is always a position the engine itself could have written.
"""
from __future__ import annotations

import random
from typing import Any

from engine import sparks
from engine.core import Json
from engine.sparks.evolve import fold
from engine.sparks.position import export_position, load_position, state_from_position
from engine.sparks.state import State

# The provisional tiles A-F laid in a fixed legal layout (one per player count); tests name spaces on them.
LAYOUTS: dict[int, list[Json]] = {}


def _layout(players: int) -> list[Json]:
    if players not in LAYOUTS:
        state, _ = sparks.new_game(players, seed=f"layout-{players}")
        LAYOUTS[players] = [p.to_json() for p in state.placements]
    return LAYOUTS[players]


def table(players: int = 3, seed: Any = 0, options: Json | None = None, **fields: Any) -> State:
    """A state of a `players` game after setup, with position `fields` replaced (dicts merged one level)."""
    opts = {"layout": _layout(players), **(options or {})}
    if opts.get("board") == "laid":
        opts.pop("layout")
    events = sparks.setup(opts, players, random.Random(f"{seed}:0"))
    position = export_position(fold(events))
    for key, value in fields.items():
        if isinstance(value, dict) and isinstance(position.get(key), dict) and key not in ("offer",):
            position[key] = {**position[key], **value}
        else:
            position[key] = value
    return state_from_position(position)


def act(state: State, seat: str, command: Json, seed: Any = 0) -> tuple[list[Json], State]:
    """Decide and fold one command: (events, new state)."""
    events = sparks.decide(state, seat, command, random.Random(f"{seed}"))
    return events, fold(events, state)


def of_type(events: list[Json], kind: str) -> list[Json]:
    return [e for e in events if e["type"] == kind]


def auto(state: State, seat: str | None = None, policy: Any = None, seed: Any = 0, until: Any = None,
         limit: int = 5000) -> State:
    """Play on with `policy(state, seat, legal, rng)` (default: the first legal command) until `until(state)`
    holds or the game ends."""
    rng = random.Random(seed)
    for _ in range(limit):
        if state.over or (until is not None and until(state)):
            return state
        (who,) = sparks.to_act(state)
        legal = sparks.legal_commands(state, who)
        cmd = policy(state, who, legal, rng) if policy else legal[0]
        _, state = act(state, who, cmd, seed=f"{seed}:{rng.random()}")
    raise AssertionError("the game did not reach the wanted point")


def tidy(state: State) -> State:
    """The state with its cards made consistent (owned cards out of the market and deck, the market refilled
    from the deck, every card somewhere once), checked like any imported position."""
    pos = export_position(state)
    owned = {c for cs in pos["cards"].values() for c in cs}
    size, deck = len(pos["market"]), pos["deck"]
    pos["market"] = [c for c in pos["market"] if c not in owned]
    pos["market"] = sorted(pos["market"] + [c for c in deck["cards"] if c not in owned][:size - len(pos["market"])])
    held = owned | set(pos["market"])
    deck["cards"] = sorted(set(deck["cards"]) - held)
    pos["unseen"] = sorted(set(pos["unseen"]) - held)
    pos["boxed"] = [c for c in pos["boxed"] if c not in held]
    placed = held | set(deck["top"]) | set(deck["bottom"]) | set(deck["cards"]) | set(pos["unseen"])
    placed |= set(pos["boxed"])
    deck["cards"] = sorted(set(deck["cards"]) | (set(range(7, 42)) - placed))
    pos["boxed"] += sorted(set(pos["herbs"].values()) - placed)
    return load_position(pos)
