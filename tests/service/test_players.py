"""Players, the lobby, challenges and ratings through the HTTP API (api/players.py, api/lobby.py, api/rated.py),
against a real Redis (conftest.py)."""
from __future__ import annotations

import threading
from typing import Any

import pytest

import api.lobby
from api.rated import rate
from workers.queue import followups

from .test_api import problem

pytestmark = pytest.mark.cluster

Json = dict[str, Any]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def register(client, name: str, bot: bool = True) -> str:
    r = client.post("/v1/players", json={"name": name, "bot": bot})
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.get_json()["player_id"] == name.lower()
    token: str = r.get_json()["token"]
    assert token.startswith("tbp_") and len(token) >= 4 + 43  # 256 bits, url-safe base64
    return token


def create(client, seats: list[Json], token: str | None = None, status: int = 201, **extra: Any) -> Json:
    r = client.post("/v1/games", json={"type": "acres", "seats": seats, **extra},
                    headers=bearer(token) if token else {})
    assert r.status_code == status, r.get_data(as_text=True)
    body: Json = r.get_json()
    return body


def summary(client, game_id: str) -> Json:
    body: Json = client.get(f"/v1/games/{game_id}").get_json()
    return body


def join(client, game_id: str, token: str, **body: Any):
    return client.post(f"/v1/games/{game_id}/join", json=body, headers=bearer(token))


def service(client):
    return client.application.extensions["tabula.service"]


# -- players -------------------------------------------------------------------------------------
def test_register_profile_and_names(client):
    token = register(client, "Alice")
    me = client.get("/v1/players/me", headers=bearer(token)).get_json()
    assert me["player_id"] == "alice" and me["name"] == "Alice" and me["bot"] is True and me["revoked"] is False
    assert me["ratings"] == {} and me["games"] == []
    assert client.get("/v1/players/ALICE").get_json()["name"] == "Alice"  # ids are names in lower case
    problem(client.post("/v1/players", json={"name": "alice"}), 409, "name_taken")
    problem(client.post("/v1/players", json={"name": "ai-search"}), 400, "invalid_name")  # the AI's ids
    problem(client.post("/v1/players", json={"name": "no spaces"}), 400, "invalid_name")
    problem(client.post("/v1/players", json={"name": "x" * 31}), 400, "malformed_request")
    problem(client.get("/v1/players/nobody"), 404, "player_not_found")
    problem(client.get("/v1/players/me"), 401, "unauthorized")
    problem(client.get("/v1/players/me", headers=bearer("tbp_" + "A" * 43)), 401, "unauthorized")


def test_rotate_and_revoke(client):
    old = register(client, "Bob")
    r = client.post("/v1/players/me/token", headers=bearer(old))
    assert r.status_code == 200
    new = r.get_json()["token"]
    assert new != old
    problem(client.get("/v1/players/me", headers=bearer(old)), 401, "token_revoked")
    assert client.get("/v1/players/me", headers=bearer(new)).status_code == 200
    assert client.delete("/v1/players/me/token", headers=bearer(new)).status_code == 204
    problem(client.get("/v1/players/me", headers=bearer(new)), 401, "token_revoked")
    game = create(client, [{"kind": "open"}, {"kind": "open"}])
    problem(join(client, game["game_id"], new), 401, "token_revoked")  # a revoked player takes no seat
    assert client.get("/v1/players/bob").get_json()["revoked"] is True


