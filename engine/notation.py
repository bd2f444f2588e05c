"""A command in a short line of text and back, for game records (docs/records.md), for any game from its command
schemas (`Engine.command_schemas`): the type, then the first field's value if that field is required (and not the
first of several numbers), then the other fields as ``name=value``, in the schema's order; a list is its items
joined by commas, ``-`` when empty.

    settle halifax via=b-pemaquid transport=b-new-haven settler=b-new-york
    hunt 7,8
    lay_tile q=-1 r=0 rotation=3

`read` gives back exactly the JSON command `write` was given (integers as integers), for every command a game's
schemas describe; it raises ValueError on text that names no command of the game. Whether the command is legal is
the engine's to decide.
"""
from __future__ import annotations

import re
from typing import Any

from .core import Json

EMPTY = "-"  # an empty list
WORD = re.compile(r"[A-Za-z0-9_.:+-]+")  # a value as written: no space, comma, '=' or other syntax


class Notation:
    """The notation of one game's commands (its `command_schemas`)."""

    def __init__(self, schemas: dict[str, Json]):
        self.schemas = schemas

    def write(self, command: Json) -> str:
        """`command` as one line. Raises ValueError for a command of no known type or with unknown fields."""
        kind = command.get("type")
        schema = self.schemas.get(kind) if isinstance(kind, str) else None
        if schema is None or not isinstance(kind, str):
            raise ValueError(f"no command type {kind!r}")
        fields = list(schema["properties"])
        unknown = set(command) - set(fields) - {"type"}
        if unknown:
            raise ValueError(f"unknown fields {sorted(unknown)} in a {kind} command")
        parts = [kind]
        for i, name in enumerate(fields):
            if name not in command:
                continue
            value = _text(command[name])
            parts.append(value if i == 0 and self._positional(schema) else f"{name}={value}")
        return " ".join(parts)

    def read(self, text: str) -> Json:
        """The command `text` writes. Raises ValueError naming what is wrong."""
        kind, *words = text.split(" ")
        schema = self.schemas.get(kind)
        if schema is None:
            raise ValueError(f"no command type {kind!r} (known: {', '.join(sorted(self.schemas))})")
        fields, props = list(schema["properties"]), schema["properties"]
        command: Json = {"type": kind}
        for i, word in enumerate(words):
            if i == 0 and self._positional(schema) and "=" not in word:
                name, value = fields[0], word
            else:
                name, sep, value = word.partition("=")
                if not sep or name not in props:
                    raise ValueError(f"{word!r} is no field of a {kind} command (fields: {', '.join(fields) or 'none'})")
            if name in command:
                raise ValueError(f"the field {name} is given twice")
            command[name] = _value(props[name], value, name)
        missing = [f for f in schema.get("required", []) if f not in command]
        if missing:
            raise ValueError(f"a {kind} command needs {', '.join(missing)}")
        return {"type": kind, **{f: command[f] for f in fields if f in command}}

    @staticmethod
    def _positional(schema: Json) -> bool:
        """The first field goes unnamed when it is required, and is not the first of several numbers (a bare
        number among named ones reads badly: ``lay_tile q=0 r=-1 rotation=4``)."""
        props = schema["properties"]
        fields = list(props)
        if not fields or fields[0] not in schema.get("required", []):
            return False
        return len(fields) == 1 or props[fields[0]].get("type") != "integer"


def _text(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(_atom(v) for v in value) or EMPTY
    return _atom(value)


def _atom(value: Any) -> str:
    text = str(value)
    if isinstance(value, bool) or not isinstance(value, (str, int)) or not WORD.fullmatch(text) or text == EMPTY:
        raise ValueError(f"the value {value!r} has no notation")
    return text


def _value(prop: Json, text: str, name: str) -> Any:
    if prop.get("type") == "array":
        if text == EMPTY:
            return []
        return [_scalar(prop.get("items", {}), t, name) for t in text.split(",")]
    return _scalar(prop, text, name)


def _scalar(prop: Json, text: str, name: str) -> Any:
    if not WORD.fullmatch(text) or text == EMPTY:
        raise ValueError(f"{text!r} is no value of {name}")
    if prop.get("type") == "integer":
        if not re.fullmatch(r"-?[0-9]{1,9}", text):
            raise ValueError(f"{name} is a whole number, not {text!r}")
        return int(text)
    return text


__all__ = ["Notation"]
