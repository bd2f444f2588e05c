"""The v1 HTTP API through the Flask test client, against a real Redis (see conftest.py).

Every endpoint and every documented status code; every error is problem+json with a stable `code`."""
from __future__ import annotations

import dataclasses
import json
import random
import threading
import time
from typing import Any

import pytest

from api.config import Config
from engine import acres
from engine.acres.options import SCENARIO
from engine.bots import random_command
from engine.core import seeded_rng
from wiring import create_app

pytestmark = pytest.mark.cluster(slow=True)  # on the cluster too, in the slow tier (docs/scaling.md)

PROBLEM = "application/problem+json"
ILLEGAL = {"type": "settle", "location": "quebec", "via": "b-boston", "transport": "b-new-york"}  # AC-SETTLE-1


# -- helpers -----------------------------------------------------------------------------------------
def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def problem(response, status: int, code: str) -> dict[str, Any]:
    """Assert `response` is the problem+json answer (status, code) and return its body."""
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True))
    assert response.mimetype == PROBLEM, response.mimetype
    body = response.get_json(force=True)
    assert body["code"] == code, body
    assert body["status"] == status
    for member in ("type", "title", "detail"):
        assert isinstance(body[member], str), body
    return body


def create(client, seats: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    body = {"type": "acres", "seats": seats if seats is not None else [{}, {}], **extra}
    r = client.post("/v1/games", json=body)
    assert r.status_code == 201, r.get_data(as_text=True)
    out = r.get_json()
    out["tokens"] = {s["seat"]: s["token"] for s in out["seats"] if "token" in s}
    return out


def post(client, game: dict[str, Any], seat: str, command: dict[str, Any], version: int | None = None,
         key: str | None = None, headers: dict[str, str] | None = None, token: str | None = None):
    body: dict[str, Any] = {"command": command}
    if version is not None:
        body["expected_version"] = version
    h = {**auth(token if token is not None else game["tokens"][seat]), **(headers or {})}
    if key is not None:
        h["Idempotency-Key"] = key
    return client.post(f"/v1/games/{game['game_id']}/commands", json=body, headers=h)


def legal(client, game: dict[str, Any], seat: str) -> list[dict[str, Any]]:
    r = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(game["tokens"][seat]))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["commands"]


