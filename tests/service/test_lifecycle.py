"""Resigning, aborting and claiming on time (docs/rules-lifecycle.md), through the HTTP API and the pure fold."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine import lifecycle, registry
from engine.lifecycle import Life, final
from workers.queue import ai_seats_to_act

from .test_api import create, post, problem

pytestmark = pytest.mark.cluster

ROOT = Path(__file__).resolve().parents[2]


def first_legal(client, game: dict[str, Any], seat: str) -> tuple[int, dict[str, Any]]:
    r = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers={"Authorization":
                                                                             f"Bearer {game['tokens'][seat]}"})
    assert r.status_code == 200, r.get_data(as_text=True)
    body = r.get_json()
    return body["version"], body["commands"][0]


def act(client, game: dict[str, Any]) -> None:
    """One legal command of the first seat to act."""
    seat = client.get(f"/v1/games/{game['game_id']}").get_json()["to_act"][0]
    version, command = first_legal(client, game, seat)
    r = post(client, game, seat, command, version)
    assert r.status_code == 201, r.get_data(as_text=True)


def summary(client, game: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"/v1/games/{game['game_id']}").get_json()


def test_LC_RESIGN_1_the_other_seat_wins_and_the_entry_is_in_the_log(client):
    game = create(client)
    r = post(client, game, "french", {"type": "resign"}, 0, key="r1")
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.get_json()["status"] == "over" and r.get_json()["to_act"] == []
    out = summary(client, game)
    assert out["status"] == "over"
    assert out["result"]["winner"] == "british" and out["result"]["reason"] == "resignation"
    assert out["result"]["standings"] == [["british"], ["french"]]
    again = post(client, game, "french", {"type": "resign"}, 0, key="r1")  # a retry: the first answer
    assert again.status_code == 201 and again.get_json()["replayed"] is True and again.get_json()["version"] == 1
    log = client.get(f"/v1/games/{game['game_id']}/events").get_json()
    assert [(e["seat"], e["command"]) for e in log["entries"]] == [("french", {"type": "resign"})]
    assert log["entries"][0]["events"] == [{"type": "Resigned", "seat": "french"}]
    problem(post(client, game, "british", {"type": "resign"}, 1), 403, "not_your_turn")  # over: nothing more
    assert client.get(f"/v1/games/{game['game_id']}/legal-commands", headers={
        "Authorization": f"Bearer {game['tokens']['british']}"}).get_json()["commands"] == []


def test_LC_RESIGN_2_in_a_game_of_three_an_ai_plays_the_seat_out_and_it_ranks_last(client):
    game = create(client, [{}, {}, {}], type="sparks")
    r = post(client, game, "blue", {"type": "resign"}, 0)
    assert r.status_code == 201 and r.get_json()["status"] == "active"
    svc = client.application.extensions["tabula.service"]
    loaded = svc.load(game["game_id"])
    assert loaded.life.robots == {"blue": "heuristic"} and loaded.ai_level("blue") == "heuristic"
    assert svc.store.meta(game["game_id"])["robots"] == '{"blue": "heuristic"}'  # what the repair process reads
    # the AI job is due whenever blue is to act; a human seat is not an AI seat
    assert ai_seats_to_act(loaded) == (["blue"] if "blue" in loaded.to_act() else [])
    # the engine's own result, amended: blue below the others whatever its score
    engine_result = {"winner": "blue", "winners": ["blue"], "ranking": ["blue", "red", "yellow"],
                     "scores": {"blue": {"members": 9}, "red": {"members": 5}, "yellow": {"members": 5}}}
    amended = final(engine_result, loaded.life)
    assert amended["standings"] == [["red", "yellow"], ["blue"]]
    assert amended["winner"] is None and amended["winners"] == ["red", "yellow"]
    assert amended["left"] == [{"seat": "blue", "how": "resigned"}]
    # the last seat standing wins at once
    r = post(client, game, "red", {"type": "resign"}, 1)
    out = summary(client, game)
    assert r.status_code == 201 and out["status"] == "over"
    assert out["result"]["winner"] == "yellow" and out["result"]["ranking"] == ["yellow", "red", "blue"]


def test_LC_RESIGN_3_a_seat_that_left_sends_nothing_more(client):
    game = create(client, [{}, {}, {}], type="sparks")
    assert post(client, game, "red", {"type": "resign"}, 0).status_code == 201
    body = problem(post(client, game, "red", {"type": "resign"}, 1), 422, "illegal_command")
    assert body["rule"] == "LC-RESIGN-3"
    svc = client.application.extensions["tabula.service"]
    loaded = svc.load(game["game_id"])
    assert loaded.legal("red") == [] and loaded.legal("red", robot=True) == (
        loaded.engine.legal_commands(loaded.state, "red"))
    if "red" in loaded.to_act():
        command = loaded.engine.legal_commands(loaded.state, "red")[0]
        assert problem(post(client, game, "red", command, 1), 422, "illegal_command")["rule"] == "LC-RESIGN-3"
        assert svc.submit(game["game_id"], "red", command, 1, robot=True).version == 2  # its AI may


def test_LC_ABORT_1_until_every_seat_has_acted(client):
    game = create(client)
    act(client, game)  # one seat acted: the other has not
    r = post(client, game, "british", {"type": "abort"}, 1)
    assert r.status_code == 201, r.get_data(as_text=True)
    out = summary(client, game)
    assert out["status"] == "over" and out["result"]["reason"] == "aborted" and out["result"]["winner"] is None
    assert out["result"]["standings"] == []

    late = create(client)
    version = 0
    while set(late_acted := {e["seat"] for e in client.get(
            f"/v1/games/{late['game_id']}/events").get_json()["entries"]}) != {"british", "french"}:
        act(client, late)
        version += 1
    assert late_acted == {"british", "french"}
    body = problem(post(client, late, "british", {"type": "abort"}, version), 422, "illegal_command")
    assert body["rule"] == "LC-ABORT-1"


def test_LC_CLAIM_1_a_claim_needs_a_late_seat(client):
    game = create(client)
    body = problem(post(client, game, "british", {"type": "claim_timeout", "seat": "french"}, 0), 422,
                   "illegal_command")
    assert body["rule"] == "LC-CLAIM-1"
    body = problem(post(client, game, "british", {"type": "timeout"}, 0), 422, "illegal_command")
    assert body["rule"] == "LC-CLAIM-1"  # only the server applies a deadline
    life = Life(("british", "french"))
    with pytest.raises(Exception) as own:
        life.decide("french", {"type": "claim_timeout"}, False, ["french"])
    assert getattr(own.value, "rule_id", None) == "LC-CLAIM-1"  # not on one's own time
    events = life.decide("british", {"type": "claim_timeout"}, False, ["french"])
    assert events == [{"type": "TimedOut", "seat": "french", "claimed_by": "british"}]
    ended = life.after("british", {"type": "claim_timeout"}, events).ended
    assert ended is not None and ended["winner"] == "british" and ended["reason"] == "timeout"


def test_lifecycle_commands_are_checked_like_any_command(client):
    game = create(client)
    problem(post(client, game, "french", {"type": "resign", "why": "tired"}, 0), 400, "malformed_command")
    problem(post(client, game, "french", {"type": "resign"}, 3), 409, "version_conflict")
    owner = client.post(f"/v1/games/{game['game_id']}/commands", json={"command": {"type": "resign"},
                                                                       "expected_version": 0},
                        headers={"Authorization": f"Bearer {game['owner_token']}"})
    problem(owner, 403, "not_your_seat")
    assert summary(client, game)["version"] == 0  # nothing was written


def test_the_fold_survives_a_snapshot(config):
    from api.service import Service
    from api.store import Store, connect

    store = Store(connect(config.redis_url), config.prefix)
    svc = Service(store, snapshot_every=2)
    game, _, _ = svc.create("sparks", [{}, {}, {}])
    svc.submit(game.id, "yellow", {"type": "resign"}, 0)
    seat = min(svc.load(game.id).to_act())
    command = svc.load(game.id).legal(seat, robot=True)[0]
    svc.submit(game.id, seat, command, 1, robot=True)  # version 2: a snapshot with the life in it
    assert store.snapshot(game.id)["life"]["robots"] == {"yellow": "heuristic"}
    fresh = Service(store, cache=False).load(game.id)
    assert fresh.life.robots == {"yellow": "heuristic"} and fresh.life.acted >= {seat}


def test_no_game_has_a_command_of_the_lifecycle():
    for engine in registry.GAMES.values():
        assert not set(engine.command_schemas()) & set(lifecycle.COMMANDS)


def test_every_lifecycle_rule_has_a_test():
    ids = set(re.findall(r"\*\*(LC-[A-Z]+-[0-9]+)\*\*", (ROOT / "docs" / "rules-lifecycle.md").read_text()))
    assert len(ids) >= 5
    source = Path(__file__).read_text() + (Path(__file__).parent / "test_clocks.py").read_text()
    missing = sorted(i for i in ids if f"def test_{i.replace('-', '_')}_" not in source)
    assert not missing, missing
