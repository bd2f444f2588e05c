"""Concurrent writers on one game: the conditional append lets exactly one win; an idempotent retry storm
appends once and answers every retry with the first answer."""
from __future__ import annotations

import threading
from typing import Any

import pytest

pytestmark = pytest.mark.cluster

N = 16


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client) -> tuple[str, dict[str, str]]:
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "races"})
    assert r.status_code == 201
    body = r.get_json()
    return body["game_id"], {s["seat"]: s["token"] for s in body["seats"]}


def storm(app, requests: list[dict[str, Any]]) -> list[Any]:
    """Send the requests at once, each from its own thread and test client; the responses in order."""
    barrier = threading.Barrier(len(requests))
    out: list[Any] = [None] * len(requests)

    def run(i: int) -> None:
        client = app.test_client()
        barrier.wait()
        try:
            out[i] = client.post(**requests[i])
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            out[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(requests))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not any(isinstance(r, BaseException) for r in out), out
    return out


@pytest.mark.parametrize("round_", range(3))
def test_one_writer_wins_a_race(app, client, round_):
    game_id, tokens = new_game(client)
    commands = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens["british"])).get_json()["commands"]
    assert len(commands) >= N
    requests = [{"path": f"/v1/games/{game_id}/commands", "headers": auth(tokens["british"]),
                 "json": {"expected_version": 0, "command": commands[i]}} for i in range(N)]
    responses = storm(app, requests)
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] + [409] * (N - 1), statuses
    for r in responses:
        if r.status_code == 409:
            assert r.mimetype == "application/problem+json"
            assert r.get_json()["code"] == "version_conflict" and r.get_json()["current_version"] == 1
    (winner,) = [i for i, r in enumerate(responses) if r.status_code == 201]
    log = client.get(f"/v1/games/{game_id}/log", headers=auth(tokens["british"])).get_json()
    assert [e["version"] for e in log["entries"]] == [1]
    assert log["entries"][0]["command"] == commands[winner]
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


@pytest.mark.parametrize("round_", range(3))
def test_idempotent_retry_storm(app, client, round_):
    game_id, tokens = new_game(client)
    command = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens["british"])).get_json()["commands"][0]
    request = {"path": f"/v1/games/{game_id}/commands",
               "headers": {**auth(tokens["british"]), "Idempotency-Key": f"storm-{round_}"},
               "json": {"expected_version": 0, "command": command}}
    responses = storm(app, [request] * N)
    statuses = [r.status_code for r in responses]
    assert statuses == [201] * N, [(r.status_code, r.get_json()) for r in responses if r.status_code != 201]
    bodies = [r.get_json() for r in responses]
    assert sum(not b["replayed"] for b in bodies) == 1
    first = {k: v for k, v in bodies[0].items() if k != "replayed"}
    assert all({k: v for k, v in b.items() if k != "replayed"} == first for b in bodies)
    assert first["version"] == 1
    log = client.get(f"/v1/games/{game_id}/log").get_json()
    assert len(log["entries"]) == 1 and log["entries"][0]["command"] == command
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


@pytest.mark.parametrize("window", ["idempotent_version", "meta", "entries", "entry", "append"])
def test_retry_that_loses_the_race_still_replays(app, client, monkeypatch, window):
    """The storm above, made deterministic: the first attempt lands while its retry is under way (just before
    the retry's first call of Store.<window>). Whatever the order, both answer 201 with the first result, one
    of them marked replayed, and the log holds one entry."""
    svc = app.extensions["tabula.service"]
    game_id, tokens = new_game(client)
    command = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens["british"])).get_json()["commands"][0]
    request = {"path": f"/v1/games/{game_id}/commands",
               "headers": {**auth(tokens["british"]), "Idempotency-Key": f"lost-race-{window}"},
               "json": {"expected_version": 0, "command": command}}
    real = getattr(svc.store, window)
    other: dict[str, Any] = {}

    def interleave(*args: Any, **kwargs: Any) -> Any:
        monkeypatch.setattr(svc.store, window, real)
        other["response"] = app.test_client().post(**request)  # the other attempt, all the way through
        return real(*args, **kwargs)

    monkeypatch.setattr(svc.store, window, interleave)
    retry = client.post(**request)
    monkeypatch.setattr(svc.store, window, real)
    if "response" not in other:  # this code path never calls Store.<window>: the retry really came second
        other["response"] = client.post(**request)
    responses = [other["response"], retry]
    assert [r.status_code for r in responses] == [201, 201], [r.get_data(as_text=True) for r in responses]
    bodies = [r.get_json() for r in responses]
    assert sorted(b["replayed"] for b in bodies) == [False, True]
    assert [b["version"] for b in bodies] == [1, 1] and bodies[0]["events"] == bodies[1]["events"]
    assert svc.store.version(game_id) == 1


def test_race_through_the_service(app, client):
    """The same race one level down, where workers write: Service.submit from 16 threads."""
    from api.store import VersionConflict

    svc = app.extensions["tabula.service"]
    game_id, _tokens = new_game(client)
    game = svc.load(game_id)
    commands = game.engine.legal_commands(game.state, "british")[:N]
    barrier = threading.Barrier(N)
    outcomes: list[Any] = [None] * N

    def run(i: int) -> None:
        barrier.wait()
        try:
            outcomes[i] = svc.submit(game_id, "british", commands[i], 0, f"svc-{i}")
        except VersionConflict as exc:
            outcomes[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(N)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    wins = [o for o in outcomes if not isinstance(o, VersionConflict)]
    assert len(wins) == 1 and wins[0].version == 1 and not wins[0].duplicate
    assert all(o.current == 1 for o in outcomes if isinstance(o, VersionConflict))
    assert svc.store.version(game_id) == 1
