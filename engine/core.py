"""The shared core of every game engine: the protocol, the errors and the seeded random helper.

An engine is a module (or object) with the functions of `Engine`. Commands, events, views and positions
are JSON-ready dicts with a ``type`` discriminator where they have variants. Engines import nothing from
the service (flask, redis, rq, api, workers): see tests/test_engine_purity.py.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, Protocol

Json = dict[str, Any]


def fold_events(events: Iterable[Json], state: Any, start: Callable[[Json], Any],
                apply: Callable[[Any, Json], None]) -> Any:
    """The state after `events`: `start(position)` builds it from the first event (GameStarted) when `state`
    is None, `apply` folds each later event in place. A given `state` is copied, never changed."""
    state = state.copy() if state is not None else None
    for event in events:
        if state is None:
            state = start(event["position"])
            continue
        apply(state, event)
    if state is None:
        raise ValueError("no events: a game starts with GameStarted")
    return state


class lazy:  # lower case, like functools.cached_property
    """functools.cached_property without its lock (Python 3.11 takes an RLock on every first read, which shows
    in the search's profile: it builds a Query and a Situation per step); the value lands in the instance's
    __dict__, which shadows this non-data descriptor from then on."""

    def __init__(self, func: Callable[[Any], Any]):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


class EngineError(Exception):
    """Base of every error an engine raises on bad input; nothing is changed when one is raised."""

    code = "engine_error"

    def __init__(self, message: str, details: Json | None = None):
        super().__init__(message)
        self.message = message
        self.details = details or {}


class MalformedCommand(EngineError):
    """The command is not a well-formed command of this game (unknown type, field, card...)."""

    code = "malformed_command"


class IllegalCommand(EngineError):
    """A well-formed command that the rules forbid now; `rule_id` names the rule (e.g. ``AC-RAID-8``)."""

    code = "illegal_command"

    def __init__(self, rule_id: str, message: str, details: Json | None = None):
        super().__init__(message, details)
        self.rule_id = rule_id

    def __str__(self) -> str:
        return f"{self.rule_id}: {self.message}"


class NotYourTurn(EngineError):
    """The seat may not send a command now (another seat is to act, or the game is over)."""

    code = "not_your_turn"


class InvalidOptions(EngineError):
    """Unknown or malformed game options."""

    code = "invalid_options"


class InvalidPosition(EngineError):
    """A position (full game state) that fails validation on import."""

    code = "invalid_position"


class InvalidOrder(EngineError):
    """A standing order (docs/standing-orders.md) that is malformed or names unknown cards; ``details["field"]``
    names the bad field (``prefer[2]``)."""

    code = "invalid_order"


def seeded_rng(seed: str, version: int) -> random.Random:
    """The rng for the command that will become `version`: retries of the same request draw the same."""
    return random.Random(f"{seed}:{version}")


class Engine(Protocol):
    """What the service needs from a game. All functions are pure; `rng` is the only source of chance."""

    name: str
    seats_allowed: tuple[int, ...]

    def option_schema(self) -> Json: ...

    def setup(self, options: Json, n_seats: int, rng: random.Random, position: Json | None = None) -> list[Json]: ...

    def initial_state(self) -> Any: ...

    def evolve(self, state: Any, event: Json) -> Any: ...

    def fold(self, events: list[Json], state: Any = None) -> Any: ...

    def decide(self, state: Any, seat: str, command: Json, rng: random.Random) -> list[Json]: ...

    def play(self, state: Any, seat: str, command: Json, rng: random.Random) -> tuple[list[Json], Any]:
        ...  # decide's events and fold(events, state), computed once (for the search)

    def legal_commands(self, state: Any, seat: str) -> list[Json]: ...

    def to_act(self, state: Any) -> set[str]: ...

    def seats(self, state: Any) -> list[str]: ...

    def view(self, state: Any, seat: str | None) -> Json: ...

    def redact(self, event: Json, seat: str | None) -> Json | None: ...

    def result(self, state: Any) -> Json | None: ...

    def export_position(self, state: Any) -> Json: ...
