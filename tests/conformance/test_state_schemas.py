"""Every registered game's typed state (engine.core.Engine.state_schemas, docs/state-schemas.md) against the JSON
it really hands the API, over the seeded games of runs.py: every view (each seat and a spectator) and the full
state (export_position, what ?full=1 serves), every event unredacted and as each seat and a spectator sees it,
every decision as a your_turn item carries it (api.http.feeds.pending_decision), and the result, also as the
lifecycle amends it (engine.lifecycle.final); then the lifecycle's own events and results. Validated with
jsonschema_rs. The schemas keep to the dialect the API turns into OpenAPI 3.0.3 mechanically, and no game's JSON
fits another game's schema of the same name (the OpenAPI unions are oneOf: exactly one must match)."""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import jsonschema_rs

from api.http.feeds import pending_decision
from engine import bots, lifecycle, registry
from engine.core import Engine, Json

from .. import toygame
from ..conftest import registered
from .conftest import NAMES
from .runs import Run, runs

CHECK_EVERY = 3  # views and decisions of every 3rd state (and the last): the events are all checked
KEYWORDS = {"type", "properties", "required", "additionalProperties", "items", "enum", "const", "oneOf", "$ref",
            "description", "minimum", "maximum", "minItems", "maxItems", "minLength", "maxLength"}
TYPES = {"object", "array", "string", "integer", "number", "boolean"}
PARTS = ("view", "events", "decisions", "result", "defs")


@cache
def schemas(name: str) -> Json:
    with registered(toygame):
        return registry.get(name).state_schemas()


class Validators:
    """A game's validators: its view, each event type, each decision kind, its result (and the result as the
    lifecycle amends it)."""

    def __init__(self, spec: Json):
        defs = spec["defs"]
        amended, amended_defs = lifecycle.amended_result(spec["result"], defs)
        self.view = self.make(spec["view"], defs)
        self.events = {k: self.make(v, defs) for k, v in spec["events"].items()}
        self.decisions = {k: self.make(v, defs) for k, v in spec["decisions"].items()}
        self.result = self.make(spec["result"], defs)
        self.amended = self.make(amended, amended_defs)

    @staticmethod
    def make(schema: Json, defs: Json) -> Any:
        return jsonschema_rs.validator_for({**schema, "$defs": defs})


@cache
def validators(name: str) -> Validators:
    return Validators(schemas(name))


def check(validator: Any, value: Any, what: str) -> None:
    errors = list(validator.iter_errors(value))
    assert not errors, f"{what}: " + "; ".join(f"at /{'/'.join(map(str, e.instance_path))}: {e.message}"
                                               for e in errors[:5])


def states(run: Run) -> list[Any]:
    steps = run.steps
    return [run.start, *(s.after for i, s in enumerate(steps) if i % CHECK_EVERY == 0 or i == len(steps) - 1)]


# -- the dialect ---------------------------------------------------------------------------------------------------
def dialect_errors(schema: Any, defs: Json, at: str) -> Iterator[str]:
    """What in `schema` (at `at`) is outside the contract's dialect (docs/state-schemas.md)."""
    if not isinstance(schema, dict):
        yield f"{at}: not an object"
        return
    if "$ref" in schema:
        ref = schema["$ref"]
        if set(schema) != {"$ref"}:
            yield f"{at}: a $ref stands alone ({sorted(schema)})"
        if not (isinstance(ref, str) and ref.startswith("#/$defs/") and ref.removeprefix("#/$defs/") in defs):
            yield f"{at}: $ref {ref!r} names no def"
        return
    if set(schema) - KEYWORDS:
        yield f"{at}: keywords outside the dialect: {sorted(set(schema) - KEYWORDS)}"
    description = schema.get("description")
    if not (isinstance(description, str) and description.strip()):  # every schema but a $ref
        yield f"{at}: no description"
    if isinstance(description, str) and ("\n" in description or len(description) > 200):
        yield f"{at}: a description is one line of at most 200 characters"
    kind = schema.get("type")
    if kind is not None and not ((isinstance(kind, str) and kind in TYPES) or (isinstance(kind, list) and len(kind) == 2 and kind[0] in TYPES
                                                   and kind[1] == "null")):
        yield f"{at}: type {kind!r} is neither a type nor [type, 'null']"
    if "type" not in schema and "oneOf" not in schema:
        yield f"{at}: no type"
    is_object = kind == "object" or (isinstance(kind, list) and kind[0] == "object")
    if is_object or "properties" in schema or "additionalProperties" in schema:
        if "additionalProperties" not in schema:
            yield f"{at}: an object without additionalProperties"
        extra = schema.get("additionalProperties")
        if extra is not False:
            if "properties" in schema:
                yield f"{at}: a map (additionalProperties a schema) with properties"
            yield from dialect_errors(extra, defs, f"{at}/additionalProperties")
        properties = schema.get("properties", {})
        if not set(schema.get("required", ())) <= set(properties):
            yield f"{at}: required names unknown properties"
        if schema.get("required") == []:
            yield f"{at}: an empty required (OpenAPI 3.0 refuses it: leave it out)"
        for name, prop in properties.items():
            yield from dialect_errors(prop, defs, f"{at}/{name}")  # every property described
    if "items" in schema:
        yield from dialect_errors(schema["items"], defs, f"{at}/items")
    for i, option in enumerate(schema.get("oneOf", ())):
        yield from dialect_errors(option, defs, f"{at}/oneOf/{i}")
    if "enum" in schema and isinstance(kind, list) != (None in schema["enum"]):
        yield f"{at}: an enum lists null when it is nullable, and only then"


