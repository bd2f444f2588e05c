"""The building blocks of the JSON Schema dialect every engine describes its JSON in (Engine.state_schemas,
docs/state-schemas.md): closed objects, maps, arrays with bounds, nullable values as `[T, "null"]`, shared pieces
as a lone `$ref` to a def, a description on every schema. Each game's schemas module builds its own pieces
(a seat, a card...) on these; tests/conformance/test_state_schemas.py checks the result for every game."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .core import Json


def _typed(kind: str, description: str, nullable: bool = False, **rest: Any) -> Json:
    """A schema of type `kind` (`[kind, "null"]` when nullable) with a description and the keywords `rest`."""
    return {"type": [kind, "null"] if nullable else kind, "description": description, **rest}


def _bounds(**bounds: int | None) -> dict[str, int]:
    """The bounds given (keyword: value), without those left None."""
    return {k: v for k, v in bounds.items() if v is not None}


def ref(name: str) -> Json:
    """The def `name`: a lone `$ref` (never nullable: a nullable object is written inline)."""
    return {"$ref": f"#/$defs/{name}"}


def obj(description: str, required: Json | None = None, optional: Json | None = None, nullable: bool = False) -> Json:
    """A closed object: `required` properties always there, `optional` ones sometimes (no empty `required`)."""
    out = _typed("object", description, nullable, properties={**(required or {}), **(optional or {})})
    if required:
        out["required"] = list(required)
    out["additionalProperties"] = False
    return out


def mapping(description: str, value: Json) -> Json:
    """An object keyed by ids the dialect cannot list (seats, locations, spaces...), every value `value`."""
    return _typed("object", description, additionalProperties=value)


def array(description: str, items: Json, min_items: int | None = None, max_items: int | None = None,
          nullable: bool = False) -> Json:
    """An array of `items`, with optional bounds on its length."""
    return _typed("array", description, nullable, items=items, **_bounds(minItems=min_items, maxItems=max_items))


def pair(description: str, item: Json) -> Json:
    """Two values of `item` (OpenAPI 3.0 has no tuples)."""
    return array(description, item, 2, 2)


def integer(description: str, minimum: int | None = None, maximum: int | None = None, nullable: bool = False) -> Json:
    """An integer, with optional bounds."""
    return _typed("integer", description, nullable, **_bounds(minimum=minimum, maximum=maximum))


def number(description: str, minimum: int | None = None, maximum: int | None = None, nullable: bool = False) -> Json:
    """A number, with optional bounds."""
    return _typed("number", description, nullable, **_bounds(minimum=minimum, maximum=maximum))


def string(description: str, min_length: int | None = None, max_length: int | None = None,
           nullable: bool = False) -> Json:
    """A string, with optional bounds on its length."""
    return _typed("string", description, nullable, **_bounds(minLength=min_length, maxLength=max_length))


def boolean(description: str) -> Json:
    """True or false."""
    return _typed("boolean", description)


def enum(description: str, values: Iterable[Any], nullable: bool = False) -> Json:
    """One of `values` (booleans, integers or strings); nullable: null too, listed among the values."""
    values = list(values)
    kind = ("boolean" if all(isinstance(v, bool) for v in values) else
            "integer" if all(isinstance(v, int) for v in values) else "string")
    return _typed(kind, description, nullable, enum=[*values, None] if nullable else values)


def const(description: str, value: str | int) -> Json:
    """Exactly `value`, a string or an integer (an event's `type`, a decision's `kind`, a view's `game`)."""
    return _typed("integer" if isinstance(value, int) else "string", description, const=value)


def one_of(description: str, *names: str) -> Json:
    """Exactly one of the defs `names` (a union of shapes)."""
    return {"description": description, "oneOf": [ref(name) for name in names]}


def event(event_type: str, description: str, required: Json | None = None, optional: Json | None = None) -> Json:
    """An event: `type` (the const `event_type`) and `required` always there, `optional` sometimes."""
    return obj(description, {"type": const("The event type.", event_type), **(required or {})}, optional)
