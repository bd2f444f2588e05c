"""OpenSpiel's fixed integer actions for Tabula's JSON commands: a command is a short sequence of tokens.

A command's tokens are its type, then the values of its fields in the game's field order (engine/<game>/commands.py
SPECS), a list field contributing its items in their canonical order, an absent optional field nothing. Every
token is an action: a card, a location, a space, a number... so the action space is the game's vocabulary (a
couple of hundred actions), fixed and meaning the same in every state, however many ways a hand can be discarded.

A seat to act picks its command token by token. The legal actions are the next tokens of the legal commands that
begin with what it picked so far, plus END where what it picked is already a whole command and also the start of
a longer one (a discard of one card or of two). A command is played as soon as its tokens are complete: when
END is picked, or when no longer legal command begins with them.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Json

Token = tuple[str, Any]  # ("end", None), ("type", name) or ("value", a field value)
END: Token = ("end", None)


class Vocabulary:
    """Every token of a game, numbered: END is 0, then the command types, then the field values, sorted."""

    def __init__(self, specs: Mapping[str, Mapping[str, str]], values: Iterable[Any]):
        self.specs = specs
        ordered = sorted(set(values), key=lambda v: (type(v).__name__, v))
        self.tokens: list[Token] = [END, *(("type", t) for t in sorted(specs)), *(("value", v) for v in ordered)]
        self.index = {token: i for i, token in enumerate(self.tokens)}

    def __len__(self) -> int:
        return len(self.tokens)

    def encode(self, command: Json) -> tuple[int, ...]:
        """The actions of `command`. Raises KeyError for a value outside the vocabulary."""
        kind = command["type"]
        tokens: list[Token] = [("type", kind)]
        for field in self.specs[kind]:
            value = command.get(field)
            if value is None:
                continue
            items = value if isinstance(value, list) else [value]
            tokens += [("value", v) for v in items]
        try:
            return tuple(self.index[t] for t in tokens)
        except KeyError as missing:
            raise KeyError(f"{command} has a value outside the game's action vocabulary: {missing}") from None


@dataclass(frozen=True)
class Choice:
    """A seat's decision in progress: the legal commands (with their actions) that begin with `picked`."""

    candidates: tuple[tuple[tuple[int, ...], Json], ...]
    picked: tuple[int, ...] = ()

    @classmethod
    def of(cls, vocabulary: Vocabulary, commands: Sequence[Json]) -> Choice:
        candidates = tuple((vocabulary.encode(c), c) for c in commands)
        if len({actions for actions, _ in candidates}) != len(candidates):
            raise ValueError("two legal commands have the same actions: the vocabulary's field order is ambiguous")
        return cls(candidates)

    def complete(self) -> Json | None:
        """The command whose actions are exactly those picked, if any."""
        return next((c for actions, c in self.candidates if actions == self.picked), None)

    def legal_actions(self) -> list[int]:
        depth = len(self.picked)
        nexts = {actions[depth] for actions, _ in self.candidates if len(actions) > depth}
        if self.complete() is not None:
            nexts.add(0)  # END: stop here rather than go on to a longer command
        return sorted(nexts)

    def pick(self, action: int) -> tuple[Choice, Json | None]:
        """The choice after `action`, and the command to play if `action` completes one."""
        if action == 0:
            command = self.complete()
            assert command is not None, "END picked where no command is complete"
            return self, command
        picked = (*self.picked, action)
        depth = len(picked)
        candidates = tuple(c for c in self.candidates if c[0][:depth] == picked)
        if not candidates:
            raise ValueError(f"action {action} begins no legal command here")
        after = Choice(candidates, picked)
        whole = after.complete()
        if whole is not None and len(candidates) == 1:
            return after, whole
        return after, None

    def command_after(self, action: int) -> Json | None:
        """The command that `action` would complete (for its text), if any."""
        try:
            return self.pick(action)[1]
        except (ValueError, AssertionError):
            return None
