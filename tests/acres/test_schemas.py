"""The state schemas of A Few Acres of Snow (engine/acres/schemas.py) against the JSON the engine really produces.

Over seeded random games (randomplay.py), the conformance suite's acres games (heuristic play, other options) and
a few targeted tables for what they miss, at every step:
the view of each seat and of a spectator, the full state (the position), every event unredacted and as `redact`
gives it to each seat and a spectator, the pending decision as the API's your_turn item builds it, and the result
validate (jsonschema_rs). Every event type and decision kind is seen, every optional field is seen both present
and absent, and the schemas are strict. The dialect (docs/state-schemas.md) is checked for every game by
tests/conformance/test_state_schemas.py.
"""
from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

import jsonschema_rs
import pytest

from engine import acres
from engine.acres.data import SEATS
from engine.acres.events import EVENTS
from engine.acres.position import export_position, load_position
from engine.acres.state import State
from engine.core import seeded_rng

from ..conformance.runs import Run, runs
from .randomplay import steps
from .table import Table, rng

SCHEMAS = acres.state_schemas()
DEFS = SCHEMAS["defs"]
GAMES = {"second": (0, 6), "first": (7,)}  # seeds by edition: with the conformance runs, every event type and
# decision kind but siege_loss (asked in one random game in a dozen, below: the tables)
SLOW_GAMES = range(100, 130)  # per option set
SLOW_OPTIONS = ({"edition": "second"}, {"edition": "second", "french_bateaux": "available"}, {"edition": "first"},
                {"edition": "first", "first_edition_text": "fr"})
CAP = 1500
VIEWERS = (*SEATS, None)


def validator(schema: dict[str, Any]) -> Any:
    return jsonschema_rs.validator_for({**schema, "$defs": DEFS})


VALIDATORS = {
    "view": validator(SCHEMAS["view"]),
    "TableView": validator({"$ref": "#/$defs/TableView"}),  # for the messages of a view that fails
    "Position": validator({"$ref": "#/$defs/Position"}),
    "result": validator(SCHEMAS["result"]),
    **{f"event {name}": validator(schema) for name, schema in SCHEMAS["events"].items()},
    **{f"decision {kind}": validator(schema) for kind, schema in SCHEMAS["decisions"].items()},
}


def errors(key: str, instance: Any) -> list[str]:
    found = VALIDATORS.get(key)
    if found is None:
        return [f"no schema for {key}"]
    return [f"/{'/'.join(map(str, e.instance_path))}: {e.message}" for e in found.iter_errors(instance)]


def decision_of(view: dict[str, Any], seat: str) -> dict[str, Any] | None:
    """Your_turn's `decision` (api/http/feeds.py, turn_item): the first pending decision when it is the seat's
    (this game makes no offers)."""
    pending = view.get("pending") or []
    return dict(pending[0]) if pending and pending[0].get("seat") == seat else None


