"""Mutations of valid JSON documents (positions, options, data packs, commands) for the property-based tests.

`mutated(docs)` draws one of `docs` and changes it one to `max_steps` times, each time at a path drawn among
every path of the document as it is then (the root included):

- a value replaced by any JSON value (null, booleans, small, negative and huge integers, floats, strings, small
  lists and objects), by a value of another JSON type derived from it (``3`` -> ``"3"``, ``3.0``, ``true``,
  ``[3]``; a list -> an object; an object -> the list of its values), by a value found elsewhere in the same
  document or in the caller's vocabulary (a seat name, a card id, a tile id, a phase, a number: the
  mutations that keep the type but break the meaning) or by another subtree of the document;
- an integer nudged (by one or two, negated, made huge);
- a key deleted or added (a known field name or any string), a list item dropped or duplicated, a list grown
  (with one of its items or a value from the document) or shrunk (down to empty);
- two subtrees swapped, or a list item moved to another list (cards change zone, counts stay right).

Each draw returns the document and the list of what was done, for `hypothesis.note`.
"""
from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from hypothesis import event
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from engine.core import InvalidOptions, InvalidPosition, Json

Path = tuple[Any, ...]

HUGE = (2**31, 2**53, 2**53 + 1, 2**63, 2**64 + 1, 10**30, -(2**63), -(10**30))
# An integer Python will not even write in decimal (over 4,300 digits): only Python callers can pass one.
UNWRITABLE = st.builds(pow, st.just(10), st.just(5000))
_text = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=8)
scalars = (st.none() | st.booleans() | st.integers(-3, 50) | st.integers(-(2**70), 2**70) | st.sampled_from(HUGE)
           | UNWRITABLE
           | st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([0.0, 1.0, 2.5, -1.0]) | _text)
json_values = st.recursive(scalars, lambda kids: st.lists(kids, max_size=3) | st.dictionaries(_text, kids, max_size=3),
                           max_leaves=6)


