"""Chance outcomes given in advance: a random generator that answers the engine's draws from a script.

A game record (engine/records.py, docs/records.md) writes every chance outcome of a game as a line. Replaying
it, the engine must draw exactly those outcomes, yet it draws only through its rng (`sample`, `choice`,
`shuffle`). `ScriptedRng` is that rng: it answers each call with the next outcome of its script, after checking
that the outcome is one the call could have given (the right kind of call, every value among the population,
the right count, no value twice), so a record can make the engine draw only what its own draws allow. The
engine is not changed: it is handed this rng instead of a seeded one.
"""
from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")
HIDDEN = "?"  # a value the record's reader may not see (docs/records.md): such a record cannot be replayed


@dataclass(frozen=True)
class Outcome:
    """What one call of the rng must give: `call` names the method (sample, choice or shuffle) and `tokens` the
    values in order, each as the game's `token` names it; `line` is the record line that gives it."""

    call: str
    tokens: tuple[str, ...]
    line: int


@dataclass(frozen=True)
class Chance:
    """A chance line of a record, ``~ <label>: <token>, <token>...``: what came up, in the game's words
    (engine/<game>/record.py); a token its reader may not see is HIDDEN. `line`: where it stands in the record."""

    label: str
    tokens: tuple[str, ...]
    line: int = field(default=0, compare=False)

    @property
    def hidden(self) -> bool:
        return HIDDEN in self.tokens


class RecordError(Exception):
    """A record that cannot be read or replayed: `code` (invalid_record, record_incomplete, record_illegal), the
    1-based `line` it concerns (0: the record as a whole) and, for a command the rules refuse, the `rule` id."""

    def __init__(self, code: str, line: int, message: str, rule: str | None = None):
        super().__init__(f"line {line}: {message}" if line else message)
        self.code, self.line, self.message, self.rule = code, line, message, rule


class ScriptedRng(random.Random):
    """Answers `sample`, `choice` and `shuffle` from `outcomes`, in order; `token` names a population's value as
    the outcomes do. `line` is the record line being replayed, named when the game draws and no outcome is left.
    Every other source of randomness raises: an engine that drew otherwise could not be replayed from a record."""

    def __init__(self, outcomes: Iterable[Outcome], token: Callable[[Any], str], line: int):
        super().__init__(0)
        self.script = deque(outcomes)
        self.token = token
        self.line = line

    def _next(self, call: str, population: Sequence[T]) -> tuple[Outcome, dict[str, T]]:
        if not self.script:
            self._refuse(self.line, f"the game makes a chance draw ({call}) here, but the record gives no outcome "
                                    "for it")
        outcome = self.script.popleft()
        if outcome.call != call:
            self._refuse(outcome.line, f"this outcome answers a {outcome.call}, but the game makes a {call} here")
        by_token = {self.token(value): value for value in population}
        unknown = [t for t in outcome.tokens if t not in by_token]
        if unknown:
            self._refuse(outcome.line, f"{unknown[0]!r} cannot come up here (possible: "
                                       f"{', '.join(sorted(by_token)[:40])})")
        return outcome, by_token

    def sample(self, population: Sequence[T], k: int, *, counts: Iterable[int] | None = None) -> list[T]:
        if counts is not None:
            self._refuse(self.line, "the game draws with counts, which a record cannot give")
        population = list(population)
        if k == 0:  # only one outcome: nothing to record
            return []
        outcome, by_token = self._next("sample", population)
        if len(outcome.tokens) != k or len(set(outcome.tokens)) != k:
            self._refuse(outcome.line, f"the game draws {k} different values here, not {len(outcome.tokens)}")
        return [by_token[t] for t in outcome.tokens]

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        outcome, by_token = self._next("choice", seq)
        if len(outcome.tokens) != 1:
            self._refuse(outcome.line, f"the game draws one value here, not {len(outcome.tokens)}")
        return by_token[outcome.tokens[0]]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        outcome, by_token = self._next("shuffle", x)
        if sorted(outcome.tokens) != sorted(self.token(v) for v in x):
            self._refuse(outcome.line, "the game shuffles other values here: the outcome must order exactly them")
        x[:] = [by_token[t] for t in outcome.tokens]

    def random(self) -> float:
        self._refuse(self.line, "the game draws a number here, which a record cannot give")

    def getrandbits(self, k: int) -> int:
        self._refuse(self.line, "the game draws bits here, which a record cannot give")

    def finish(self) -> None:
        """Raises RecordError if an outcome was given that the game did not draw."""
        if self.script:
            self._refuse(self.script[0].line, "the record gives a chance outcome here that the game does not draw")

    @staticmethod
    def _refuse(line: int, message: str) -> NoReturn:
        raise RecordError("record_illegal", line, message)


__all__ = ["HIDDEN", "Chance", "Outcome", "RecordError", "ScriptedRng"]
