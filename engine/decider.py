"""The decider machinery every game shares: a table of actions (check, do, generate) per command type, the
context that emits events and folds each into its own copy of the state at once, and the driver behind a
game's `decide`, `play` and `legal_commands`.

A game supplies its rules as data: which actions are open in a state (`actions_now`), the error for a command
type that is not (`refuse`), how a command is parsed, and what the rules ask about (`subject`: the state and
the seat, or a game's query object over them). `legal_commands` keeps exactly the candidates the check
accepts, so it can never list a command that `decide` would refuse.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .core import IllegalCommand, Json, NotYourTurn


class GameState(Protocol):
    """What the driver needs of a game's state."""

    @property
    def over(self) -> bool: ...

    def to_act(self) -> set[str]: ...

    def copy(self) -> Any: ...


S = TypeVar("S", bound=GameState)  # a game's state
Q = TypeVar("Q")  # what a game's checks and generators ask: its query over (state, seat)
C = TypeVar("C", bound="Ctx[Any]")  # a game's context


class Ctx(Generic[S]):
    """Collects the events of one command, folding each into `state` (a copy of the table before it) as it is
    emitted, so the next rule sees the table as it now is. A game subclasses it with its `apply` and helpers."""

    def __init__(self, state: S, rng: random.Random | None):
        self.state: S = state.copy()
        self.rng = rng
        self.events: list[Json] = []

    def apply(self, state: S, event: Json) -> None:
        """Folds `event` into `state` in place (the game's evolve)."""
        raise NotImplementedError

    def emit(self, event_type: str, /, **fields: Any) -> None:
        event = {"type": event_type, **fields}
        self.apply(self.state, event)
        self.events.append(event)


@dataclass(frozen=True)
class Action(Generic[Q, C]):
    """One command type: `check` (pure; raises IllegalCommand with the rule id; returns a plan for `do`),
    `do` (emits the command's events through the context) and `gen` (candidate commands, canonical and each
    once). With `gen_checks`, `gen` yields only commands `check` accepts (the tests hold it to that), which
    spares legal_commands a check per candidate."""

    check: Callable[[Q, Json], Any]
    do: Callable[[C, str, Json, Any], None]
    gen: Callable[[Q], Iterable[Json]]
    gen_checks: bool = False


def no_check(q: Any, cmd: Json) -> None:
    """The check of a command that is legal whenever its type is open."""


@dataclass(frozen=True)
class Rules(Generic[S, Q, C]):
    """A game's decide / play / legal_commands, built from its action tables."""

    parse: Callable[[S, Any], Json]  # the command, well formed and canonical; raises MalformedCommand
    subject: Callable[[S, str], Q]  # what checks and generators ask about
    actions_now: Callable[[S], Mapping[str, Action[Q, C]]]  # the command types open now
    refuse: Callable[[S, str], IllegalCommand]  # the error for a command type that is not open now
    context: Callable[[S, random.Random | None], C]  # a new context over a copy of the state
    after: Callable[[C], None] | None = None  # what follows every command without a decision (e.g. sieges)

    def play(self, state: S, seat: str, command: Any, rng: random.Random) -> tuple[list[Json], S]:
        """The events `command` by `seat` causes and the state after them; `state` is never changed.

        Raises:
            MalformedCommand: the command is not well formed.
            NotYourTurn: `seat` is not to act (or the game is over).
            IllegalCommand: the rules forbid it; `rule_id` names the rule.
        """
        cmd = self.parse(state, command)
        to_act = state.to_act()
        if seat not in to_act:
            raise NotYourTurn("the game is over" if state.over else f"it is not {seat}'s turn to act",
                              {"to_act": sorted(to_act)})
        actions = self.actions_now(state)
        action = actions.get(cmd["type"])
        if action is None:
            raise self.refuse(state, cmd["type"])
        plan = action.check(self.subject(state, seat), cmd)
        ctx = self.context(state, rng)
        action.do(ctx, seat, cmd, plan)
        if self.after is not None:
            self.after(ctx)
        return ctx.events, ctx.state

    def decide(self, state: S, seat: str, command: Any, rng: random.Random) -> list[Json]:
        """The events `command` by `seat` causes (see `play`)."""
        return self.play(state, seat, command, rng)[0]

    def legal_commands(self, state: S, seat: str) -> list[Json]:
        """Every command `decide` accepts from `seat` now, in canonical form, each once."""
        return list(self.iter_legal(state, seat))

    def has_legal_command(self, state: S, seat: str) -> bool:
        return next(self.iter_legal(state, seat), None) is not None

    def iter_legal(self, state: S, seat: str) -> Iterator[Json]:
        if seat not in state.to_act():
            return
        q = self.subject(state, seat)
        for action in self.actions_now(state).values():
            if action.gen_checks:
                yield from action.gen(q)
                continue
            check = action.check
            for cmd in action.gen(q):
                try:
                    check(q, cmd)
                except IllegalCommand:
                    continue
                yield cmd