# -- the lobby -----------------------------------------------------------------------------------
def test_an_open_game_starts_when_its_last_seat_is_taken(client):
    a, b = register(client, "Ann"), register(client, "Ben")
    game = create(client, [{"kind": "player", "player": "ann"}, {"kind": "open"}], token=a, rated=True)
    gid = game["game_id"]
    assert [s.get("player") for s in game["seats"]] == ["ann", None]
    out = summary(client, gid)
    assert out["status"] == "open" and out["to_act"] == [] and out["rated"] is True and out["expires_at"]
    assert gid in [g["game_id"] for g in client.get("/v1/lobby").get_json()["games"]]
    assert gid in [g["game_id"] for g in client.get("/v1/games?status=open").get_json()["games"]]
    # nobody acts before the start, the seated player included
    r = client.post(f"/v1/games/{gid}/commands", json={"command": {"type": "pass"}, "expected_version": 0},
                    headers=bearer(a))
    problem(r, 409, "game_not_started")
    problem(join(client, gid, a), 409, "already_joined")
    r = join(client, gid, b)
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.get_json() == {"game_id": gid, "seat": "french", "version": 1, "status": "active"}
    out = summary(client, gid)
    assert out["status"] == "active" and out["to_act"] and [s["player"] for s in out["seats"]] == ["ann", "ben"]
    assert gid not in [g["game_id"] for g in client.get("/v1/lobby").get_json()["games"]]
    assert gid in [g["game_id"] for g in client.get("/v1/games?status=active").get_json()["games"]]
    entries = client.get(f"/v1/games/{gid}/events").get_json()["entries"]
    assert entries[0]["command"] == {"type": "join", "player": "ben"}
    assert entries[0]["events"] == [{"type": "Joined", "seat": "french", "player": "ben"}, {"type": "Started"}]
    problem(join(client, gid, register(client, "Cid")), 409, "game_not_open")
    # a player token opens the player's seat: its view, its legal commands, its commands
    seat = out["to_act"][0]
    token = a if seat == "british" else b
    assert client.get(f"/v1/games/{gid}/state", headers=bearer(token)).get_json()["seat"] == seat
    legal = client.get(f"/v1/games/{gid}/legal-commands", headers=bearer(token)).get_json()
    r = client.post(f"/v1/games/{gid}/commands", json={"command": legal["commands"][0], "expected_version": 1},
                    headers=bearer(token))
    assert r.status_code == 201, r.get_data(as_text=True)
    # a player with no seat here is a spectator: it reads, it does not act
    cid = client.post("/v1/players/me/token", headers=bearer(register(client, "Dee"))).get_json()["token"]
    assert client.get(f"/v1/games/{gid}/state", headers=bearer(cid)).get_json()["seat"] is None
    r = client.post(f"/v1/games/{gid}/commands", json={"command": {"type": "resign"}, "expected_version": 2},
                    headers=bearer(cid))
    problem(r, 403, "not_your_seat")
    assert [g["game_id"] for g in client.get("/v1/players/ben").get_json()["games"]] == [gid]


def test_two_players_racing_for_the_last_seat_exactly_one_wins(app):
    client = app.test_client()
    tokens = [register(client, f"Racer{i}") for i in range(8)]
    gid = create(client, [{"kind": "player", "player": "racer0"}, {"kind": "open"}], token=tokens[0])["game_id"]
    answers: list[tuple[int, str]] = []
    barrier = threading.Barrier(7)

    def race(token: str) -> None:
        mine = app.test_client()
        barrier.wait()
        r = join(mine, gid, token)
        answers.append((r.status_code, r.get_json().get("code", "")))

    threads = [threading.Thread(target=race, args=(t,)) for t in tokens[1:]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [a for a in answers if a[0] == 200] == [(200, "")]
    assert sorted(code for status, code in answers if status != 200) == ["game_not_open"] * 6
    entries = client.get(f"/v1/games/{gid}/events").get_json()["entries"]
    assert len(entries) == 1 and entries[0]["events"][-1] == {"type": "Started"}


def test_leave_before_the_start_and_seats_that_are_not_yours(client):
    a, b = register(client, "Eve"), register(client, "Fay")
    gid = create(client, [{"kind": "open"}, {"kind": "open"}])["game_id"]
    assert join(client, gid, a, seat="french").get_json()["seat"] == "french"
    problem(join(client, gid, b, seat="french"), 409, "seat_taken")
    problem(join(client, gid, b, seat="dutch"), 400, "unknown_seat")
    r = client.post(f"/v1/games/{gid}/leave", headers=bearer(a))
    assert r.status_code == 200 and r.get_json()["status"] == "open"
    problem(client.post(f"/v1/games/{gid}/leave", headers=bearer(a)), 409, "not_joined")
    assert join(client, gid, b, seat="french").status_code == 200  # free again
    assert join(client, gid, a).get_json() == {"game_id": gid, "seat": "british", "version": 4, "status": "active"}
    problem(client.post(f"/v1/games/{gid}/leave", headers=bearer(a)), 409, "game_not_open")


def test_a_challenge_is_accepted_by_joining_or_declined(client):
    a, b, c = register(client, "Gil"), register(client, "Hal"), register(client, "Ivy")
    challenge = create(client, [{"kind": "player", "player": "gil"}, {"kind": "player", "player": "Hal"}], token=a)
    gid = challenge["game_id"]
    assert challenge["seats"][1] == {"seat": "french", "name": "french", "kind": "player", "player": None,
                                     "reserved_for": "hal"}
    assert gid not in [g["game_id"] for g in client.get("/v1/lobby").get_json()["games"]]  # not for anyone
    assert gid in [g["game_id"] for g in client.get("/v1/lobby", headers=bearer(b)).get_json()["games"]]
    problem(join(client, gid, c), 409, "game_full")
    problem(join(client, gid, c, seat="french"), 409, "seat_reserved")
    problem(client.post(f"/v1/games/{gid}/decline", headers=bearer(c)), 409, "no_challenge")
    r = client.post(f"/v1/games/{gid}/decline", headers=bearer(b))
    assert r.status_code == 200 and r.get_json()["status"] == "over"
    assert summary(client, gid)["result"]["reason"] == "declined"
    problem(join(client, gid, b), 409, "game_not_open")  # a declined challenge is gone
    accepted = create(client, [{"kind": "player", "player": "hal"}, {"kind": "player", "player": "gil"}], token=b)
    assert join(client, accepted["game_id"], a).get_json()["status"] == "active"
    r = client.post("/v1/games", json={"type": "acres", "seats": [{"kind": "player", "player": "nobody"}, {}]})
    problem(r, 404, "player_not_found")
    r = client.post("/v1/games", json={"type": "acres", "seats": [{"kind": "player", "player": "gil"},
                                                                  {"kind": "player", "player": "GIL"}]})
    problem(r, 400, "invalid_seats")


def test_open_seats_expire(client, monkeypatch: pytest.MonkeyPatch):
    a = register(client, "Jay")
    gid = create(client, [{"kind": "open"}, {"kind": "ai"}], expires_in_seconds=60)["game_id"]
    expires = summary(client, gid)["expires_at"]
    lobby = client.application.extensions["tabula.lobby"]
    assert lobby.expire(gid) is None  # not due yet
    monkeypatch.setattr(api.lobby, "now_ms", lambda: expires)
    assert gid not in [g["game_id"] for g in client.get("/v1/lobby").get_json()["games"]]
    problem(join(client, gid, a), 409, "game_expired")
    ended = lobby.expire(gid)
    assert ended is not None and ended.result["reason"] == "expired"
    assert lobby.expire(gid) is None  # once
    assert summary(client, gid)["status"] == "over"
    problem(client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "expires_in_seconds": 60}), 400,
            "invalid_seats")


