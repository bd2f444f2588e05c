"""The JSON Schemas of sparks.state_schemas() (engine/sparks/schemas.py) against the JSON the engine really
produces. The dialect of the typed state contract (docs/state-schemas.md) is checked for every game by
tests/conformance/test_state_schemas.py.

Over seeded games of 2-6 seats (randomplay.py: random or laid boards, random or marked-first tiles; and games
with a given layout or a pack given in full), at every step: every seat's view and the spectator's, and the full
position (`?full=1`), validate against `view`; every event, whole and as `redact` gives it to each seat and the
spectator, validates against its type's schema; each seat's decision as `your_turn` builds it
(api/http/feeds.py:turn_item) validates against its kind's; the result validates. Every event type and decision
kind is seen (OfferBoxed only in a targeted scenario: the random policy keeps every refused first offer). The
schemas are strict (a view with a key too many or too few fails).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import jsonschema_rs
import pytest

from api.http.feeds import turn_item
from engine import sparks
from engine.core import Json
from engine.sparks.data import provisional_data
from engine.sparks.events import EVENTS, DecisionRequested
from engine.sparks.schemas import DECISION_KINDS
from engine.sparks.state import State, export_position
from engine.sparks.views import PUBLIC

from .randomplay import PLAYER_COUNTS, Game, play, steps

SCHEMAS = sparks.state_schemas()
DEFS = SCHEMAS["defs"]
SEEDS = range(4)  # per player count, with randomplay.options_for's board and tile pool variants
SLOW_SEEDS = range(4, 40)


def validator(schema: Json) -> Any:
    return jsonschema_rs.validator_for({**schema, "$defs": DEFS})


VIEW = validator(SCHEMAS["view"])
EVENT = {kind: validator(schema) for kind, schema in SCHEMAS["events"].items()}
DECISION = {kind: validator(schema) for kind, schema in SCHEMAS["decisions"].items()}
RESULT = validator(SCHEMAS["result"])
BRANCH = {"View": validator({"$ref": "#/$defs/View"}), "Position": validator({"$ref": "#/$defs/Position"})}


def errors(v: Any, instance: Json) -> list[str]:
    return [f"{e.instance_path}: {e.message[:300]}" for e in v.iter_errors(instance)]


def custom_packs() -> list[Json]:
    """Two packs given in full: the provisional values under another name (with a note in views), and the same
    values marked as printed (no provisional marks, no description: no note)."""
    marked = provisional_data()
    marked["name"] = "renamed"
    printed = provisional_data()
    printed.update(name="printed", provisional=False)
    del printed["description"]
    for entry in (*printed["cards"], *printed["tiles"], printed["knowledge"]["plough"]):
        entry.pop("provisional", None)
    return [marked, printed]


def variant_games() -> list[Game]:
    """Games with the options randomplay does not vary: a given layout, packs in full."""
    layout = [p.to_json() for p in sparks.new_game(5, seed="schemas")[0].placements]
    marked, printed = custom_packs()
    return [play(0, 3, {"pack": marked}), play(1, 2, {"pack": printed, "board": "laid"}),
            play(2, 5, {"layout": layout}), play(3, 5, {"pack": printed, "layout": layout, "tile_pool": "marked_first"})]


class Audit:
    """Validates everything a game hands the API; `problems` lists each failure with where it happened, `seen`
    counts the event types, decision kinds and optional forms met."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.seen: Counter[str] = Counter()

    def check(self, found: list[str], where: str) -> None:
        self.problems += [f"{where}: {p}" for p in found[:5]]

    def view(self, state: State, where: str) -> None:
        for seat in (*state.seats, None):
            v = sparks.view(state, seat)
            if not VIEW.is_valid(v):
                self.check(errors(BRANCH["View"], v) or errors(VIEW, v), f"{where} view of {seat}")
            self.seen["hidden food"] += any(p["food"] is None for p in v["players"].values())
            self.seen["pack note" if "note" in v["pack"] else "no pack note"] += 1
            self.seen["given layout"] += "layout" in v["options"]
            self.seen["pack in full in a view"] += "data" in v["pack"]
            if seat in state.to_act():  # your_turn goes to the seat to act only
                self.decision(state, seat, where)
        position = export_position(state)
        if not VIEW.is_valid(position):
            self.check(errors(BRANCH["Position"], position) or errors(VIEW, position), f"{where} position")
        self.seen["pack in full"] += "cards" in position["pack"]
        if state.result is not None:
            self.check(errors(RESULT, sparks.result(state)), f"{where} result")
            self.seen["result"] += 1

    def decision(self, state: State, seat: str, where: str) -> None:
        """The decision of your_turn, built by the API's own turn_item from a stand-in game."""
        game = SimpleNamespace(engine=sparks, state=state, version=0, clock=None, legal=lambda s: [])
        decision = turn_item(game, seat)["decision"]  # type: ignore[arg-type]
        if decision is not None:
            kind = decision["kind"]
            self.seen[f"decision {kind}"] += 1
            self.check(errors(DECISION[kind], decision) if kind in DECISION else [f"no schema for {kind}"],
                       f"{where} decision of {seat}")

    def events(self, events: list[Json], seats: list[str], where: str) -> None:
        for event in events:
            kind = event["type"]
            self.seen[f"event {kind}"] += 1
            if kind not in EVENT:
                self.problems.append(f"{where}: no schema for {kind}")
                continue
            self.check(errors(EVENT[kind], event) + conditional(event, whole=True), f"{where} {kind}")
            for seat in (*seats, None):
                shown = sparks.redact(event, seat)
                if shown is not None:
                    self.check(errors(EVENT[kind], shown) + conditional(shown, whole=False),
                               f"{where} {kind} for {seat}")
            self.seen["card drawn: the reshuffle card"] += kind == "CardDrawn" and event["card"] is None
            self.seen["offer boxed: a tool"] += kind == "OfferBoxed" and event["food"] is not None

    def game(self, game: Game) -> None:
        where = f"{game.players}p seed {game.seed} {sorted(game.options)}"
        start = sparks.fold(game.setup)
        self.events(game.setup, start.seats, f"{where} setup")
        self.view(start, f"{where} setup")
        for i, step in enumerate(game.steps):
            self.events(step.events, start.seats, f"{where} step {i}")
            self.view(step.after, f"{where} step {i}")