class Checker:
    """Validates what it is shown and remembers what it saw: event types, decision kinds, end reasons, and
    which keys each event type and decision kind had in each form."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.events: set[str] = set()
        self.decisions: set[str] = set()
        self.reasons: set[str] = set()
        self.keys: dict[str, list[frozenset[str]]] = defaultdict(list)  # "event X" / "decision k" -> key sets
        self.checked = 0
        self.played_events: set[str] = set()  # what the games alone saw, before the targeted tables
        self.played_decisions: set[str] = set()

    def check(self, key: str, instance: Any, where: str, detail: str | None = None) -> None:
        self.checked += 1
        found = errors(key, instance)
        if found and detail:  # a oneOf says only "not valid under any": the branch meant says why
            found += errors(detail, instance)
        if found:
            self.failures.append(f"{where}: {key}: {found[:5]}: {json.dumps(instance)[:300]}")
        if isinstance(instance, dict) and key.startswith(("event ", "decision ")):
            self.keys[key].append(frozenset(instance))

    def state(self, state: State, where: str) -> None:
        for seat in VIEWERS:
            view = acres.view(state, seat)
            self.check("view", view, f"{where} view of {seat}", "TableView")
            if seat is not None and (decision := decision_of(view, seat)):
                self.decisions.add(decision["kind"])
                self.check(f"decision {decision['kind']}", decision, f"{where} decision of {seat}")
        self.check("view", acres.export_position(state), f"{where} full state", "Position")
        result = acres.result(state)
        if result is not None:
            self.reasons.add(result["reason"])
            self.check("result", result, f"{where} result")

    def event(self, event: dict[str, Any], where: str) -> None:
        self.events.add(event["type"])
        key = f"event {event['type']}"
        self.check(key, event, f"{where} unredacted")
        for seat in VIEWERS:
            redacted = acres.redact(event, seat)
            if redacted is not None:
                self.check(key, redacted, f"{where} for {seat}")

    def play(self, state: State, moves: list[tuple[str, dict[str, Any]]], where: str) -> State:
        """Play `moves` from `state`, checking every state and event on the way; the state reached."""
        self.state(state, f"{where} start")
        for i, (seat, command) in enumerate(moves):
            events = acres.decide(state, seat, command, rng(i))
            for event in events:
                self.event(event, f"{where} move {i}")
            state = acres.fold(events, state)
            self.state(state, f"{where} after move {i}")
        return state

    def game(self, seed: int, options: dict[str, Any]) -> None:
        """A game of randomplay.py: both seats play uniformly random commands."""
        where = f"{options} seed {seed}"
        for event in acres.setup(options, 2, seeded_rng(str(seed), 0)):  # randomplay.steps' setup
            self.event(event, f"{where} setup")
        for n, step in enumerate(steps(seed, options, cap=CAP)):
            if n == 0:
                self.state(step.before, f"{where} start")
            for event in step.events:
                self.event(event, f"{where} step {n}")
            self.state(step.after, f"{where} after step {n}")

    def run(self, run: Run) -> None:
        """A game of the conformance suite: random commands early, the heuristic bot after, other options too."""
        for event in run.setup:
            self.event(event, f"{run} setup")
        self.state(run.start, f"{run} start")
        for step in run.steps:
            for event in step.events:
                self.event(event, f"{run} version {step.version}")
            self.state(step.after, f"{run} after version {step.version}")

    def assert_clean(self) -> None:
        assert not self.failures, f"{len(self.failures)} failures, first ones:\n" + "\n".join(self.failures[:10])


# -- targeted tables: what random play never or seldom does ----------------------------------------------------
END = {"type": "end_turn"}


def governor(c: Checker) -> None:
    """CardsReturned: the random player never plays the Governor (randomplay.playable)."""
    t = Table().hand("british", "b-governor", "b-albany", "b-militia-1", "n-native-americans-1")
    c.play(t.state(), [("british", {"type": "governor", "governor": "b-governor",
                                    "cards": ["b-albany", "n-native-americans-1"]})], "governor")


def siege_loss(c: Checker) -> None:
    """The siege_loss decision (one random game in a dozen asks it): the French defend Louisbourg at -1 as their
    turn starts, and the British pick which of two empire cards goes back (AC-SIEGE-30)."""
    t = Table().siege("british", "louisbourg", -1, british=["b-siege-artillery", "b-regular-infantry-1", "b-halifax"],
                      french=["f-regular-infantry-1", "f-port-royal"]).turn("british", actions=0)
    c.play(t.state(), [("british", END), ("british", {"type": "choose_card", "card": "b-siege-artillery"})],
           "siege_loss")


def capitals(c: Checker) -> None:
    """The results random play does not reach: a won siege of Quebec (AC-END-1), Boston settled (AC-END-2)."""
    t = Table().siege("british", "quebec", 2, british=["b-regular-infantry-1"]).turn("french", actions=0)
    c.play(t.state(), [("french", END)], "siege of Quebec")
    t = (Table().turn("french").neutral("boston").control("french", "pemaquid")
         .hand("french", "f-pemaquid", "f-louisbourg", "f-quebec"))
    c.play(t.state(), [("french", {"type": "settle", "location": "boston", "via": "f-pemaquid",
                                   "transport": "f-louisbourg", "settler": "f-quebec"})], "Boston settled")


def occupy_from_a_position(c: Checker) -> None:
    """A game started from a position may pend an occupy without settler_needed (positions-acres.md: optional on
    import), which the engine itself always writes: the schema has it optional."""
    t = Table().siege("british", "louisbourg", 3, french=["f-port-royal"]).turn("french", actions=0)
    state = c.play(t.state(), [("french", END)], "occupy")
    position = export_position(state)
    assert position["pending"][0]["kind"] == "occupy"
    del position["pending"][0]["settler_needed"]
    c.play(load_position(position), [("british", {"type": "decline_occupy"})], "occupy from a position")


def scenario_free_actions(c: Checker) -> None:
    """The free actions of Yucata's scenario options, off in the games: a fur sold (AC-VAR-11), a lost location's
    card discarded (AC-VAR-17)."""
    t = (Table(free_fur_sale=True, free_lost_discard=True).turn("french").neutral("tadoussac")
         .hand("french", "f-gaspe", "f-tadoussac"))
    c.play(t.state(), [("french", {"type": "sell_fur", "card": "f-gaspe"}),
                       ("french", {"type": "discard_lost", "card": "f-tadoussac"})], "scenario free actions")


def paid_reshuffle(c: Checker) -> None:
    """AC-VAR-0, off in the games: a refill's reshuffle paid, then one unpaid and its reshuffle_penalty."""
    t = Table(paid_reshuffle=True).turn("british", actions=0).hand("british", "b-boston").empty_deck("british")
    c.play(t.money("british", 1).state(), [("british", END)], "reshuffle paid")
    state = c.play(t.money("british", 0).state(), [("british", END)], "reshuffle unpaid")
    c.play(state, [("british", {"type": "choose_card", "card": card}) for card in sorted(state.hand("british"))[:2]],
           "reshuffle penalty")