def step(client, game: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Post one random legal command for the seat to act; returns the 201 body."""
    summary = client.get(f"/v1/games/{game['game_id']}").get_json()
    (seat,) = summary["to_act"]
    command = rng.choice(legal(client, game, seat))
    r = post(client, game, seat, command, summary["version"])
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.get_json()


def service(app):
    return app.extensions["tabula.service"]


def finish(app, game_id: str, seed: int = 9) -> int:
    """Play the game to its end through the Service (random legal commands, no Governor); its version."""
    svc = service(app)
    chooser = random.Random(f"chooser:{seed}")
    for _ in range(5000):
        game = svc.load(game_id)
        if game.over:
            return game.version
        (seat,) = game.engine.to_act(game.state)
        commands = game.engine.legal_commands(game.state, seat)
        commands = [c for c in commands if c["type"] != "governor"] or commands
        svc.submit(game_id, seat, random_command(commands, chooser, by_type=True), game.version)
    raise AssertionError("the game did not end")


def sse(body: str) -> list[dict[str, str]]:
    """Parse a text/event-stream body into events (comments dropped)."""
    events = []
    for block in body.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            fields[name] = value.removeprefix(" ")
        if fields:
            events.append(fields)
    return events


@pytest.fixture
def game(client) -> dict[str, Any]:
    return create(client, seed="api-test-seed")


# -- game types and creation -------------------------------------------------------------------------
def test_game_types(client):
    r = client.get("/v1/games/types")
    assert r.status_code == 200
    (acres_type,) = [t for t in r.get_json()["types"] if t["type"] == "acres"]
    assert acres_type["seats"] == [2]
    assert acres_type["seat_names"] == {"2": ["british", "french"]}
    assert "edition" in acres_type["options"]["properties"]
    for name in SCENARIO:  # Yucata's scenario options (AC-VAR-*), booleans off by default
        assert acres_type["options"]["properties"][name] == {**acres_type["options"]["properties"][name],
                                                             "enum": [True, False], "default": False}
    assert "settle" in acres_type["commands"] and len(acres_type["commands"]) == 33


def test_create_human_and_ai_seats(client):
    r = client.post("/v1/games", json={"type": "acres", "seats": [{"name": "Ann"}, {"kind": "ai", "level": "random"}],
                                       "seed": "x", "options": {"edition": "first"}})
    assert r.status_code == 201
    body = r.get_json()
    assert r.headers["Location"].endswith(f"/v1/games/{body['game_id']}")
    assert body["version"] == 0 and body["to_act"] == ["british"] and body["type"] == "acres"
    british, french = body["seats"]
    assert british == {"seat": "british", "name": "Ann", "kind": "human", "token": british["token"]}
    assert len(british["token"]) >= 43  # 256 bits, url-safe base64
    assert french == {"seat": "french", "name": "french", "kind": "ai", "level": "random"}
    assert body["owner_token"] and body["owner_token"] != british["token"]
    assert '"x"' not in r.get_data(as_text=True) and body["fairness"]["seed"] is None  # a chosen seed: never shown
    summary = client.get(f"/v1/games/{body['game_id']}").get_json()
    assert summary["options"] == {"edition": "first"}
    assert "token" not in json.dumps(summary["seats"])


def test_ai_levels_and_thinking_time_at_creation(client):
    r = client.post("/v1/games", json={"type": "acres", "seats": [
        {"kind": "ai"}, {"kind": "ai", "level": "search", "think_seconds": 0.5}]})
    assert r.status_code == 201
    british, french = r.get_json()["seats"]
    assert british == {"seat": "british", "name": "british", "kind": "ai", "level": "heuristic"}
    assert french == {"seat": "french", "name": "french", "kind": "ai", "level": "search", "think_seconds": 0.5}
    default = client.post("/v1/games", json={"type": "acres", "seats": [{}, {"kind": "ai", "level": "search"}]})
    assert default.get_json()["seats"][1]["think_seconds"] == 1.0
    for seat, code in [({"kind": "ai", "level": "heuristic", "think_seconds": 1}, "invalid_seats"),
                       ({"think_seconds": 1}, "invalid_seats"),
                       ({"kind": "ai", "level": "search", "think_seconds": 600}, "malformed_request"),
                       ({"kind": "ai", "level": "genius"}, "malformed_request")]:
        bad = client.post("/v1/games", json={"type": "acres", "seats": [{}, seat]})
        assert bad.status_code in (400, 422) and bad.get_json()["code"] == code, (seat, bad.get_json())


def test_same_seed_same_game(client):
    a, b = create(client, seed="same"), create(client, seed="same")
    views = [client.get(f"/v1/games/{g['game_id']}/state", headers=auth(g["tokens"]["british"])).get_json()["state"]
             for g in (a, b)]
    assert views[0] == views[1]


def played_position(commands: int = 20) -> dict[str, Any]:
    """An acres position from a random game played in the engine (seed `position`), `commands` in."""
    state = acres.fold(acres.setup({}, 2, seeded_rng("position", 0)))
    chooser = random.Random(1)
    for version in range(1, commands + 1):
        (seat,) = acres.to_act(state)
        command = random_command(acres.legal_commands(state, seat), chooser, by_type=True)
        state = acres.fold(acres.decide(state, seat, command, seeded_rng("position", version)), state)
    return acres.export_position(state)


def test_create_from_position(client):
    position = played_position()
    state = acres.state_from_snapshot(position)
    created = create(client, position=position)
    for seat in ("british", "french"):
        r = client.get(f"/v1/games/{created['game_id']}/state", headers=auth(created["tokens"][seat]))
        assert r.get_json()["state"] == json.loads(json.dumps(acres.view(state, seat)))
    assert created["to_act"] == sorted(acres.to_act(state))
    problem(client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "position": position,
                                            "options": {"edition": "first"}}), 400, "invalid_options")
    broken = {**position, "turn": -3}
    problem(client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "position": broken}),
            400, "invalid_position")


@pytest.mark.parametrize("body, status, code", [
    ({"type": "no-such-game", "seats": [{}, {}]}, 404, "unknown_game_type"),
    ({"type": "acres", "seats": [{}, {}], "options": {"edition": "third"}}, 400, "invalid_options"),
    ({"type": "acres", "seats": [{}, {}], "options": {"nope": 1}}, 400, "invalid_options"),
    ({"type": "acres", "seats": [{}]}, 400, "invalid_seats"),
    ({"type": "acres", "seats": [{}, {}, {}]}, 400, "invalid_seats"),
    ({"type": "acres"}, 400, "malformed_request"),
    ({"type": "acres", "seats": [{"kind": "robot"}, {}]}, 400, "malformed_request"),
    ({"type": "acres", "seats": [{}, {}], "colour": "red"}, 400, "malformed_request"),
    ([1, 2], 400, "malformed_request"),
])
def test_create_errors(client, body, status, code):
    problem(client.post("/v1/games", json=body), status, code)


def test_create_malformed_json_body(client):
    problem(client.post("/v1/games", data="{not json", content_type="application/json"), 400, "malformed_request")


# -- listing ---------------------------------------------------------------------------------------
def test_list_filters_and_pagination(app, client):
    ids = [create(client)["game_id"] for _ in range(3)]
    over = create(client, seed="9")
    finish(app, over["game_id"])
    everything = client.get("/v1/games?limit=100").get_json()
    assert everything["total"] == 4 and everything["next_offset"] is None
    assert everything["games"][0]["game_id"] == over["game_id"]  # most recently updated first
    assert {g["game_id"] for g in everything["games"]} == {*ids, over["game_id"]}

    active = client.get("/v1/games?status=active").get_json()["games"]
    assert {g["game_id"] for g in active} == set(ids) and all(g["status"] == "active" for g in active)
    finished = client.get("/v1/games?status=over").get_json()["games"]
    assert [g["game_id"] for g in finished] == [over["game_id"]] and finished[0]["result"]
    assert len(client.get("/v1/games?type=acres").get_json()["games"]) == 4
    both = client.get("/v1/games?type=acres&status=over").get_json()
    assert [g["game_id"] for g in both["games"]] == [over["game_id"]] and both["total"] == 1
    assert client.get("/v1/games?type=sparks").get_json() == {"games": [], "total": 0, "next_offset": None}
    problem(client.get("/v1/games?type=chess"), 400, "malformed_request")  # not a game type of this server

    page1 = client.get("/v1/games?limit=3").get_json()
    assert len(page1["games"]) == 3 and page1["next_offset"] == 3
    page2 = client.get(f"/v1/games?limit=3&offset={page1['next_offset']}").get_json()
    assert len(page2["games"]) == 1 and page2["next_offset"] is None
    assert {g["game_id"] for g in page1["games"] + page2["games"]} == {*ids, over["game_id"]}

    problem(client.get("/v1/games?limit=0"), 400, "malformed_request")
    problem(client.get("/v1/games?status=paused"), 400, "malformed_request")
    problem(client.get("/v1/games?offset=-1"), 400, "malformed_request")


# -- summary and ETag ------------------------------------------------------------------------------
def test_summary_etag_and_304(client, game):
    url = f"/v1/games/{game['game_id']}"
    r = client.get(url)
    assert r.status_code == 200 and r.headers["ETag"] == '"0"'
    body = r.get_json()
    assert body["status"] == "active" and body["version"] == 0 and body["to_act"] == ["british"]
    assert body["result"] is None
    assert [s["seat"] for s in body["seats"]] == ["british", "french"]
    r = client.get(url, headers={"If-None-Match": '"0"'})
    assert r.status_code == 304 and r.headers["ETag"] == '"0"' and r.get_data() == b""
    post(client, game, "british", legal(client, game, "british")[0], 0)
    r = client.get(url, headers={"If-None-Match": '"0"'})
    assert r.status_code == 200 and r.headers["ETag"] == '"1"' and r.get_json()["version"] == 1
    problem(client.get("/v1/games/no-such-game"), 404, "game_not_found")


# -- state -----------------------------------------------------------------------------------------
def test_state_for_seat_spectator_and_owner(client, game):
    url = f"/v1/games/{game['game_id']}/state"
    british = client.get(url, headers=auth(game["tokens"]["british"]))
    assert british.status_code == 200 and british.headers["ETag"] == '"0"'
    body = british.get_json()
    assert body["seat"] == "british" and body["version"] == 0
    assert len(body["state"]["seats"]["british"]["hand"]) == 5
    assert "hand" not in body["state"]["seats"]["french"]

    french = client.get(url, headers=auth(game["tokens"]["french"])).get_json()
    assert french["seat"] == "french" and "hand" not in french["state"]["seats"]["british"]

    spectator = client.get(url).get_json()
    assert spectator["seat"] is None
    assert all("hand" not in s for s in spectator["state"]["seats"].values())

    owner = client.get(url, headers=auth(game["owner_token"])).get_json()
    assert owner["seat"] is None and owner["state"] == spectator["state"]

    problem(client.get(url + "?full=1", headers=auth(game["owner_token"])), 403, "forbidden")
    problem(client.get(url + "?full=1", headers=auth(game["tokens"]["british"])), 403, "forbidden")
    problem(client.get(url + "?full=1"), 403, "forbidden")
    problem(client.get(url, headers=auth("not-a-token")), 401, "unauthorized")
    problem(client.get(url, headers={"Authorization": "Basic dXNlcjpwYXNz"}), 401, "unauthorized")
    problem(client.get(url + "?full=maybe"), 400, "malformed_request")
    problem(client.get("/v1/games/no-such-game/state"), 404, "game_not_found")


def test_full_state_in_sandbox_and_after_the_end(app, client):
    sandbox = create(client, sandbox=True)
    r = client.get(f"/v1/games/{sandbox['game_id']}/state?full=1", headers=auth(sandbox["owner_token"]))
    assert r.status_code == 200
    state = service(app).load(sandbox["game_id"]).state
    assert r.get_json()["state"] == json.loads(json.dumps(acres.export_position(state)))
    problem(client.get(f"/v1/games/{sandbox['game_id']}/state?full=1", headers=auth(sandbox["tokens"]["french"])),
            403, "forbidden")

    over = create(client, seed="9")
    finish(app, over["game_id"])
    r = client.get(f"/v1/games/{over['game_id']}/state?full=1", headers=auth(over["owner_token"]))
    assert r.status_code == 200 and r.get_json()["state"]["result"]


# -- legal commands --------------------------------------------------------------------------------
def test_legal_commands(app, client, game):
    url = f"/v1/games/{game['game_id']}/legal-commands"
    body = client.get(url, headers=auth(game["tokens"]["british"])).get_json()
    assert body["seat"] == "british" and body["to_act"] == ["british"] and body["version"] == 0
    state = service(app).load(game["game_id"]).state
    assert body["commands"] == acres.legal_commands(state, "british") and body["commands"]
    assert client.get(url, headers=auth(game["tokens"]["french"])).get_json()["commands"] == []
    problem(client.get(url), 401, "unauthorized")
    problem(client.get(url, headers=auth("bogus")), 401, "unauthorized")
    problem(client.get(url, headers=auth(game["owner_token"])), 403, "not_your_seat")
    problem(client.get("/v1/games/no-such-game/legal-commands", headers=auth("x")), 404, "game_not_found")


def test_a_token_opens_only_its_own_game(client, game):
    other = create(client)
    problem(client.get(f"/v1/games/{game['game_id']}/state", headers=auth(other["tokens"]["british"])),
            401, "unauthorized")


# -- submitting commands ---------------------------------------------------------------------------
def test_submit_created(client, game):
    command = legal(client, game, "british")[0]
    r = post(client, game, "british", command, 0, key="k-1")
    assert r.status_code == 201 and r.headers["ETag"] == '"1"'
    body = r.get_json()
    assert body["version"] == 1 and body["replayed"] is False and body["status"] == "active"
    assert body["events"] and body["to_act"]
    log = client.get(f"/v1/games/{game['game_id']}/log", headers=auth(game["tokens"]["british"])).get_json()
    assert [e["version"] for e in log["entries"]] == [1]
    assert log["entries"][0]["command"] == command and log["entries"][0]["seat"] == "british"


def test_idempotent_retry(client, game):
    command = legal(client, game, "british")[0]
    first = post(client, game, "british", command, 0, key="retry-1")
    assert first.status_code == 201
    again = post(client, game, "british", command, 0, key="retry-1")
    assert again.status_code == 201
    a, b = first.get_json(), again.get_json()
    assert b["replayed"] is True and a["replayed"] is False
    assert {k: v for k, v in a.items() if k != "replayed"} == {k: v for k, v in b.items() if k != "replayed"}
    assert client.get(f"/v1/games/{game['game_id']}").get_json()["version"] == 1
    assert len(client.get(f"/v1/games/{game['game_id']}/log").get_json()["entries"]) == 1
    # the key is remembered for the life of the game: still a replay after the game has moved on
    summary = client.get(f"/v1/games/{game['game_id']}").get_json()
    (seat,) = summary["to_act"]
    assert post(client, game, seat, legal(client, game, seat)[0], 1).status_code == 201
    late = post(client, game, "british", command, 0, key="retry-1")
    assert late.status_code == 201 and late.get_json()["version"] == 1 and late.get_json()["replayed"] is True
    assert late.get_json()["events"] == a["events"]
    assert len(client.get(f"/v1/games/{game['game_id']}/log").get_json()["entries"]) == 2


def test_idempotency_key_reused_for_another_command(client, game):
    first, second = legal(client, game, "british")[:2]
    assert post(client, game, "british", first, 0, key="same-key").status_code == 201
    problem(post(client, game, "british", second, 1, key="same-key"), 422, "idempotency_key_reused")
    problem(post(client, game, "british", second, 0, key="same-key"), 422, "idempotency_key_reused")
    problem(post(client, game, "british", first, 0, key="x" * 201), 400, "malformed_request")


def test_version_conflict(client, game):
    first, second = legal(client, game, "british")[:2]
    assert post(client, game, "british", first, 0).status_code == 201
    body = problem(post(client, game, "british", second, 0), 409, "version_conflict")
    assert body["current_version"] == 1
    body = problem(post(client, game, "british", second, 7), 409, "version_conflict")
    assert body["current_version"] == 1


def test_if_match(client, game):
    command = legal(client, game, "british")[0]
    r = post(client, game, "british", command, headers={"If-Match": '"0"'})
    assert r.status_code == 201 and r.get_json()["version"] == 1
    (seat,) = r.get_json()["to_act"]
    nxt = legal(client, game, seat)[0]
    body = problem(post(client, game, seat, nxt, headers={"If-Match": '"0"'}), 412, "precondition_failed")
    assert body["current_version"] == 1
    problem(post(client, game, seat, nxt, headers={"If-Match": "banana"}), 412, "precondition_failed")
    assert post(client, game, seat, nxt, headers={"If-Match": 'W/"1"'}).status_code == 201


def test_precondition_required(client, game):
    problem(post(client, game, "british", legal(client, game, "british")[0]), 428, "precondition_required")


def test_illegal_command(client, game):
    body = problem(post(client, game, "british", ILLEGAL, 0), 422, "illegal_command")
    assert body["rule"] == "AC-SETTLE-1"
    assert client.get(f"/v1/games/{game['game_id']}").get_json()["version"] == 0


def test_malformed_command(client, game):
    # a well-typed command naming a card that does not exist: marshmallow lets it through, the engine does not
    body = problem(post(client, game, "british", {"type": "take_money", "card": "b-no-such-card"}, 0),
                   400, "malformed_command")
    assert body["details"]["field"] == "card"
    # shapes the schema already refuses: either layer may answer, always a 400
    for command in ({"type": "teleport"}, {"type": "pass", "extra": 1}, {"type": "take_money"},
                    {"type": "take_money", "card": 7}, {"type": "discard", "cards": []}, {"card": "b-boston"}):
        r = post(client, game, "british", command, 0)
        assert r.status_code == 400, (command, r.get_data(as_text=True))
        problem(r, 400, r.get_json()["code"])
        assert r.get_json()["code"] in ("malformed_request", "malformed_command"), r.get_json()
    r = client.post(f"/v1/games/{game['game_id']}/commands", data="nope", content_type="application/json",
                    headers=auth(game["tokens"]["british"]))
    problem(r, 400, "malformed_request")


def test_not_your_turn_not_your_seat_unauthorized(client, game):
    problem(post(client, game, "french", {"type": "pass"}, 0), 403, "not_your_turn")
    problem(post(client, game, "british", {"type": "pass"}, 0, token=game["owner_token"]), 403, "not_your_seat")
    problem(post(client, game, "british", {"type": "pass"}, 0, token=""), 401, "unauthorized")
    problem(post(client, game, "british", {"type": "pass"}, 0, token="wrong"), 401, "unauthorized")
    r = client.post("/v1/games/no-such-game/commands", json={"expected_version": 0, "command": {"type": "pass"}},
                    headers=auth("x"))
    problem(r, 404, "game_not_found")
    assert client.get(f"/v1/games/{game['game_id']}").get_json()["version"] == 0


# -- events: long poll and SSE ---------------------------------------------------------------------
def test_events_after(client, game):
    rng = random.Random(3)
    for _ in range(3):
        step(client, game, rng)
    url = f"/v1/games/{game['game_id']}/events"
    body = client.get(url + "?after=1").get_json()
    assert body["version"] == 3 and [e["version"] for e in body["entries"]] == [2, 3]
    assert client.get(url + "?after=3").get_json()["entries"] == []
    problem(client.get(url + "?after=-1"), 400, "malformed_request")
    problem(client.get(url + "?wait=99"), 400, "malformed_request")
    problem(client.get(url, headers=auth("bogus")), 401, "unauthorized")
    problem(client.get("/v1/games/no-such-game/events"), 404, "game_not_found")


@pytest.mark.parametrize("query", ["after=18446744073709551616", "after=99999999999999999999999&wait=0.1"])
def test_events_after_a_huge_version_is_not_a_server_error(client, game, query):
    """Found by schemathesis: an `after` beyond Redis's stream ids must be refused (400) or answered empty."""
    r = client.get(f"/v1/games/{game['game_id']}/events?{query}")
    if r.status_code == 400:
        problem(r, 400, "malformed_request")
    else:
        assert r.status_code == 200 and r.get_json()["entries"] == [], r.get_data(as_text=True)


def test_stream_and_list_with_huge_numbers_are_not_server_errors(client, game):
    url = f"/v1/games/{game['game_id']}/events/stream"
    for r in (client.get(url + "?after=18446744073709551616&timeout=0.2"),
              client.get(url + "?timeout=0.2", headers={"Last-Event-ID": "18446744073709551616"})):
        if r.status_code == 400:
            problem(r, 400, "malformed_request")
        else:
            assert r.status_code == 200
            assert not any(e.get("event") == "error" for e in sse(r.get_data(as_text=True))), r.get_data(as_text=True)
    r = client.get("/v1/games?offset=99999999999999999999")
    if r.status_code == 400:
        problem(r, 400, "malformed_request")
    else:
        assert r.status_code == 200 and r.get_json()["games"] == [], r.get_data(as_text=True)


def test_events_long_poll(app, client, game):
    got: dict[str, Any] = {}

    def wait() -> None:
        started = time.monotonic()
        r = app.test_client().get(f"/v1/games/{game['game_id']}/events?after=0&wait=10",
                                  headers=auth(game["tokens"]["french"]))
        got["elapsed"] = time.monotonic() - started
        got["response"] = r

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.5)
    assert waiter.is_alive(), "the long poll returned before anything happened"
    command = legal(client, game, "british")[0]
    assert post(client, game, "british", command, 0).status_code == 201
    waiter.join(15)
    assert not waiter.is_alive()
    r = got["response"]
    assert r.status_code == 200 and got["elapsed"] < 8
    body = r.get_json()
    assert [e["version"] for e in body["entries"]] == [1] and body["entries"][0]["command"] == command
    # nothing new: waits (briefly) and answers empty
    started = time.monotonic()
    assert client.get(f"/v1/games/{game['game_id']}/events?after=1&wait=0.3").get_json()["entries"] == []
    assert time.monotonic() - started >= 0.25