def test_an_ai_seat_plays_once_the_game_starts(client):
    a = register(client, "Kim")
    gid = create(client, [{"kind": "ai"}, {"kind": "open"}])["game_id"]
    assert followups(service(client).load(gid)) == []  # nobody acts in an open game
    join(client, gid, a)
    game = service(client).load(gid)
    assert "british" in game.to_act() and [job[0] for job in followups(game)] == ["ai"]


# -- ratings -------------------------------------------------------------------------------------
def test_a_rated_game_updates_ratings_once(client):
    a = register(client, "Lea")
    gid = create(client, [{"kind": "player", "player": "lea"}, {"kind": "ai", "level": "heuristic"}], token=a,
                 rated=True)["game_id"]
    r = client.post(f"/v1/games/{gid}/commands", json={"command": {"type": "resign"}, "expected_version": 0},
                    headers=bearer(a))
    assert r.status_code == 201 and r.get_json()["status"] == "over"
    store = service(client).store
    game = service(client).load(gid)
    changes = rate(store, game)
    assert changes is not None and set(changes) == {"british", "french"}
    assert changes["british"]["player"] == "lea" and changes["british"]["delta"] < 0
    assert changes["french"]["player"] == "ai-heuristic" and changes["french"]["delta"] > 0
    assert rate(store, game) == changes  # a second run: the same changes, applied once
    board = client.get("/v1/leaderboard/acres").get_json()
    assert [(p["player_id"], p["games"]) for p in board["players"]] == [("ai-heuristic", 1), ("lea", 1)]
    assert board["players"][0]["rating"] > board["players"][1]["rating"] and board["total"] == 2
    me = client.get("/v1/players/me", headers=bearer(a)).get_json()
    assert me["ratings"]["acres"]["games"] == 1 and me["games"][0]["result"]["reason"] == "resignation"
    problem(client.get("/v1/leaderboard/chess"), 404, "unknown_game_type")


def test_unrated_and_unratable_games(client):
    a = register(client, "Max")
    for extra, seats in (({"seed": "x"}, [{"kind": "open"}, {"kind": "ai"}]),
                         ({"sandbox": True}, [{"kind": "open"}, {"kind": "ai"}]),
                         ({}, [{"kind": "open"}, {}]),
                         ({}, [{"kind": "ai"}, {"kind": "ai"}])):
        r = client.post("/v1/games", json={"type": "acres", "seats": seats, "rated": True, **extra})
        problem(r, 400, "not_ratable")
    gid = create(client, [{"kind": "player", "player": "max"}, {"kind": "ai"}], token=a)["game_id"]
    client.post(f"/v1/games/{gid}/commands", json={"command": {"type": "resign"}, "expected_version": 0},
                headers=bearer(a))
    assert rate(service(client).store, service(client).load(gid)) is None  # not rated
    aborted = create(client, [{"kind": "player", "player": "max"}, {"kind": "ai"}], token=a, rated=True)["game_id"]
    client.post(f"/v1/games/{aborted}/commands", json={"command": {"type": "abort"}, "expected_version": 0},
                headers=bearer(a))
    assert rate(service(client).store, service(client).load(aborted)) is None  # no finishing order


