"""Game records over HTTP (docs/records.md): GET /v1/games/{id}/record as each caller may read it, and createGame
from a record: replayed, refused at its line with the rule it breaks (and then no game is made), marked unfair."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import acres, records, sparks
from engine.records import Header
from tests.acres import randomplay as acres_play
from tests.hidden import card_ids, hidden_from, record_draws, record_leaks
from tests.sparks import randomplay as sparks_play
from wiring import create_app

SEATS = [{"name": "Ada"}, {"name": "Bo"}]


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client: Any, body: dict[str, Any]) -> Any:
    return client.post("/v1/games", json=body)


def games(app: Any) -> int:
    return int(app.extensions["tabula.service"].store.list_games(0, 1)[1])


def play(client: Any, game: dict[str, Any], steps: int, seed: int = 1) -> None:
    """`steps` random legal commands, each by the seat to act."""
    rng = random.Random(seed)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    for _ in range(steps):
        summary = client.get(f"/v1/games/{game['game_id']}").get_json()
        seat = summary["to_act"][0]
        legal = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(tokens[seat])).get_json()
        r = client.post(f"/v1/games/{game['game_id']}/commands", headers=auth(tokens[seat]),
                        json={"expected_version": summary["version"], "command": rng.choice(legal["commands"])})
        assert r.status_code == 201, r.get_data(as_text=True)


def record(client: Any, game_id: str, token: str | None = None) -> str:
    r = client.get(f"/v1/games/{game_id}/record", headers=auth(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.mimetype == "text/plain" and r.headers["ETag"]
    return str(r.get_data(as_text=True))


def finished_acres() -> str:
    """The record of a finished random game, written by the engine."""
    game = acres_play.play(5)
    entries = [(v, s.seat, s.command, s.events) for v, s in enumerate(game.steps, 1)]
    header = Header({}, [{"seat": "british", "name": "X", "kind": "human"}, {"seat": "french", "name": "Y",
                                                                                "kind": "human"}],
                    result=game.final.result)
    return records.write(acres, header, game.setup, entries, None, complete=True)


def moves(text: str) -> list[str]:
    """The body of a record: its moves and chance lines."""
    return text.split("\n\n", 1)[1].splitlines()


# -- export ---------------------------------------------------------------------------------------------------
def test_a_record_under_way_is_each_callers_view(app, client):
    game = create(client, {"type": "acres", "seats": SEATS}).get_json()
    play(client, game, 25)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    state = app.extensions["tabula.service"].load(game["game_id"]).state
    for viewer in ("british", "french", None):
        text = record(client, game["game_id"], tokens.get(viewer))
        log = client.get(f"/v1/games/{game['game_id']}/log", headers=auth(tokens.get(viewer))).get_json()
        assert not record_leaks(text, viewer, hidden_from(state, viewer), card_ids(log))
        assert "Result: *" in text and '"name": "Ada"' in text and "token" not in text
        assert all("?" in cards for who, cards in record_draws(text) if who != viewer)
        r = create(client, {"type": "acres", "seats": SEATS, "record": text})
        assert r.status_code == 422 and r.get_json()["code"] == "record_incomplete" and r.get_json()["line"] > 0
    owner = record(client, game["game_id"], game["owner_token"])
    assert owner == record(client, game["game_id"])  # the owner reads what a spectator reads


def test_a_sparks_record_under_way_hides_the_cards_removed_unseen(client):
    game = create(client, {"type": "sparks", "seats": [{}, {}, {}]}).get_json()
    play(client, game, 12)
    text = record(client, game["game_id"], game["seats"][0]["token"])
    assert "~ removed unseen: ?, ?, ?, ?, ?, ?" in text and "~ herbs: red " in text


def test_a_finished_game_has_a_complete_record_for_everyone(client):
    game = create(client, {"type": "acres", "seats": SEATS}).get_json()
    play(client, game, 12)
    french = game["seats"][1]["token"]
    summary = client.get(f"/v1/games/{game['game_id']}").get_json()
    r = client.post(f"/v1/games/{game['game_id']}/commands", headers=auth(french),
                    json={"expected_version": summary["version"], "command": {"type": "resign"}})
    assert r.status_code == 201
    texts = {record(client, game["game_id"], t) for t in (None, french, game["seats"][0]["token"])}
    assert len(texts) == 1
    (text,) = texts
    assert "?" not in text and "; 13. french resign" in text and "Result: british" in text
    again = create(client, {"type": "acres", "seats": SEATS, "record": text})
    assert again.status_code == 201, again.get_data(as_text=True)
    assert again.get_json()["version"] == 12 and again.get_json()["status"] == "active"  # a resignation is no move


def test_a_record_of_an_unknown_game_is_not_found(client):
    r = client.get("/v1/games/nothing-here/record")
    assert r.status_code == 404 and r.get_json()["code"] == "game_not_found"


# -- import ---------------------------------------------------------------------------------------------------
def test_a_game_from_a_record_replays_it_and_is_marked(app, client):
    text = finished_acres()
    r = create(client, {"type": "acres", "seats": [{"name": "Cy"}, {"kind": "ai"}], "record": text})
    assert r.status_code == 201, r.get_data(as_text=True)
    body = r.get_json()
    assert body["status"] == "over" and body["version"] == len([m for m in moves(text) if m[:1].isdigit()])
    assert body["fairness"]["fair"] is False and body["fairness"]["reasons"] == ["record"]
    assert body["fairness"]["seed_sha256"]
    again = record(client, body["game_id"])
    assert moves(again) == moves(text)  # the same game; only the seats differ
    assert '"name": "Cy"' in again and '"level"' in again


def test_a_game_from_a_record_under_way_goes_on(client):
    game = acres_play.play(6, cap=21)
    entries = [(v, s.seat, s.command, s.events) for v, s in enumerate(game.steps, 1)]
    text = records.write(acres, Header({}, [{"seat": "british"}, {"seat": "french"}]), game.setup, entries, None,
                         complete=True)
    created = create(client, {"type": "acres", "seats": SEATS, "record": text}).get_json()
    assert created["version"] == 21 and created["status"] == "active"
    play(client, created, 3)
    assert client.get(f"/v1/games/{created['game_id']}").get_json()["version"] == 24


def test_a_create_from_a_record_cut_off_by_the_store_is_finished_by_its_retry(app, client, monkeypatch):
    """A store failure between the game's creation and its last move: the 503 leaves the log a prefix of the
    record, and a retry with the same Idempotency-Key appends the rest, each move once."""
    import redis

    text = finished_acres()
    store = app.extensions["tabula.service"].store
    real, calls = store.append, []

    def failing(game_id, expected, *args, **kwargs):
        calls.append(expected)
        if len(calls) == 7:
            raise redis.exceptions.ConnectionError("the store went away")
        return real(game_id, expected, *args, **kwargs)

    monkeypatch.setattr(store, "append", failing)
    body = {"type": "acres", "seats": SEATS, "record": text}
    headers = {"Idempotency-Key": "record-cut-off"}
    assert client.post("/v1/games", json=body, headers=headers).status_code == 503
    r = client.post("/v1/games", json=body, headers=headers)
    assert r.status_code == 201, r.get_data(as_text=True)
    created = r.get_json()
    played = len([m for m in moves(text) if m[:1].isdigit()])
    assert created["version"] == played and created["status"] == "over"
    log = client.get(f"/v1/games/{created['game_id']}/log").get_json()["entries"]
    assert [e["version"] for e in log] == list(range(1, played + 1))
    assert moves(record(client, created["game_id"])) == moves(text)
    assert games(app) == 1


def test_a_sparks_game_from_a_record(client):
    game = sparks_play.play(4, 4)
    entries = [(v, s.seat, s.command, s.events) for v, s in enumerate(game.steps[:40], 1)]
    seats = [{"seat": s} for s in sparks.seats(4)]
    text = records.write(sparks, Header(game.options, seats), game.setup, entries, None, complete=True)
    r = create(client, {"type": "sparks", "seats": [{}, {}, {}, {}], "record": text})
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.get_json()["version"] == 40
    spectator = records.write(sparks, Header(game.options, seats), game.setup, entries, None, complete=False)
    assert "?" in spectator  # the cards removed unseen: the new game is under way, its spectators may not see them
    assert moves(record(client, r.get_json()["game_id"])) == moves(spectator)


def test_an_illegal_record_is_refused_at_its_line_and_no_game_is_made(app, client):
    text = finished_acres()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines, 1) if line.startswith("2. british"))
    lines[at - 1] = "2. british pass"
    before = games(app)
    r = create(client, {"type": "acres", "seats": SEATS, "record": "\n".join(lines)})
    assert r.status_code == 422 and r.mimetype == "application/problem+json"
    assert (r.get_json()["code"], r.get_json()["line"], r.get_json()["rule"]) == ("record_illegal", at, "AC-TURN-3")
    assert games(app) == before


@pytest.mark.parametrize("change,code,status", [
    (lambda t: "hello", "invalid_record", 400),
    (lambda t: t.replace("Game: acres", "Game: sparks"), "invalid_record", 400),  # seats and moves of acres
    (lambda t: t.replace("~ british draws: ", "~ british draws: b-nothing, ", 1), "record_illegal", 422),
    (lambda t: t + "9999. french fly\n", "invalid_record", 400),
])
def test_a_bad_record_is_a_problem(app, client, change, code, status):
    before = games(app)
    r = create(client, {"type": "acres", "seats": SEATS, "record": change(finished_acres())})
    assert (r.status_code, r.get_json()["code"]) == (status, code), r.get_data(as_text=True)
    assert "line" in r.get_json() and games(app) == before


def test_a_record_takes_no_seed_options_or_other_type(client):
    text = finished_acres()
    for extra in ({"seed": "x"}, {"options": {"edition": "first"}}, {"type": "sparks"}):
        r = create(client, {"type": "acres", "seats": SEATS, "record": text, **extra})
        assert (r.status_code, r.get_json()["code"]) == (400, "invalid_record"), (extra, r.get_json())


def test_a_game_from_a_record_is_never_rated(client):
    r = create(client, {"type": "acres", "seats": [{"kind": "open"}, {"kind": "ai"}], "record": finished_acres(),
                        "rated": True})
    assert (r.status_code, r.get_json()["code"]) == (400, "not_ratable")


def test_an_oversized_record_is_refused_before_it_is_read(client):
    r = create(client, {"type": "acres", "seats": SEATS, "record": "x" * (records.MAX_CHARS + 1)})
    assert (r.status_code, r.get_json()["code"]) == (400, "input_too_large")
    assert r.get_json()["limit_exceeded"] == {"limit": "string_length", "max": records.MAX_CHARS, "pointer": "/record"}
    r = create(client, {"type": "acres", "seats": SEATS, "record": "x" * 300_000})
    assert r.status_code == 413
    r = create(client, {"type": "acres", "seats": SEATS, "seed": "s" * 3000})
    assert r.get_json()["limit_exceeded"]["max"] == 2000  # other strings keep their limit


def test_a_record_names_the_registered_player_in_a_seat_and_no_token(client):
    ada = client.post("/v1/players", json={"name": "ada-records"}).get_json()
    game = client.post("/v1/games", headers=auth(ada["token"]), json={
        "type": "acres", "seats": [{"kind": "player", "player": ada["player_id"]}, {"kind": "ai"}]}).get_json()
    text = record(client, game["game_id"])
    seats = json.loads(next(line for line in text.splitlines() if line.startswith("Seats: "))[len("Seats: "):])
    assert seats[0] == {"seat": "british", "name": "british", "kind": "player", "player": ada["player_id"]}
    assert seats[1]["kind"] == "ai" and seats[1]["level"]
    assert ada["token"] not in text and "token" not in text


def test_a_game_without_records_answers_not_found(with_toygame, config):
    client = create_app(config).test_client()
    created = client.post("/v1/games", json={"type": "goofspiel", "seats": [{}, {}]}).get_json()
    r = client.get(f"/v1/games/{created['game_id']}/record")
    assert (r.status_code, r.get_json()["code"]) == (404, "not_found")
    r = create(client, {"type": "goofspiel", "seats": [{}, {}], "record": "Tabula-Record: 1\nGame: goofspiel\n"
                                                                          "Options: {}\nSeats: []\n"})
    assert (r.status_code, r.get_json()["code"], r.get_json()["line"]) == (400, "invalid_record", 2)
