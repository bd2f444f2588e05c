"""Time controls (docs/rules-lifecycle.md LC-TIME-*, engine/clock.py): the server's clock decides, every view
shows the times, a deadline is applied once by the repair process, a move and its deadline: exactly one wins."""
from __future__ import annotations

import threading
from typing import Any

import pytest

from api.store import Store, now_ms
from engine.clock import Clock, InvalidTimeControl, control
from workers import queue as wq
from workers.sweep import Sweeper

from .test_api import auth, problem
from .test_workers import Env, env  # noqa: F401  (the fixture)

FISCHER = {"kind": "fischer", "base_seconds": 60, "increment_seconds": 5}


class FakeTime:
    """The store's clock (Redis TIME) moved by hand, for every Store of the process."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, start: int):
        self.now = start
        monkeypatch.setattr(Store, "time_ms", lambda store: self.now)


def create(client, clock: dict[str, Any] | None, seats: list[dict[str, Any]] | None = None,
           game_type: str = "acres") -> dict[str, Any]:
    r = client.post("/v1/games", json={"type": game_type, "seats": seats or [{}, {}],
                                       **({"clock": clock} if clock else {})})
    assert r.status_code == 201, r.get_data(as_text=True)
    out: dict[str, Any] = r.get_json()
    out["tokens"] = {s["seat"]: s["token"] for s in out["seats"] if "token" in s}
    return out


def move(client, game: dict[str, Any], seat: str | None = None):
    """The first legal command of `seat` (default: the first seat to act), posted at the current version."""
    gid = game["game_id"]
    seat = seat or client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    legal = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(game["tokens"][seat])).get_json()
    return client.post(f"/v1/games/{gid}/commands", json={"command": legal["commands"][0],
                                                          "expected_version": legal["version"]},
                       headers=auth(game["tokens"][seat]))


def test_LC_TIME_1_a_fischer_clock_runs_for_the_seat_to_act(client, monkeypatch: pytest.MonkeyPatch):
    t = FakeTime(monkeypatch, 1_000_000)
    game = create(client, FISCHER)
    gid = game["game_id"]
    view = client.get(f"/v1/games/{gid}/state", headers=auth(game["tokens"]["british"])).get_json()
    seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    shown = view["clock"]["seats"]
    assert shown[seat]["running"] is True and shown[seat]["deadline"] == 1_000_000 + 60_000
    assert view["clock"]["control"]["kind"] == "fischer"
    t.now += 12_000  # 12 s to think: 60 - 12 + 5 left
    r = move(client, game, seat)
    assert r.status_code == 201, r.get_data(as_text=True)
    entry = client.get(f"/v1/games/{gid}/events").get_json()["entries"][-1]
    assert entry["ts"] == t.now and entry["clock"]["bank"][seat] == 53_000
    assert entry["clock"]["used_ms"] == {seat: 12_000}  # the time the command took, recorded in its entry
    # the seat to act next (maybe the same: a turn of two actions) runs from the entry's time
    nxt = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    assert entry["clock"]["since"][nxt] == t.now
    t.now += entry["clock"]["bank"][nxt] + 1  # past its deadline: too late
    r = move(client, game, nxt)
    assert problem(r, 422, "illegal_command")["rule"] == "LC-TIME-1"
    assert len(client.get(f"/v1/games/{gid}/events").get_json()["entries"]) == 1  # nothing was written


def test_LC_TIME_2_a_deadline_is_applied_once_and_the_late_seat_loses(client, config,
                                                                     monkeypatch: pytest.MonkeyPatch):
    t = FakeTime(monkeypatch, 2_000_000)
    game = create(client, {"kind": "correspondence", "hours_per_move": 1})
    gid = game["game_id"]
    late = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    assert Sweeper(config).run_pass(now=t.now).get("timeouts") is None
    t.now += 3600_000  # the hour is up
    first, second = Sweeper(config), Sweeper(config)
    assert first.run_pass(now=t.now)["timeouts"] == [[gid, late, "lose"]]
    assert second.run_pass(now=t.now).get("timeouts") is None  # applied once
    out = client.get(f"/v1/games/{gid}").get_json()
    assert out["status"] == "over" and out["result"]["reason"] == "timeout" and out["result"]["winner"] != late
    entries = client.get(f"/v1/games/{gid}/events").get_json()["entries"]
    assert [(e["seat"], e["command"], e["by"]) for e in entries] == [(late, {"type": "timeout"}, "clock")]


def test_LC_TIME_2_a_move_and_its_deadline_arriving_together_exactly_one_wins(client, config,
                                                                           monkeypatch: pytest.MonkeyPatch):
    t = FakeTime(monkeypatch, 3_000_000)
    outcomes = []
    for _ in range(6):
        game = create(client, {"kind": "correspondence", "hours_per_move": 1})
        gid = game["game_id"]
        seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
        legal = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(game["tokens"][seat])).get_json()
        t.now += 3600_000 - 1  # one ms before the deadline: the move is in time, the deadline races it
        barrier = threading.Barrier(2)
        answers: list[Any] = []

        def post(barrier: threading.Barrier, answers: list[Any], gid: str, token: str, command: Any) -> None:
            barrier.wait()
            answers.append(client.application.test_client().post(
                f"/v1/games/{gid}/commands", json={"command": command, "expected_version": 0},
                headers=auth(token)).status_code)

        def deadline(barrier: threading.Barrier, answers: list[Any]) -> None:
            barrier.wait()
            t.now += 1
            answers.append(Sweeper(config).run_pass(now=t.now).get("timeouts"))

        threads = [threading.Thread(target=post, args=(barrier, answers, gid, game["tokens"][seat],
                                                       legal["commands"][0])),
                   threading.Thread(target=deadline, args=(barrier, answers))]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        entries = client.get(f"/v1/games/{gid}/events").get_json()["entries"]
        assert entries[0]["version"] == 1 and len([e for e in entries if e["version"] == 1]) == 1
        timed_out = entries[0]["command"] == {"type": "timeout"}
        assert (201 in answers) != timed_out  # the move was accepted exactly when the timeout was not written
        outcomes.append(timed_out)
        assert len(entries) == 1 or not timed_out
    assert outcomes  # (which one wins varies: both outcomes are allowed)


def test_LC_TIME_2_policy_ai_plays_the_late_move(env: Env, monkeypatch: pytest.MonkeyPatch):  # noqa: F811
    t = FakeTime(monkeypatch, 4_000_000)
    game, _, _ = env.service.create("acres", [{}, {}], clock=control(
        {"kind": "fischer", "base_seconds": 30, "on_timeout": "ai"}, ["random", "heuristic", "search"]))
    env.games.append(game.id)
    seat = min(game.to_act())
    t.now += 30_001
    report = Sweeper(env.config).run_pass(now=t.now)
    assert report["timeouts"] == [[game.id, seat, "ai"]]
    assert wq.fetch_job(wq.queue(env.conn, wq.AI_QUEUE, env.config), wq.ai_job_id(game.id, seat, 0)) is not None
    env.work()
    entry = env.store.entry(game.id, 1)
    assert entry is not None and entry.seat == seat and entry.by == "clock" and entry.command["type"] != "timeout"
    after = env.service.load(game.id)
    assert not after.over and after.clock is not None and after.clock.bank[seat] == 0  # no debt carried


def test_LC_TIME_3_time_controls_are_checked(client):
    levels = ["random", "heuristic", "search"]
    assert control(None, levels) is None and control({"kind": "none"}, levels) is None
    assert control(FISCHER, levels) == {**FISCHER, "on_timeout": "lose", "ai_level": "heuristic"}
    for bad in ({"kind": "fischer"}, {"kind": "fischer", "base_seconds": 5}, {"kind": "fischer", "base_seconds": 60.5},
                {"kind": "correspondence", "hours_per_move": 0}, {"kind": "correspondence", "hours_per_move": 721},
                {"kind": "fischer", "base_seconds": 60, "hours_per_move": 2},
                {"kind": "fischer", "base_seconds": 60, "on_timeout": "draw"}):
        with pytest.raises(InvalidTimeControl):
            control(bad, levels)
        r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "clock": bad})
        assert r.status_code == 400 and r.get_json()["code"] in ("invalid_time_control", "malformed_request"), bad
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "clock": {"kind": "fischer",
                                                                                     "base_seconds": 1}})
    problem(r, 400, "invalid_time_control")


def test_LC_TIME_4_answers_run_on_the_answering_seats_clock_and_orders_take_no_time():
    clock = Clock.begin(control(FISCHER, ["heuristic"]), ["a", "b"]).after(0, None, {"a"})
    asked = clock.after(10_000, "a", {"b"})  # a acts (10 s), b must answer: b's clock runs
    assert asked.bank == {"a": 55_000, "b": 60_000} and asked.since == {"b": 10_000}
    answered = asked.after(10_050, "b", {"a"}, instant=True)  # b's standing order answered at once
    assert answered.bank["b"] == 60_000 and answered.since == {"a": 10_050}
    both = answered.after(20_000, "a", {"a", "b"})  # a simultaneous decision: both run
    assert both.since == {"a": 20_000, "b": 20_000}
    assert both.expired(20_000 + 60_000, exempt=["b"]) == ["a"]
    assert both.shown(30_000)["seats"]["b"] == {"remaining_ms": 50_000, "running": True, "deadline": 80_000}


def test_a_game_started_by_its_last_player_starts_its_clocks(client, monkeypatch: pytest.MonkeyPatch):
    t = FakeTime(monkeypatch, 5_000_000)
    token = client.post("/v1/players", json={"name": "Clocky"}).get_json()["token"]
    r = client.post("/v1/games", json={"type": "acres", "seats": [{"kind": "open"}, {"kind": "ai"}],
                                       "clock": FISCHER})
    gid = r.get_json()["game_id"]
    assert all(not s["running"] for s in client.get(f"/v1/games/{gid}").get_json()["clock"]["seats"].values())
    t.now += 500_000  # waiting in the lobby costs nobody time
    client.post(f"/v1/games/{gid}/join", json={}, headers=auth(token))
    out = client.get(f"/v1/games/{gid}").get_json()
    running = [s for s, c in out["clock"]["seats"].items() if c["running"]]
    assert running == out["to_act"] and out["clock"]["seats"][running[0]]["deadline"] == t.now + 60_000


DIE_AT = """
import os, sys
from api.config import Config
from api.service import Service
from api.store import Store, now_ms
from workers.sweep import Sweeper