def alternatives(schema: Json, defs: Json) -> list[Json]:
    """The object schemas `schema` is, through $refs and oneOf."""
    if "$ref" in schema:
        return alternatives(defs[schema["$ref"].removeprefix("#/$defs/")], defs)
    if "oneOf" in schema:
        return [x for option in schema["oneOf"] for x in alternatives(option, defs)]
    return [schema]


def tagged(schema: Json, defs: Json, key: str, value: str) -> bool:
    """Every alternative of `schema` requires `key` with the one value `value` (const)."""
    return all(key in alt.get("required", ()) and alt["properties"][key].get("const") == value
               for alt in alternatives(schema, defs))


def test_the_schemas_keep_to_the_dialect(game: Engine) -> None:
    spec = schemas(game.name)
    assert set(spec) == set(PARTS), sorted(spec)
    json.dumps(spec, allow_nan=False)  # plain JSON
    defs = spec["defs"]
    errors = [*dialect_errors(spec["view"], defs, "view"), *dialect_errors(spec["result"], defs, "result")]
    for part in ("events", "decisions", "defs"):
        for name, schema in spec[part].items():
            errors += dialect_errors(schema, defs, f"{part}/{name}")
    used = set(re.findall(r'"#/\$defs/(\w+)"', json.dumps([spec[part] for part in PARTS if part != "defs"]
                                                       + list(defs.values()))))
    for name in defs:
        if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
            errors.append(f"defs/{name}: not a CamelCase name")
        if name.startswith(game.name.title()):
            errors.append(f"defs/{name}: prefixed with the game's name (the API adds it)")
        if name not in used:
            errors.append(f"defs/{name}: never used")
    assert not errors, "\n".join(errors[:40])
    assert tagged(spec["view"], defs, "game", game.name), "every view requires game: its name (const)"
    for kind, schema in spec["events"].items():
        assert tagged(schema, defs, "type", kind), f"event {kind} requires type: {kind!r} (const)"
    for kind, schema in spec["decisions"].items():
        assert tagged(schema, defs, "kind", kind), f"decision {kind} requires kind: {kind!r} (const)"


def test_the_lifecycle_schemas_keep_to_the_dialect() -> None:
    spec = lifecycle.state_schemas()
    assert set(spec) == {"events", "decisions", "result", "defs"} and not spec["decisions"]
    errors = list(dialect_errors(spec["result"], {}, "result"))
    for kind, schema in spec["events"].items():
        errors += dialect_errors(schema, {}, f"events/{kind}")
        assert tagged(schema, {}, "type", kind), kind
    for name, schema in lifecycle.AMENDMENTS.items():
        errors += dialect_errors(schema, {}, f"amendments/{name}")
    assert not errors, "\n".join(errors)
    assert set(spec["events"]) == set(lifecycle.EVENTS)
    assert spec["events"]["Resigned"]["properties"]["ai_level"]["enum"] == list(bots.LEVELS)


# -- the JSON of seeded games --------------------------------------------------------------------------------------
def test_every_view_and_full_state_fits_the_view_schema(game: Engine) -> None:
    v = validators(game.name)
    for run in runs(game.name):
        for state in states(run):
            for seat in (*game.seats(run.seats), None):
                check(v.view, game.view(state, seat), f"{run}: the view of {seat}")
            check(v.view, game.export_position(state), f"{run}: the full state")


def test_every_event_fits_its_schema_unredacted_and_redacted(game: Engine) -> None:
    v = validators(game.name)
    seen = set()
    for run in runs(game.name):
        for i, event in enumerate(run.log):
            kind = event["type"]
            seen.add(kind)
            assert kind in v.events, f"{run}: the event type {kind} has no schema"
            check(v.events[kind], event, f"{run} event {i} ({kind}) unredacted")
            for seat in (*game.seats(run.seats), None):
                shown = game.redact(event, seat)
                if shown is not None:
                    assert shown["type"] == kind
                    check(v.events[kind], shown, f"{run} event {i} ({kind}) as {seat} sees it")
    assert seen


def test_every_decision_fits_its_schema(game: Engine) -> None:
    v = validators(game.name)
    for run in runs(game.name):
        for state in states(run):
            for seat in game.seats(run.seats):
                decision = pending_decision(game.view(state, seat), seat)
                if decision is not None:
                    assert decision.get("kind") in v.decisions, f"{run}: decision {decision} has no schema"
                    check(v.decisions[decision["kind"]], decision, f"{run}: {seat}'s decision")