def test_long_waits_on_a_quiet_game(app, game):
    """The documented maxima: a long poll may wait 30 s, an SSE stream idles up to `timeout`. A quiet game
    must give an empty 200 (and a stream that simply ends), not a 503 from the Redis client's socket
    timeout. Both run at once, so this costs ~11 s."""
    got: dict[str, Any] = {}

    def poll() -> None:
        started = time.monotonic()
        got["poll"] = app.test_client().get(f"/v1/games/{game['game_id']}/events?after=0&wait=11")
        got["poll_elapsed"] = time.monotonic() - started

    def stream() -> None:
        try:
            r = app.test_client().get(f"/v1/games/{game['game_id']}/events/stream?timeout=11")
            got["stream"] = sse(r.get_data(as_text=True))
        except Exception as exc:  # noqa: BLE001
            got["stream"] = exc

    threads = [threading.Thread(target=poll), threading.Thread(target=stream)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(40)
    r = got["poll"]
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.get_json()["entries"] == [] and got["poll_elapsed"] >= 10.5
    assert isinstance(got["stream"], list), got["stream"]
    assert not any(e.get("event") == "error" for e in got["stream"]), got["stream"]


def test_sse_stream(app, client):
    game = create(client, seed="9")
    rng = random.Random(4)
    for _ in range(4):
        step(client, game, rng)
    url = f"/v1/games/{game['game_id']}/events/stream?timeout=0.3"
    r = client.get(url, headers=auth(game["tokens"]["british"]))
    assert r.status_code == 200 and r.mimetype == "text/event-stream"
    events = [e for e in sse(r.get_data(as_text=True)) if e.get("event") == "entry"]
    assert [int(e["id"]) for e in events] == [1, 2, 3, 4]
    for e in events:
        assert json.loads(e["data"])["version"] == int(e["id"])
    assert not any(e.get("event") == "end" for e in sse(r.get_data(as_text=True)))

    resumed = client.get(url, headers={**auth(game["tokens"]["british"]), "Last-Event-ID": "2"})
    assert [int(e["id"]) for e in sse(resumed.get_data(as_text=True)) if e.get("event") == "entry"] == [3, 4]
    after = client.get(url.replace("?", "?after=3&"))
    assert [int(e["id"]) for e in sse(after.get_data(as_text=True)) if e.get("event") == "entry"] == [4]

    last = finish(app, game["game_id"])
    done = sse(client.get(url.replace("?", "?after=4&")).get_data(as_text=True))
    entries = [e for e in done if e.get("event") == "entry"]
    assert [int(e["id"]) for e in entries] == list(range(5, last + 1))
    assert done[-1]["event"] == "end" and json.loads(done[-1]["data"])["version"] == last
    problem(client.get(f"/v1/games/{game['game_id']}/events/stream?timeout=0"), 400, "malformed_request")
    problem(client.get("/v1/games/no-such-game/events/stream?timeout=0.2"), 404, "game_not_found")
    problem(client.get(url, headers=auth("bogus")), 401, "unauthorized")


def test_sse_delivers_a_new_entry_while_open(app, client, game):
    chunks: list[str] = []

    def listen() -> None:
        r = app.test_client().get(f"/v1/games/{game['game_id']}/events/stream?timeout=1.5")
        chunks.append(r.get_data(as_text=True))

    listener = threading.Thread(target=listen)
    listener.start()
    time.sleep(0.3)
    assert post(client, game, "british", legal(client, game, "british")[0], 0).status_code == 201
    listener.join(10)
    assert [e["id"] for e in sse(chunks[0]) if e.get("event") == "entry"] == ["1"]


# -- log and result --------------------------------------------------------------------------------
def _drawn(log: dict[str, Any], seat: str) -> list[dict[str, Any]]:
    events = log["setup"] + [e for entry in log["entries"] for e in entry["events"]]
    return [e for e in events if e["type"] == "CardsDrawn" and e["seat"] == seat]


def test_log_redacted_then_complete(app, client):
    game = create(client, seed="9")
    rng = random.Random(5)
    for _ in range(12):
        step(client, game, rng)
    url = f"/v1/games/{game['game_id']}/log"
    french = client.get(url, headers=auth(game["tokens"]["french"])).get_json()
    british = client.get(url, headers=auth(game["tokens"]["british"])).get_json()
    spectator = client.get(url).get_json()
    assert french["complete"] is False and len(french["entries"]) == 12
    assert _drawn(french, "british") and all("cards" not in e for e in _drawn(french, "british"))
    assert all("cards" in e for e in _drawn(french, "french"))
    assert all("cards" in e for e in _drawn(british, "british"))
    assert all("cards" not in e for e in _drawn(british, "french"))
    assert all("cards" not in e for s in ("british", "french") for e in _drawn(spectator, s))
    assert all("position" not in e for log in (french, british, spectator) for e in log["setup"])

    last = finish(app, game["game_id"])
    for token in (None, game["tokens"]["french"], game["tokens"]["british"]):
        log = client.get(url, headers=auth(token)).get_json()
        assert log["complete"] is True and len(log["entries"]) == last == log["version"]
        assert all("cards" in e for s in ("british", "french") for e in _drawn(log, s))
        assert log["setup"][0]["type"] == "GameStarted" and "position" in log["setup"][0]
    problem(client.get(url, headers=auth("bogus")), 401, "unauthorized")
    problem(client.get("/v1/games/no-such-game/log"), 404, "game_not_found")


def test_result(app, client, game):
    url = f"/v1/games/{game['game_id']}/result"
    problem(client.get(url), 409, "game_not_over")
    last = finish(app, game["game_id"])
    r = client.get(url)
    assert r.status_code == 202 and r.headers["Retry-After"]
    assert r.get_json() == {"game_id": game["game_id"], "status": "scoring"}
    final = service(app).load(game["game_id"])
    stored = {"version": last, "result": acres.result(final.state), "scored_at": 1_700_000_000_000}
    assert service(app).store.put_result(game["game_id"], stored)
    r = client.get(url)
    assert r.status_code == 200
    assert r.get_json() == json.loads(json.dumps({"game_id": game["game_id"], **stored}))
    summary = client.get(f"/v1/games/{game['game_id']}").get_json()
    assert summary["status"] == "over" and summary["result"] == r.get_json()["result"]
    problem(client.get("/v1/games/no-such-game/result"), 404, "game_not_found")


def test_commands_after_the_end_are_refused(app, client, game):
    last = finish(app, game["game_id"])
    for seat in ("british", "french"):
        assert legal(client, game, seat) == []
        problem(post(client, game, seat, {"type": "pass"}, last), 403, "not_your_turn")


# -- health, 503, unknown routes -------------------------------------------------------------------
def test_health(client):
    r = client.get("/v1/health")
    assert r.status_code == 200 and r.get_json() == {"status": "ok", "store": "ok"}


def test_unknown_route_and_method_are_problems(client):
    problem(client.get("/v1/nothing-here"), 404, "not_found")
    problem(client.delete("/v1/games"), 405, "method_not_allowed")


def test_redis_down_is_503_never_500():
    app = create_app(Config(redis_url="redis://127.0.0.1:1/0", prefix="test-down", enqueue=False, rate_limit=0))
    client = app.test_client()
    requests = [
        client.get("/v1/health"),
        client.get("/v1/games/some-game"),
        client.get("/v1/games/some-game/state"),
        client.get("/v1/games/some-game/legal-commands", headers=auth("x")),
        client.get("/v1/games/some-game/events?after=0"),
        client.get("/v1/games/some-game/log"),
        client.get("/v1/games/some-game/result"),
        client.get("/v1/games"),
        client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}),
        client.post("/v1/games/some-game/commands", json={"expected_version": 0, "command": {"type": "pass"}},
                    headers=auth("x")),
    ]
    for r in requests:
        problem(r, 503, "store_unavailable")
        assert int(r.headers["Retry-After"]) > 0


