"""Event schema versions (engine/acres/events.py): the fields each event type has, and a log written by the first
release's engine (golden/v1-game.json), read through `upcast` and replayed by today's."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest

from engine import acres
from engine.acres.events import EVENT_VERSION, EVENTS, UPCASTERS
from engine.acres.position import PENDING_KINDS, export_position
from engine.core import seeded_rng

from .randomplay import play

LOG = Path(__file__).parent / "golden" / "v1-game.json"


def test_the_events_are_at_version_1_with_no_upcaster():
    """No event type gained, lost or changed a field since the first release (events.py says how that was found)."""
    assert acres.EVENT_VERSION == EVENT_VERSION == 1 and UPCASTERS == {}
    with pytest.raises(ValueError, match="newer"):
        acres.upcast([], 2)


def literals(annotation: Any) -> tuple[Any, ...] | None:
    """The values a Literal annotation (or a Literal or None) allows; None for any other annotation."""
    if get_origin(annotation) is Literal:
        return get_args(annotation)
    if get_origin(annotation) is Union or type(annotation).__name__ == "UnionType":
        parts = [literals(a) if a is not type(None) else (None,) for a in get_args(annotation)]
        if all(p is not None for p in parts):
            return tuple(v for p in parts for v in p or ())
    return None


def conforms(event: dict) -> None:
    """`event` has exactly the fields its type's TypedDict names, and each Literal field one of its values."""
    spec = EVENTS[event["type"]]
    assert spec.__required_keys__ <= set(event) <= spec.__required_keys__ | spec.__optional_keys__, event
    for field, annotation in get_type_hints(spec).items():
        allowed = literals(annotation)
        if field in event and allowed is not None:
            assert event[field] in allowed, (field, event)
    if event["type"] == "DecisionRequested":  # the fields of each kind: those a position's pending decision has
        context = set(event) - {"type", "seat", "kind"}
        assert set(PENDING_KINDS[event["kind"]]) <= context <= {*PENDING_KINDS[event["kind"]], "settler_needed"}


@pytest.mark.parametrize("edition", ["second", "first"])
def test_every_event_has_exactly_the_fields_its_type_names_and_a_log_of_today_upcasts_to_itself(edition):
    """The TypedDicts of events.py are the events' real shapes; a log written today, read as version 1 (an
    unversioned log), comes through `upcast` unchanged."""
    seen: set[str] = set()
    for seed in range(4):
        events = play(seed, {"edition": edition}, cap=1500).events
        for event in events:
            conforms(event)
            seen.add(event["type"])
        before = copy.deepcopy(events)
        assert acres.upcast(events, 1) == events == before
    assert len(seen) >= 30, sorted(set(EVENTS) - seen)  # most types happen in four random games


def test_a_log_written_by_the_first_release_replays_unchanged():
    """golden/v1-game.json: a seeded random game (2nd edition, 233 commands, to its end) written by the engine of
    the first release (commit a2b1806, PYTHONHASHSEED=0), with each command, its seat and its events. Read through
    `upcast` as a log of version 1, each command is legal today and, decided again with its rng, gives the log's
    events; folding the log gives the position the old engine exported at the end."""
    log = json.loads(LOG.read_text(encoding="utf-8"))
    assert log["engine"] == "a2b1806" and log["event_version"] == 1
    setup = acres.upcast(log["setup"], 1)
    assert setup == acres.setup(log["options"], 2, seeded_rng(log["rng"], 0))
    logged = [acres.upcast(entry["events"], 1) for entry in log["entries"]]
    state = acres.fold(setup)
    for i, (entry, events) in enumerate(zip(log["entries"], logged, strict=True)):
        for event in events:
            conforms(event)
        assert entry["command"] in acres.legal_commands(state, entry["seat"]), i
        assert acres.decide(state, entry["seat"], entry["command"], seeded_rng(log["rng"], i + 1)) == events, i
        state = acres.fold(events, state)
    assert state.over and acres.result(state) == log["final"]["result"]
    assert export_position(acres.fold(setup + [e for events in logged for e in events])) == log["final"] \
        == export_position(state)