now = int(sys.argv[1])
Store.time_ms = lambda store: now
if sys.argv[2] == "before":  # dies as it was about to append the timeout
    Service.submit = lambda *a, **k: os._exit(9)
else:  # dies right after the append, before the deadline left the index
    Store.forget_deadline = lambda *a, **k: os._exit(9)
Sweeper(Config.from_env()).run_pass(now=now)
"""


@pytest.mark.parametrize("backend", ["single", "cluster"], indirect=True)  # the store on one Redis, on a cluster
@pytest.mark.parametrize("when", ["before", "after"])
def test_a_repair_process_killed_at_the_deadline_leaves_it_applied_once(client, config, when: str,
                                                                         monkeypatch: pytest.MonkeyPatch):
    import os
    import subprocess
    import sys

    from tests.service.launcher import ENV_LEFT_OUT

    t = FakeTime(monkeypatch, 6_000_000)
    gid = create(client, {"kind": "correspondence", "hours_per_move": 1})["game_id"]
    t.now += 3600_000
    environ = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT)}
    environ.update({"REDIS_URL": config.redis_url, "REDIS_CLUSTER": "1" if config.redis_cluster else "0",
                    "RQ_REDIS_URL": config.rq_redis_url, "TABULA_PREFIX": config.prefix})
    died = subprocess.run([sys.executable, "-c", DIE_AT, str(t.now), when], env=environ, timeout=60,
                          capture_output=True, text=True, check=False)
    assert died.returncode == 9, died.stderr  # the process really died there
    versions = len(client.get(f"/v1/games/{gid}/events").get_json()["entries"])
    assert versions == (1 if when == "after" else 0)
    report = Sweeper(config).run_pass(now=t.now)  # the next repair process
    assert ("timeouts" in report) == (when == "before")
    entries = client.get(f"/v1/games/{gid}/events").get_json()["entries"]
    assert [e["command"]["type"] for e in entries] == ["timeout"]  # applied, once
    assert client.application.extensions["tabula.service"].store.due_deadlines(t.now * 2, 10) == []


def test_a_lost_deadline_is_set_again_by_the_repair_process(client, config, monkeypatch: pytest.MonkeyPatch):
    t = FakeTime(monkeypatch, 7_000_000)
    game = create(client, FISCHER)
    gid = game["game_id"]
    store = client.application.extensions["tabula.service"].store
    assert [g for g, _ in store.due_deadlines(t.now + 60_000, 100)] == [gid]
    store.r.zrem(store.deadlines_key, gid)  # as if the process died between the append and setting it
    Sweeper(config).run_pass(now=now_ms())  # (its scan reads the games updated lately, by the real time)
    assert store.due_deadlines(t.now + 60_000, 100) == [(gid, t.now + 60_000)]