def conditional(event: Json, whole: bool) -> list[str]:
    """The optional fields the schemas describe but cannot require: each present exactly when it should be."""
    kind = event["type"]
    rules: dict[str, bool] = {}
    if kind == "GameStarted":
        rules = {"position": whole, "view": not whole}
    elif kind == "PhaseBegan":
        rules = {"round": event["phase"] == "buy", "queue": event["phase"] != "buy"}
    elif kind == "DecisionRequested":
        rules = {"card": event["kind"] != "remove_members", "count": event["kind"] == "remove_members"}
    elif kind == "DecisionTaken":
        rules = {"choice": event["kind"] == "keep_or_box"}
    return [f"{field} {'missing' if present else 'present'}" for field, present in rules.items()
            if (field in event) != present]


def boxed_offer() -> Iterator[tuple[State, list[Json]]]:
    """OfferBoxed (FS-2P-9): a 2-player game played until the first player's refused first offer awaits
    keep_or_box, which he answers by boxing it (the random policy always keeps it)."""
    for step in steps(0, 2):
        state = step.after
        if state.pending and state.pending[0]["kind"] == "keep_or_box":
            seat = state.pending[0]["seat"]
            events = sparks.decide(state, seat, {"type": "box_offered_card"}, random.Random("box"))
            yield state, events
            return


def audit(games: list[Game], scenarios: bool = False) -> Audit:
    a = Audit()
    for game in games:
        a.game(game)
    if scenarios:
        for state, events in boxed_offer():
            a.events(events, state.seats, "boxed offer")
            a.view(sparks.fold(events, state), "boxed offer")
    return a


