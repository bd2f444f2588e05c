"""Event schema versions (engine/sparks/events.py): the fields each event type has, and the upcasting of logs
written by older engines (the committed log of version 1 is replayed in test_pack.py)."""
from __future__ import annotations

import copy

import pytest

from engine import sparks
from engine.sparks.events import EVENT_VERSION, EVENTS, upcast_v1
from engine.sparks.position import export_position

from .randomplay import play, setup_events


def test_the_events_are_at_version_2_with_one_upcaster_a_version():
    assert sparks.EVENT_VERSION == EVENT_VERSION == 2
    with pytest.raises(ValueError, match="newer"):
        sparks.upcast([], 3)


@pytest.mark.parametrize("players", [2, 4])
def test_every_event_has_exactly_the_fields_its_type_names_and_a_log_of_today_upcasts_to_itself(players):
    """The TypedDicts of events.py are the events' real shapes; and an unversioned log counts as version 1,
    so a log written today, read as version 1, must come through `upcast` unchanged."""
    outcomes = []
    for seed in range(3):
        game = play(seed, players)
        outcomes.append(game.outcome)
        events = game.events
        for event in events:
            spec = EVENTS[event["type"]]
            assert spec.__required_keys__ <= set(event) <= spec.__required_keys__ | spec.__optional_keys__, event
        before = copy.deepcopy(events)
        assert sparks.upcast(events, 1) == events == before
        assert sparks.upcast(events, 2) == events
    assert "ended" in outcomes  # GameEnded is among the events


def ended(reason: str) -> dict:
    state = sparks.fold(setup_events(0, 3))
    members = {"clan_size": {"red": 13, "blue": 2, "yellow": 0}, "no_members": dict.fromkeys(state.seats, 0)}[reason]
    scores = {seat: {"members": n, "food": 1} for seat, n in members.items()}
    return {"type": "GameEnded", "winner": None, "winners": ["red"], "scores": scores, "ranking": list(state.seats),
            "round": 4}


@pytest.mark.parametrize("reason", ["clan_size", "no_members"])
def test_FS_END_5_a_game_ended_by_version_1_gets_the_reason_it_ended_for(reason):
    """Version 1 ended a game after phase 3 only: a clan of 13 (FS-END-1) or every clan starved away."""
    old = ended(reason)
    assert upcast_v1(old) == {**old, "reason": reason} and "reason" not in old
    assert upcast_v1({**old, "reason": "repetition"})["reason"] == "repetition"


def test_FS_END_5_a_game_started_by_version_1_from_a_finished_position_gets_its_reason_and_round_starts():
    state = sparks.fold(setup_events(1, 3))
    position = export_position(state)
    old = {k: v for k, v in position.items() if k != "round_starts"}
    old["result"] = {k: v for k, v in ended("clan_size").items() if k != "type"}
    upcast = sparks.upcast([{"type": "GameStarted", "position": old}], 1)[0]["position"]
    assert upcast == {**old, "result": {**old["result"], "reason": "clan_size"}, "round_starts": []}
    assert list(upcast) == list(position)  # the fields in the order this engine writes them
    fresh = {"type": "GameStarted", "position": position}
    assert upcast_v1(fresh) is fresh