def scenario_options(c: Checker) -> None:
    """The events, decisions and ends of Yucata's scenario options (AC-VAR-*), off in the games above."""
    t = (Table(governor_loses_control=True).control("british", "albany", piece="disc", fort=True)
         .control("british", "halifax").hand("british", "b-governor", "b-albany", "b-halifax"))
    c.play(t.state(), [("british", {"type": "governor", "governor": "b-governor", "cards": ["b-albany", "b-halifax"]})],
           "governor_loses_control")
    t = (Table(duquesne_win=True).turn("french").control("french", "fort-frontenac", "fort-niagara", "fort-presquisle",
                                                         "fort-venango").hand("french", "f-fort-venango", "f-trois-rivieres"))
    c.play(t.state(), [("french", {"type": "settle", "location": "fort-duquesne", "via": "f-fort-venango",
                                   "transport": "f-trois-rivieres"})], "duquesne_win")
    t = (Table(ambush_siege_cards=True).turn("french").hand("french", "n-native-americans-1").money("french", 2)
         .siege("british", "louisbourg", 1, british=["b-regular-infantry-1"]).hand("british", "b-boston"))
    c.play(t.state(), [("french", {"type": "ambush", "card": "n-native-americans-1"}), ("british", {"type": "no_block"}),
                       ("british", {"type": "choose_card", "card": "b-regular-infantry-1"})], "ambush_siege_cards")
    t = (Table(french_siege_redraw=True).control("british", "pemaquid")
         .siege("french", "pemaquid", 3, french=["f-regular-infantry-2"])
         .siege("british", "louisbourg", -2, british=["b-regular-infantry-1"])
         .hand("french", "f-gaspe", "f-quebec").turn("british", actions=0))
    c.play(t.state(), [("british", END), ("french", {"type": "redraw", "card": "f-gaspe"}),
                       ("french", {"type": "decline_occupy"}), ("french", {"type": "decline_redraw"})],
           "french_siege_redraw")
    setup = acres.setup({"french_start_card": True}, 2, seeded_rng("starting_card", 0))
    for e in setup:
        c.event(e, "french_start_card setup")
    c.play(acres.fold(setup), [("french", {"type": "starting_card", "card": "f-siege-artillery"})], "french_start_card")


SCENARIOS = (governor, siege_loss, capitals, occupy_from_a_position, scenario_free_actions, paid_reshuffle,
             scenario_options)
SCENARIO_EVENTS = {"LocationAbandoned", "SiegeCardLost", "RedrawDiscarded", "RedrawDeclined", "StartingCardAdded",
                   "FurSold", "LostCardDiscarded", "ReshufflePaid", "ReshuffleCardDiscarded"}
SCENARIO_DECISIONS = {"redraw", "starting_card", "reshuffle_penalty"}  # seen only in the scenario tables


@pytest.fixture(scope="module")
def checked() -> Checker:
    c = Checker()
    for edition, seeds in GAMES.items():
        for seed in seeds:
            c.game(seed, {"edition": edition})
    for run in runs("acres"):
        c.run(run)
    c.played_events, c.played_decisions = set(c.events), set(c.decisions)
    for scenario in SCENARIOS:
        scenario(c)
    return c


def test_every_view_event_decision_and_result_of_seeded_games_validates(checked):
    checked.assert_clean()
    assert checked.checked > 10_000


def test_every_event_type_decision_kind_and_end_is_seen(checked):
    """The games see every event type and decision kind but siege_loss (randomplay never plays the Governor: the
    conformance runs' heuristic does, CardsReturned); the targeted tables add siege_loss, the Governor again,
    the two ends by a capital, which no game here reaches, and what scenario options do, off in the games."""
    assert set(SCHEMAS["events"]) - checked.played_events <= {"CardsReturned", *SCENARIO_EVENTS}
    assert set(SCHEMAS["decisions"]) - checked.played_decisions <= {"siege_loss", *SCENARIO_DECISIONS}
    assert checked.events == set(SCHEMAS["events"])
    assert checked.decisions == set(SCHEMAS["decisions"])
    reason = SCHEMAS["result"]["properties"]["reason"]["enum"]
    assert checked.reasons == set(reason)