# -- the real JSON validates, and shows every type, kind and form ----------------------------------------
def test_the_json_of_seeded_games_validates_and_shows_every_event_type_and_decision_kind():
    """One test, so that the coverage is counted over the games validated without playing them twice."""
    a = audit([play(seed, players) for players in PLAYER_COUNTS for seed in SEEDS] + variant_games(), True)
    assert not a.problems, "\n".join(a.problems[:40])
    wanted = [f"event {k}" for k in EVENTS] + [f"decision {k}" for k in SCHEMAS["decisions"]]
    wanted += ["hidden food", "pack note", "no pack note", "given layout", "pack in full", "pack in full in a view",
               "result",
               "card drawn: the reshuffle card", "offer boxed: a tool"]
    assert [w for w in wanted if not a.seen[w]] == []


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_more_random_games_validate(players):
    a = audit([play(seed, players) for seed in SLOW_SEEDS])
    assert not a.problems, "\n".join(a.problems[:40])


# -- every type and kind has a schema, with the fields events.py declares ---------------------------------
def test_every_event_type_the_engine_emits_has_a_schema_and_every_schema_an_event_type():
    assert set(SCHEMAS["events"]) == set(EVENTS) == set(PUBLIC) | {"GameStarted"}


def test_event_schemas_have_the_fields_of_events_py():
    """The properties of each event are its TypedDict's fields, required exactly when not NotRequired
    (GameStarted's position and view are each one form's)."""
    for kind, spec in EVENTS.items():
        schema = SCHEMAS["events"][kind]
        if kind == "GameStarted":
            assert set(schema["properties"]) == {"type", "view", "position"} and schema["required"] == ["type"]
            continue
        assert set(schema["properties"]) == set(spec.__annotations__), kind
        assert set(schema["required"]) == set(spec.__required_keys__), kind
        assert set(PUBLIC[kind]) | {"type"} == set(spec.__annotations__), kind


def test_every_decision_kind_has_a_schema():
    declared = set(DecisionRequested.__annotations__["kind"].__args__)
    assert set(SCHEMAS["decisions"]) == declared | {"offer"} == {*DECISION_KINDS, "offer"}


# -- the schemas are strict ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def table() -> State:
    state, _ = sparks.new_game(2, seed="strict")
    return state


def invalid(v: Any, instance: Json) -> bool:
    return not v.is_valid(instance)


def test_a_view_with_a_key_too_many_or_too_few_fails(table):
    view = sparks.view(table, "red")
    assert VIEW.is_valid(view)
    assert invalid(VIEW, {**view, "secret": 1})
    for key in ("result", "players", "game"):
        assert invalid(VIEW, {k: v for k, v in view.items() if k != key}), key
    players = {**view["players"], "red": {**view["players"]["red"], "deck": []}}
    assert invalid(VIEW, {**view, "players": players})
    pack = {k: v for k, v in view["pack"].items() if k != "hash"}
    assert invalid(VIEW, {**view, "pack": pack})
    assert invalid(VIEW, {**view, "pack": {**view["pack"], "data": {"name": "half a pack"}}})
    assert invalid(VIEW, {**view, "game": "acres"})
    assert invalid(VIEW, {**view, "phase": "lunch"})
    assert invalid(VIEW, {**view, "seat": "black"})
    position = export_position(table)
    assert VIEW.is_valid(position)
    assert invalid(VIEW, {**position, "view": True})
    assert invalid(VIEW, {k: v for k, v in position.items() if k != "deck"})


def test_events_and_decisions_with_a_field_too_many_or_too_few_fail():
    hunted = {"type": "Hunted", "seat": "red", "takes": [{"card": 1, "food": "field", "tokens": 1}]}
    assert EVENT["Hunted"].is_valid(hunted)
    assert invalid(EVENT["Hunted"], {**hunted, "food": 3})
    assert invalid(EVENT["Hunted"], {"type": "Hunted", "seat": "red"})
    assert invalid(EVENT["Hunted"], {**hunted, "type": "Fed"})
    assert invalid(EVENT["Hunted"], {**hunted, "takes": [{"card": 1, "food": "field"}]})
    decision = {"seat": "red", "kind": "remove_members", "count": 1}
    assert DECISION["remove_members"].is_valid(decision)
    assert invalid(DECISION["remove_members"], {**decision, "card": 9})
    assert invalid(DECISION["remove_members"], {**decision, "kind": "discard_tool"})
    assert invalid(DECISION["offer"], {"kind": "offer", "card": 9})
    assert invalid(RESULT, {"winner": None})