def test_the_repair_process_ends_an_expired_open_game_once(client, config, monkeypatch: pytest.MonkeyPatch):
    from workers.sweep import Sweeper

    gid = create(client, [{"kind": "open"}, {"kind": "ai"}], expires_in_seconds=60)["game_id"]
    expires = summary(client, gid)["expires_at"]
    sweeper = Sweeper(config)
    assert "expired" not in sweeper.run_pass(now=expires - 1)  # not due: nothing happens
    assert summary(client, gid)["status"] == "open"
    monkeypatch.setattr(api.lobby, "now_ms", lambda: expires)
    assert sweeper.run_pass(now=expires)["expired"] == [gid]
    assert "expired" not in Sweeper(config).run_pass(now=expires + 1)  # once, whoever runs the next pass
    out = summary(client, gid)
    assert out["status"] == "over" and out["result"]["reason"] == "expired"
    assert len(client.get(f"/v1/games/{gid}/events").get_json()["entries"]) == 1


def test_a_rematch_swaps_sides_and_is_one_game_whoever_asks(client):
    a, b = register(client, "Nia"), register(client, "Oto")
    first = create(client, [{"kind": "player", "player": "nia"}, {"kind": "open"}], token=a, rated=True,
                   clock={"kind": "correspondence", "hours_per_move": 24})["game_id"]
    join(client, first, b)
    problem(client.post(f"/v1/games/{first}/rematch", headers=bearer(a)), 409, "game_not_over")
    client.post(f"/v1/games/{first}/commands", json={"command": {"type": "resign"}, "expected_version": 1},
                headers=bearer(b))
    problem(client.post(f"/v1/games/{first}/rematch", headers=bearer(register(client, "Pip"))), 409, "not_joined")
    r = client.post(f"/v1/games/{first}/rematch", headers=bearer(b))
    assert r.status_code == 200, r.get_data(as_text=True)
    again = r.get_json()
    assert again["seat"] == "british" and again["status"] == "open"  # Oto played French: now British
    out = summary(client, again["game_id"])
    assert out["rated"] is True and out["clock"]["control"]["kind"] == "correspondence"
    assert [(s["player"], s.get("reserved_for")) for s in out["seats"]] == [("oto", "oto"), (None, "nia")]
    r = client.post(f"/v1/games/{first}/rematch", headers=bearer(a))  # the other asks too: the same game
    assert r.get_json() == {"game_id": again["game_id"], "seat": "french", "version": 1, "status": "active"}
    assert client.post(f"/v1/games/{first}/rematch", headers=bearer(b)).get_json()["game_id"] == again["game_id"]


def test_a_challenge_accepted_twice_at_once_is_taken_once(app):
    client = app.test_client()
    a, b = register(client, "Quin"), register(client, "Rex")
    gid = create(client, [{"kind": "player", "player": "quin"}, {"kind": "player", "player": "rex"}],
                 token=a)["game_id"]
    answers: list[Any] = []
    barrier = threading.Barrier(4)

    def accept() -> None:
        mine = app.test_client()
        barrier.wait()
        r = join(mine, gid, b)
        answers.append((r.status_code, r.get_json().get("code")))

    threads = [threading.Thread(target=accept) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [x for x in answers if x[0] == 200] == [(200, None)]
    assert {code for status, code in answers if status != 200} <= {"already_joined", "game_not_open"}
    assert len(client.get(f"/v1/games/{gid}/events").get_json()["entries"]) == 1


def test_a_reserved_seat_left_stays_reserved_and_a_challenge_is_cancelled_by_abort(client):
    a, b, c = register(client, "Sam"), register(client, "Tia"), register(client, "Uma")
    gid = create(client, [{"kind": "player", "player": "sam"}, {"kind": "player", "player": "tia"}],
                 token=a)["game_id"]
    assert client.post(f"/v1/games/{gid}/leave", headers=bearer(a)).status_code == 200
    problem(join(client, gid, c), 409, "game_full")  # Sam's seat waits for Sam, not for anyone
    assert join(client, gid, a).get_json()["seat"] == "british"
    r = client.post(f"/v1/games/{gid}/commands", json={"command": {"type": "abort"}, "expected_version": 2},
                    headers=bearer(a))
    assert r.status_code == 201 and summary(client, gid)["result"]["reason"] == "aborted"
    problem(join(client, gid, b), 409, "game_not_open")  # a cancelled challenge
    assert [i["type"] for _, i in service(client).store.inbox("sam")] == []  # no challenge to oneself
    assert [i["type"] for _, i in service(client).store.inbox("tia")] == ["challenge"]