def test_required_is_exactly_what_is_always_there(checked):
    """Each event type and decision kind: every property seen, every optional one also seen missing (so no key
    that is always present is left optional, and no key is declared that never comes)."""
    for key, seen in checked.keys.items():
        kind, name = key.split(" ")
        schema = SCHEMAS[f"{kind}s"][name]
        present = frozenset().union(*seen)
        assert present == set(schema["properties"]), (key, set(schema["properties"]) ^ present)
        sometimes = set(schema["properties"]) - set(schema["required"])
        always = frozenset.intersection(*seen)
        assert not sometimes & always, (key, sometimes & always)


@pytest.mark.slow
@pytest.mark.parametrize("options", SLOW_OPTIONS, ids=lambda options: "-".join(map(str, options.values())))
def test_many_more_games_validate(options):
    c = Checker()
    for seed in SLOW_GAMES:
        c.game(seed, options)
    c.assert_clean()


# -- the event types --------------------------------------------------------------------------------------------
def test_every_event_type_has_a_schema_with_exactly_its_fields():
    """events.py's TypedDicts and the schemas name the same types and fields (GameStarted: also `view`, its
    redacted form)."""
    assert set(SCHEMAS["events"]) == set(EVENTS)
    for name, spec in EVENTS.items():
        extra = {"view"} if name == "GameStarted" else set()
        assert set(SCHEMAS["events"][name]["properties"]) == set(spec.__annotations__) | extra, name


def test_game_started_has_either_position_or_view():
    """The one thing the dialect cannot say (no oneOf of required keys in one object): checked here."""
    (started, *_) = acres.setup({}, 2, seeded_rng("0", 0))
    forms = [started] + [acres.redact(started, seat) for seat in VIEWERS]
    assert [sorted(f) for f in forms] == [["position", "type"]] + [["type", "view"]] * 3


# -- strictness ---------------------------------------------------------------------------------------------
def a_view(seat: str | None = "british") -> dict[str, Any]:
    state, _ = acres.new_game(seed=3)
    return acres.view(state, seat)


@pytest.mark.parametrize("edit", [
    "extra key", "missing key", "extra seat key", "missing seat key", "unknown card", "wrong type", "bad seat",
    "extra option", "hand_size null",
])
def test_a_view_off_by_one_edit_fails(edit):
    view = a_view()
    british = view["seats"]["british"]
    if edit == "extra key":
        view["deck"] = []
    elif edit == "missing key":
        del view["to_act"]
    elif edit == "extra seat key":
        british["deck"] = []
    elif edit == "missing seat key":
        del british["deck_size"]
    elif edit == "unknown card":
        british["hand"].append("b-no-such-card")
    elif edit == "wrong type":
        view["turn"] = "1"
    elif edit == "bad seat":
        view["active"] = "spanish"
    elif edit == "extra option":
        view["options"]["speed"] = "fast"
    elif edit == "hand_size null":
        british["hand_size"] = None
    assert not errors("view", a_view()) and errors("view", view)


def test_an_event_or_decision_off_by_one_edit_fails():
    event = {"type": "SiegeEnded", "siege": "british", "winner": None}
    assert not errors("event SiegeEnded", event)
    assert errors("event SiegeEnded", {**event, "by": "check"})
    assert errors("event SiegeEnded", {"type": "SiegeEnded", "siege": "british"})
    assert errors("event SiegeEnded", {**event, "type": "SiegeWon"})
    decision = {"seat": "french", "kind": "raid_block", "location": "halifax", "by": "british"}
    assert not errors("decision raid_block", decision)
    assert errors("decision raid_block", {**decision, "siege": "british"})
    assert errors("decision raid_block", {k: v for k, v in decision.items() if k != "by"})
    assert errors("decision ambush_block", decision)


# -- the view's oneOf (the dialect and the discriminators: tests/conformance/test_state_schemas.py) -------------
def test_the_view_and_the_full_state_match_one_branch_each():
    """The view's oneOf: a seat's view is no position and a position no view, whatever the seat."""
    state, _ = acres.new_game(seed=1)
    for seat in VIEWERS:
        assert not errors("TableView", acres.view(state, seat)) and errors("Position", acres.view(state, seat))
    position = export_position(state)
    assert not errors("Position", position) and errors("TableView", position)