def test_the_result_fits_its_schema_also_as_the_lifecycle_amends_it(game: Engine) -> None:
    v = validators(game.name)
    ended = [run for run in runs(game.name) if run.ended]
    assert ended
    for run in ended:
        result = game.result(run.final)
        check(v.result, result, f"{run}: the result")
        seats = game.seats(run.seats)
        life = lifecycle.Life(tuple(seats))
        check(v.amended, lifecycle.final(result, life), f"{run}: the final result, nobody left")
        if len(seats) > 2:  # LC-RESIGN-2: a seat that left ranks last, the result lists it under `left`
            gone = life.after(seats[0], {"type": "resign"}, [{"type": "Resigned", "seat": seats[0],
                                                            "ai_level": "heuristic"}])
            assert gone.ended is None
            amended = lifecycle.final(result, gone)
            assert amended is not None and amended != result and "left" in amended
            check(v.amended, amended, f"{run}: the final result after {seats[0]} resigned")


# -- the lifecycle's events and results ----------------------------------------------------------------------------
def lifecycle_json() -> tuple[list[Json], list[Json]]:
    """Every lifecycle event and ended result, as engine/lifecycle.py and the lobby (api/lobby.py) write them."""
    events: list[Json] = []
    results: list[Json] = []
    specs = [{"seat": "a", "kind": "open"}, {"seat": "b", "kind": "player", "player": "bo"}]
    life = lifecycle.Life.begin(specs)
    joined = life.join("ann", None)  # Joined
    life = life.after("a", {"type": "join"}, joined)
    seat, left = life.leave("ann")  # Left
    declined_seat, declined = life.decline("bo")  # Declined
    events += [*joined, *left, *declined]
    results.append(life.after(declined_seat, {"type": "decline"}, declined).ended)
    life = lifecycle.Life.begin(specs)
    life = life.after("a", {"type": "join"}, life.join("ann", None))
    both = life.join("bo", None)  # Joined, Started
    events += both
    expired = [{"type": "Expired", "seat": None}]  # api/lobby.py's entry of a game nobody joined in time
    events += expired
    results.append(lifecycle.Life.begin(specs).after("a", {"type": "expire"}, expired).ended)
    for n in (2, 3):
        seats = tuple("abc"[:n])
        life = lifecycle.Life(seats)
        for command, by_clock in (({"type": "resign"}, False), ({"type": "abort"}, False),
                                  ({"type": "claim_timeout", "seat": "b"}, False), ({"type": "timeout"}, True)):
            who = "b" if command["type"] == "timeout" else "a"
            out = life.decide(who, command, over=False, expired=["b"], by_clock=by_clock)
            events += out
            after = life.after(who, command, out)
            if after.ended is not None:
                results.append(after.ended)
    assert seat == "a"
    return events, results


def test_lifecycle_events_and_results_fit_their_schemas() -> None:
    spec = lifecycle.state_schemas()
    events, results = lifecycle_json()
    assert {e["type"] for e in events} == set(lifecycle.EVENTS)
    assert {r["reason"] for r in results} == {"aborted", "declined", "expired", "resignation", "timeout"}
    for event in events:
        check(Validators.make(spec["events"][event["type"]], {}), event, f"lifecycle event {event}")
    for result in results:
        check(Validators.make(spec["result"], {}), result, f"lifecycle result {result}")


# -- one JSON, one schema: the OpenAPI unions are oneOf ------------------------------------------------------------
def test_no_json_of_a_game_fits_another_games_schema_of_the_same_name(game: Engine) -> None:
    """An event fits no other game's (nor the lifecycle's) event of its type, a result no other game's result nor
    the lifecycle's, a view no other game's view: so GameEvent, GameResult and GameView each match exactly one
    of their members."""
    others = [validators(name) for name in NAMES if name != game.name]
    life = lifecycle.state_schemas()
    life_events = {k: Validators.make(s, {}) for k, s in life["events"].items()}
    life_result = Validators.make(life["result"], {})
    for run in runs(game.name):
        for event in run.log:
            forms = [event, *(game.redact(event, s) for s in (*game.seats(run.seats), None))]
            for form in (f for f in forms if f is not None):
                rivals = [o.events[form["type"]] for o in others if form["type"] in o.events]
                rivals += [life_events[form["type"]]] if form["type"] in life_events else []
                assert not any(r.is_valid(form) for r in rivals), f"{run}: {form['type']} fits another game's"
        assert not any(o.view.is_valid(game.view(run.final, None)) for o in others), run
        if run.ended:
            result = game.result(run.final)
            assert not any(o.amended.is_valid(result) for o in others), f"{run}: the result fits another game's"
            assert not life_result.is_valid(result), f"{run}: the result fits the lifecycle's"
    for result in lifecycle_json()[1]:
        assert not validators(game.name).amended.is_valid(result), f"the lifecycle's {result} fits {game.name}'s"
