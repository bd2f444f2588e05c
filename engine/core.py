"""The shared core of every game engine: the protocols, the errors, event upcasting and the seeded rng.

A game is a package of engine/ whose top module satisfies `Engine` (its `ai` satisfies `Bot`, its `orders`
`StandingOrders`); engine/registry.py lists the games, and the service, the workers and the search see a
game only through these protocols. Commands, events, views and positions are JSON-ready dicts with a
``type`` discriminator where they have variants. Engines import nothing from the service (flask, redis,
rq, api, workers): see tests/test_imports.py.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, Protocol, TypeVar, overload

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


V = TypeVar("V")


class lazy(Generic[V]):  # lower case, like functools.cached_property
    """functools.cached_property without its lock (Python 3.11 takes an RLock on every first read, which shows
    in the search's profile: it builds a Query and a Situation per step); the value lands in the instance's
    __dict__, which shadows this non-data descriptor from then on. Typed: an instance reads the function's value."""

    def __init__(self, func: Callable[[Any], V]):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> lazy[V]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> V: ...

    def __get__(self, obj: Any, owner: type | None = None) -> lazy[V] | V:
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


# -- logs outlive code: event schema versions ----------------------------------------------------------
Upcaster = Callable[[Json], Json]


def upcast_events(events: Iterable[Json], version: int, current: int,
                  upcasters: Mapping[int, Upcaster]) -> list[Json]:
    """`events` written by an engine of event schema `version`, as the engine of `current` writes them:
    `upcasters[v]` turns an event of version v into one of v + 1 (returning it unchanged where the event type
    did not change). Unversioned logs are version 1, so each upcaster must also accept an event that already
    has the later form (a log stored before versions were recorded)."""
    if version > current:
        raise ValueError(f"events of schema version {version} are newer than this engine's ({current})")
    out = list(events)
    for v in range(version, current):
        step = upcasters[v]
        out = [step(e) for e in out]
    return out


# -- the protocols every game meets ------------------------------------------------------------------------
class Bot(Protocol):
    """A game's AI (engine/<game>/ai/), as engine/bots.py and the search (engine/search.py) use it.

    Every function sees only a state drawn by `sample` from what `seat` knows, never the real state."""

    ROLLOUT_PLIES: int  # the search's playout length in plies
    ROLLOUT_MAX_PLIES: int  # with `turn_of`: a playout goes on to the end of the turn, at most this far
    EXPLORATION: float  # the search's UCB1 constant
    WIDENING: float  # progressive unpruning: a node visited n times opens 1 + WIDENING * sqrt(n) commands

    def sample(self, state: Any, seat: str, rng: random.Random) -> Any:
        """A state drawn from `seat`'s information set (hidden cards dealt again)."""
        ...

    def heuristic(self, state: Any, seat: str, legal: list[Json], rng: random.Random) -> Json:
        """The level-`heuristic` choice among `legal`."""
        ...

    def priors(self, state: Any, seat: str, commands: list[Json], rng: random.Random) -> list[float]:
        """A score per command: the order in which the search opens them."""
        ...

    def evaluate(self, state: Any) -> dict[str, float]:
        """Each seat's chance of winning from `state`, in [0, 1]."""
        ...

    def rollout(self, state: Any, seat: str, rng: random.Random) -> Json:
        """A fast legal command for a playout."""
        ...

    def turn_of(self, state: Any) -> Any:
        """What identifies the turn `state` is in (a playout ends when it changes); None for a game
        whose playouts simply count plies."""
        ...


class StandingOrders(Protocol):
    """Decisions a seat may answer in advance (docs/standing-orders.md), as api/orders.py uses them."""

    def order_schema(self) -> Json:
        """JSON Schema of this game's fields of a standing order (``properties`` with descriptions)."""
        ...

    def validate_order(self, order: Any, seat: str | None = None) -> Json:
        """The order, normalized. Raises InvalidOrder naming the bad field."""
        ...

    def decision(self, state: Any, seat: str) -> str | None:
        """The kind of decision `seat` faces now that an order may cover, if any (pure, fast)."""
        ...

    def answer(self, state: Any, seat: str, order: Json) -> Json | None:
        """The command `order` gives `seat` now, or None to leave the decision to the seat."""
        ...


class Engine(Protocol):
    """A game, as the service (api/), the workers and the search use it. Every function is pure; an `rng`
    argument is the only source of chance, and its outcomes are written into the events, so folding a log
    never draws."""

    name: str  # the game's type in the API
    title: str
    description: str
    seats_allowed: tuple[int, ...]  # the numbers of seats a game may have
    SCHEMA_VERSION: str  # of exported positions: a snapshot of another schema is ignored and rebuilt
    EVENT_VERSION: int  # of events: logs of older versions are read through `upcast`
    ai: Bot
    orders: StandingOrders

    def option_schema(self) -> Json:
        """JSON Schema of the options a game is created with."""
        ...

    def command_schemas(self) -> dict[str, Json]:
        """JSON Schema of each command type's fields, by type (the API's per-command models), each with
        `examples`: a command of that type that was legal in a seeded game (the API document shows the first)."""
        ...

    def state_schemas(self) -> Json:
        """JSON Schema of every JSON the engine hands the API (docs/state-schemas.md), from which the API builds
        the OpenAPI document's typed views, events, decisions and results: ``{"view": <view(state, seat) for
        every seat and None, and the full state (export_position) when it differs>, "events": {type: <the event
        unredacted and as redact gives it to every seat and None>}, "decisions": {kind: <one pending decision
        as a your_turn item's `decision`>}, "result": <result(state) once not None>, "defs": {Name: <a shared
        piece, referenced as {"$ref": "#/$defs/Name"}>}}``, in the small dialect docs/state-schemas.md states
        (closed objects, ``[T, "null"]``, ``const``, a lone ``$ref``; everything described).
        tests/conformance/test_state_schemas.py validates seeded games of every registered game against it."""
        ...

    def seats(self, n_seats: int) -> list[str]:
        """The seat names of a game of `n_seats`, in the order seats are given at creation."""
        ...

    def setup(self, options: Json | None, n_seats: int, rng: random.Random,
              position: Json | None = None) -> list[Json]:
        """The first events of a game (GameStarted first). Raises InvalidOptions or InvalidPosition."""
        ...

    def upcast(self, events: list[Json], version: int) -> list[Json]:
        """Events written at event schema `version`, in this engine's current form (`upcast_events`)."""
        ...

    def fold(self, events: list[Json], state: Any = None) -> Any:
        """The state after `events`, from `state` (never changed) or from the game's start."""
        ...

    def state_from_snapshot(self, position: Json) -> Any:
        """A state from a position this engine exported itself (trusted: not validated again)."""
        ...

    def export_position(self, state: Any) -> Json:
        """The whole state as JSON (every hidden card: never shown to a seat)."""
        ...

    def position_from_view(self, view: Json, rng: random.Random) -> Json:
        """A whole position (as `export_position` writes it) that `view`, what `view(state, seat)` gave a seat or
        a spectator (or the API sent, as JSON), could have been seen from, with what the view hides dealt by `rng`:
        the rules of the game, locally, for a bot that has only its view. It guarantees:

        - `setup(None, n, rng, position=...)` accepts it, and `state_from_snapshot` reads it;
        - the view for that seat of the state it gives is `view`, exactly;
        - so that seat's legal commands there are those of the real state (they depend on its view alone);
        - whatever the view shows or implies is as in the real state; each hidden part is drawn from the values
          the view leaves possible, so two rngs deal differently wherever the view hides something, and the same
          rng and view always give the same position. engine/<game>/from_view.py names the hidden parts and how
          each is drawn (uniformly where the possible values are finite).

        It draws from the view's information set, not from the seat's: a seat that remembers the game's events
        may know more than its view, as a player at the table may remember what the table no longer shows; the
        from_view modules say what. A position has no history, like a FEN: what only the log holds (the tables
        earlier rounds began at, for The First Sparks' repetition end) starts afresh. Raises InvalidPosition when
        `view` is not one this engine could have given (a view of another game, counts no deal meets)."""
        ...

    def decide(self, state: Any, seat: str, command: Any, rng: random.Random) -> list[Json]:
        """The events `command` by `seat` causes. Raises MalformedCommand, NotYourTurn or IllegalCommand."""
        ...

    def play(self, state: Any, seat: str, command: Any, rng: random.Random) -> tuple[list[Json], Any]:
        """`decide`'s events and the state they give, computed once."""
        ...

    def legal_commands(self, state: Any, seat: str) -> list[Json]:
        """Exactly the commands `decide` accepts from `seat` now, each once."""
        ...

    def to_act(self, state: Any) -> set[str]:
        """The seats that may send a command now (empty once the game is over)."""
        ...

    def progress(self, state: Any) -> int:
        """How far the game has come (its turn or round number), for reports."""
        ...

    def view(self, state: Any, seat: str | None) -> Json:
        """What `seat` (None: a spectator) sees of the table."""
        ...

    def redact(self, event: Json, seat: str | None) -> Json | None:
        """The event as `seat` sees it; None where it shows `seat` nothing."""
        ...

    def result(self, state: Any) -> Json | None:
        """The result once the game is over, else None."""
        ...

    def picture(self, view: Json) -> str:
        """An SVG picture of `view` (what `view` returns for a seat or a spectator), drawn from it alone: it shows
        nothing the view hides. Pure and deterministic, like the rest (engine/<game>/picture.py)."""
        ...

    def narrate(self, event: Json) -> str:
        """One plain sentence saying what `event` did, for a person reading the log (engine/<game>/words.py).
        It is given the event as a seat sees it (`redact`), so it says no more than that seat may know."""
        ...

    def label(self, command: Json) -> str:
        """A short plain phrase naming `command` (one of `legal_commands`) for a person choosing among them:
        the commands legal at one moment have distinct labels."""
        ...