def walk(doc: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every (path, value) of a JSON document, the root first."""
    yield path, doc
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from walk(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from walk(value, (*path, i))


def get(doc: Any, path: Path) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _put(doc: Any, path: Path, value: Any) -> Any:
    """`doc` (changed in place) with the value at `path` replaced; the root replaced is simply `value`."""
    if not path:
        return value
    get(doc, path[:-1])[path[-1]] = value
    return doc


def _pools(doc: Any) -> tuple[list[Any], list[str]]:
    """The scalar values and the object keys of a document, each once, in a stable order."""
    values: dict[Any, None] = {}
    keys: dict[str, None] = {}
    for _, value in walk(doc):
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            values[(type(value).__name__, value)] = None
        if isinstance(value, dict):
            keys.update(dict.fromkeys(k for k in value if isinstance(k, str)))
    return [v for _, v in values], list(keys)


def retyped(value: Any) -> list[Any]:
    """Values of other JSON types made from `value`."""
    out: list[Any] = [None, [value], {"value": value}]
    if isinstance(value, bool):
        out += [int(value), str(value).lower()]
    elif isinstance(value, int):
        out += [value != 0, [value, value]] + ([str(value), float(value)] if abs(value) < 10**100 else [])
    elif isinstance(value, float):
        out += [int(value), str(value)]
    elif isinstance(value, str):
        out += [len(value), value.upper(), list(value), {value: value}, True]
    elif isinstance(value, list):
        out += [{str(i): v for i, v in enumerate(value)}, value[0] if value else 0, len(value), value[::-1]]
    elif isinstance(value, dict):
        out += [list(value.values()), list(value), sorted(map(str, value))[:1] or ""]
    return out


def short(value: Any, size: int = 60) -> str:
    """repr cut to `size` characters (a 5,000-digit integer has no repr: Python refuses to write it)."""
    try:
        text = repr(value)
    except ValueError:
        text = f"<{type(value).__name__} holding an integer too long to write>"
    return text[:size]


@st.composite
def _step(draw: st.DrawFn, doc: Any, pools: tuple[list[Any], list[str]]) -> tuple[Any, str]:
    entries = list(walk(doc))
    path, value = draw(st.sampled_from(entries))
    values, keys = pools
    ops = ["any", "retype", "pool", "subtree", "swap"]
    if path:
        ops.append("delete")
    if isinstance(value, int) and not isinstance(value, bool):
        ops += ["nudge", "nudge"]
    if isinstance(value, dict):
        ops += ["add_key", "add_key"]
    if isinstance(value, list):
        ops += ["grow", "shrink", "move"] + (["duplicate"] if value else [])
    op = draw(st.sampled_from(ops))
    where = "/".join(map(str, path)) or "$"
    if op == "any":
        new = draw(json_values)
    elif op == "retype":
        new = draw(st.sampled_from(retyped(value)))
    elif op == "pool":
        new = draw(st.sampled_from(values)) if values else None
    elif op == "subtree":
        new = copy.deepcopy(draw(st.sampled_from(entries))[1])
    elif op == "nudge":
        new = draw(st.sampled_from([value + 1, value - 1, value + 2, value - 2, -value, -value - 1, *HUGE[:4]]))
    elif op == "delete":
        parent = get(doc, path[:-1])
        del parent[path[-1]]
        return doc, f"delete {where}"
    elif op == "add_key":
        key = draw(st.sampled_from(keys) | _text) if keys else draw(_text)
        item = draw(st.sampled_from(values) | json_values) if values else draw(json_values)
        value[key] = item
        return doc, f"add {where}/{key} = {short(item)}"
    elif op == "grow":
        item = draw(st.sampled_from(value) if value else st.sampled_from(values or [0]))
        if draw(st.booleans()) and values:
            item = draw(st.sampled_from(values))
        value.insert(draw(st.integers(0, len(value))), copy.deepcopy(item))
        return doc, f"grow {where} with {short(item)}"
    elif op == "shrink":
        size = draw(st.integers(0, max(0, len(value) - 1)))
        if draw(st.booleans()) or not value:
            del value[size:]
            return doc, f"shrink {where} to {size}"
        del value[size]
        return doc, f"drop {where}/{size}"
    elif op == "duplicate":
        i = draw(st.integers(0, len(value) - 1))
        value.append(copy.deepcopy(value[i]))
        return doc, f"duplicate {where}/{i}"
    elif op == "move":
        lists = [(p, v) for p, v in entries if isinstance(v, list) and v and p != path and p[:len(path)] != path]
        if not lists:
            return doc, "no move"
        source_path, source = draw(st.sampled_from(lists))
        i = draw(st.integers(0, len(source) - 1))
        item = source.pop(i)
        value.insert(draw(st.integers(0, len(value))), item)
        return doc, f"move {'/'.join(map(str, source_path))}/{i} ({short(item, 40)}) to {where}"
    else:  # swap with a subtree that neither holds nor lies within this one
        others = [(p, v) for p, v in entries if p[:len(path)] != path and path[:len(p)] != p]
        if not others:
            return doc, "no swap"
        other_path, other = draw(st.sampled_from(others))
        _put(doc, other_path, value)
        doc = _put(doc, path, other)
        return doc, f"swap {where} and {'/'.join(map(str, other_path))}"
    return _put(doc, path, new), f"{op} {where} = {short(new)}"


class Docs(list[Any]):
    """Documents with a short repr (hypothesis writes a strategy's arguments in its reports)."""

    def __repr__(self) -> str:
        return f"<{len(self)} documents>"


def mutated(docs: Sequence[Any], max_steps: int = 3,
            vocabulary: Sequence[Any] = ()) -> st.SearchStrategy[tuple[Any, list[str]]]:
    """One of `docs`, deep-copied and changed 1 to `max_steps` times; with what was done. `vocabulary` adds
    values the documents may not hold but the game knows (every phase, decision kind, seat, card, location), so
    that values of the right type and the wrong meaning come up often."""
    return _mutated(Docs(docs), max_steps, Docs(vocabulary))


@st.composite
def _mutated(draw: st.DrawFn, docs: Docs, max_steps: int, vocabulary: Docs) -> tuple[Any, list[str]]:
    doc = copy.deepcopy(draw(st.sampled_from(docs)))
    values, keys = _pools(doc)
    pools = (values + [v for v in vocabulary if v not in values], keys)
    done = []
    for _ in range(draw(st.integers(1, max_steps))):
        doc, what = draw(_step(doc, pools))
        done.append(what)
    return doc, done


def attempt(call: Callable[[], list[Json]], play_on: Callable[[list[Json]], None]) -> str:
    """Run `call` (a setup): "accepted" and `play_on` its events, or "refused" with exactly InvalidPosition or
    InvalidOptions (any other exception fails the test)."""
    try:
        events = call()
    except (InvalidPosition, InvalidOptions) as exc:
        assert exc.message and isinstance(exc.details, dict)
        if currently_in_test_context():
            event(f"refused: {exc.code}")
        return "refused"
    play_on(events)
    if currently_in_test_context():
        event("accepted")
    return "accepted"