# -- snapshots -------------------------------------------------------------------------------------
def _answers(app, game: dict[str, Any]) -> list[Any]:
    client = app.test_client()
    out = []
    for token in (game["tokens"]["british"], game["tokens"]["french"], None):
        out.append(client.get(f"/v1/games/{game['game_id']}/state", headers=auth(token)).get_json())
    for seat in ("british", "french"):
        out.append(client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(game["tokens"][seat])).get_json())
    out.append(client.get(f"/v1/games/{game['game_id']}").get_json()["to_act"])
    return out


def test_snapshot_is_only_a_cache(config):
    cfg = dataclasses.replace(config, snapshot_every=5)
    app = create_app(cfg)
    client = app.test_client()
    game = create(client, seed="snap")
    rng = random.Random(6)
    for _ in range(12):
        step(client, game, rng)
    store = service(app).store
    snap_key = store.key(game["game_id"], "snap")
    assert store.r.exists(snap_key)
    snap = store.snapshot(game["game_id"])
    assert snap["version"] == 10 and snap["schema"] == acres.SCHEMA_VERSION

    with_snapshot = _answers(create_app(cfg), game)  # a fresh process: no cached state, snapshot + tail
    store.r.delete(snap_key)
    assert not store.r.exists(snap_key)
    without = _answers(create_app(cfg), game)  # the whole log
    assert with_snapshot == without
    assert with_snapshot == _answers(app, game)  # and the process that played the game agrees

    # a snapshot of another schema is ignored (this one would not even load)
    store.r.set(snap_key, json.dumps({"version": 12, "schema": "acres-position-0", "state": {"garbage": True}}))
    assert _answers(create_app(cfg), game) == without
    # the game goes on from there, and the next snapshot is written at version 15
    fresh = create_app(cfg)
    fresh_client = fresh.test_client()
    for _ in range(3):
        step(fresh_client, game, rng)
    assert store.snapshot(game["game_id"])["version"] == 15
    assert _answers(create_app(cfg), game) == _answers(fresh, game)


