"""Typed readers for outside JSON (positions, options): each returns the value when it has the wanted type and range
and otherwise raises the engine's error naming the value by its path, so a malformed input is always refused with
InvalidPosition or InvalidOptions (a 400), never with a TypeError or KeyError from deeper in the engine (a 500).

    read = Reader(InvalidPosition)            # raises InvalidPosition("food.red: ...", {"path": "food.red"})
    food = read.obj(p["food"], "food", keys=seats)
    read.int(food["red"], "food.red")

Paths join with `at`: ``at("cards", "red")`` is ``cards.red``, ``at("cards.red", 2)`` is ``cards.red[2]``.
Readers check the type before they compare, hash or print a value: a list is never looked up in a set, a bool is
not an int, a float is not an int (``1.0`` is refused where ``1`` is wanted), an integer larger than JSON carries
exactly (2^53, docs/limits.md) is refused, and no message prints a number the reader has not bounded.
"""
from __future__ import annotations

import builtins
from collections.abc import Callable, Collection, Iterable
from typing import Any, NoReturn, TypeGuard, TypeVar

from .core import EngineError, Json

T = TypeVar("T")
MAX_INT = 2**53  # the largest integer a JSON number carries exactly (docs/limits.md: the API refuses larger ones)


def at(path: str, key: str | int) -> str:
    """The path of a member (``seats.red``) or of a list item (``cards.red[2]``); the root is ``$``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return key if path in ("", "$") else f"{path}.{key}"


def is_int(value: Any) -> TypeGuard[int]:
    return type(value) is int


def show(value: Any, size: int = 40) -> str:
    """A short, always writable description of an outside value, for messages."""
    if isinstance(value, str):
        text = repr(value)
        return text if len(text) <= size else text[:size - 4] + "...'"
    if is_int(value) and abs(value) <= MAX_INT or isinstance(value, (bool, float)) or value is None:
        return repr(value)
    return {dict: "an object", list: "a list", int: "a huge integer"}.get(type(value), "a value")


class Reader:
    """Reads outside JSON for one kind of error. `key` names the detail that carries the path (``path`` for
    positions, ``option`` for options)."""

    def __init__(self, error: type[EngineError], key: str = "path"):
        self.error = error
        self.key = key

    def fail(self, path: str, message: str, **details: Any) -> NoReturn:
        raise self.error(f"{path}: {message}", {self.key: path, **details})

    # -- scalars -------------------------------------------------------------------------------------
    def int(self, value: Any, path: str, low: int = 0, high: int = MAX_INT) -> int:
        if not is_int(value) or not low <= value <= high:
            self.fail(path, f"must be an integer from {low} to {'2^53' if high == MAX_INT else high}")
        return value

    def bool(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            self.fail(path, "must be true or false")
        return value

    def str(self, value: Any, path: str, choices: Collection[str] | None = None, what: str = "") -> str:
        """A string, one of `choices` when given (`what` names them in the message instead of listing them)."""
        if not isinstance(value, str):
            self.fail(path, f"must be {what or 'a string'}" if choices is None or what else
                      f"must be one of {', '.join(map(str, choices))}")
        if choices is not None and value not in choices:
            self.fail(path, f"{show(value)} is not {what}" if what else
                      f"must be one of {', '.join(map(str, choices))}, not {show(value)}")
        return value

    # below, builtins.str, .int and .bool: the methods above hide those names in the class body (for mypy)
    def exact(self, value: Any, path: builtins.str, choices: Iterable[Any]) -> Any:
        """One of `choices`, of the same type too (``true`` is not ``1``, ``1.0`` is not ``1``)."""
        choices = tuple(choices)
        if not any(type(value) is type(c) and value == c for c in choices):
            self.fail(path, f"must be one of {', '.join(map(show, choices))}")
        return value

    # -- containers ----------------------------------------------------------------------------------
    def obj(self, value: Any, path: builtins.str, keys: Iterable[builtins.str] | None = None,
            optional: Iterable[builtins.str] = ()) -> Json:
        """An object; with `keys`, exactly those members besides any of `optional` (the first missing one, else
        the first unknown one, is named)."""
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            self.fail(path, "must be an object")
        if keys is not None:
            keys, optional = list(keys), set(optional)
            for key in keys:
                if key not in value:
                    self.fail(at(path, key), "missing")
            for key in sorted(set(value) - set(keys) - optional):
                self.fail(at(path, key), "unknown field")
        return value

    def list(self, value: Any, path: builtins.str, item: Callable[[Any, builtins.str], T] | None = None,
             low: builtins.int = 0, high: builtins.int | None = None, unique: builtins.bool = False) -> list[T]:
        """A list of `low` to `high` items, each read by `item(value, path)`; `unique`: no item twice."""
        if not isinstance(value, list):
            self.fail(path, "must be a list")
        if not low <= len(value) <= (len(value) if high is None else high):
            self.fail(path, f"must hold {low} to {high} items" if high is not None else
                      f"must hold at least {low} items")
        if item is not None:
            for i, x in enumerate(value):
                item(x, at(path, i))
        if unique:
            seen: list[Any] = []
            for i, x in enumerate(value):
                if x in seen:
                    self.fail(at(path, i), f"{show(x)} is there twice")
                seen.append(x)
        return value

    def optional(self, value: Any, path: builtins.str, read: Callable[[Any, builtins.str], T]) -> T | None:
        """null, or what `read` accepts."""
        return None if value is None else read(value, path)