def test_a_cached_state_never_outlives_the_entry_it_ends_with(config):
    """A Redis restarted from an AOF that missed its last second of writes has lost the entries this process
    folded last: the process must follow the log, not its memory (else it answers 409 for ever), and must
    fold a different entry written at that version since, not keep its own."""
    app = create_app(config)
    client = app.test_client()
    game = create(client, seed="lost")
    rng = random.Random(3)
    step(client, game, rng)
    step(client, game, rng)
    store, game_id = service(app).store, game["game_id"]
    assert service(app).load(game_id).version == 2
    log = store.key(game_id, "log")
    (kept, fields), _ = store.r.xrange(log)  # the restart kept entry 1 and lost entry 2
    store.r.delete(log)
    store.r.xadd(log, fields, id=kept)
    store.r.hset(store.key(game_id, "meta"), "version", 1)

    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1
    other = create_app(config)  # another process writes version 2 anew
    redo = step(other.test_client(), game, random.Random(99))
    assert redo["version"] == 2
    assert _answers(app, game) == _answers(create_app(config), game)  # the first process folds the new entry


# -- rate limit ------------------------------------------------------------------------------------
def test_rate_limit(config):
    app = create_app(dataclasses.replace(config, rate_limit=3))
    client = app.test_client()
    if time.time() % 60 > 55:  # keep the four requests inside one minute window
        time.sleep(61 - time.time() % 60)
    for _ in range(3):
        assert client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}).status_code == 201
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]})
    problem(r, 429, "rate_limited")
    assert 0 < int(r.headers["Retry-After"]) <= 60
    assert client.get("/v1/games/types").status_code == 200  # reads are not limited
