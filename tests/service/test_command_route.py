"""The command POST is answered below Flask (api/http/commands.py `command_route`, issue 17): its answers must be
the ones Flask's own view of the same operation gives, for every kind of request, good or bad.

Two games start from the same seed; each request goes to one of them through the app (the route) and to the other
through Flask's dispatch (its view and error handlers, without the WSGI route), and the answers are compared."""
from __future__ import annotations

from typing import Any

import pytest

FIELDS = ("ETag", "WWW-Authenticate", "Content-Type")


def through_flask(app, path: str, headers: dict[str, str], **body: Any):
    with app.test_request_context(path, method="POST", headers=headers, **body):
        return app.make_response(app.full_dispatch_request())


def answer(response) -> tuple:
    return (response.status_code, response.get_json(force=True, silent=True), response.get_data(as_text=True),
            {k: response.headers.get(k) for k in FIELDS})


@pytest.fixture
def twins(client):
    games = []
    for _ in range(2):
        r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "twins"})
        assert r.status_code == 201
        body = r.get_json()
        games.append((body["game_id"], {s["seat"]: s["token"] for s in body["seats"]}, body["owner_token"]))
    return games


def test_the_route_answers_as_flask_view_does(app, client, twins):
    (routed, tokens, owner), (viewed, view_tokens, view_owner) = twins
    seat = client.get(f"/v1/games/{routed}").get_json()["to_act"][0]
    other = next(s for s in tokens if s != seat)
    legal = client.get(f"/v1/games/{routed}/legal-commands",
                       headers={"Authorization": f"Bearer {tokens[seat]}"}).get_json()["commands"]
    illegal = {"type": "pass"} if {"type": "pass"} not in legal else {"type": "no_such_command"}

    def cases(tokens: dict[str, str], owner: str):
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        yield auth | {"Idempotency-Key": "k1"}, {"json": {"expected_version": 0, "command": legal[0]}}
        yield auth | {"Idempotency-Key": "k1"}, {"json": {"expected_version": 0, "command": legal[0]}}  # replayed
        yield auth | {"Idempotency-Key": "k1"}, {"json": {"expected_version": 1, "command": legal[0]}}  # key reused
        yield auth, {"json": {"expected_version": 0, "command": legal[0]}}  # stale: 409
        yield auth | {"If-Match": '"0"'}, {"json": {"command": legal[0]}}  # stale If-Match: 412
        yield auth | {"If-Match": "W/x"}, {"json": {"command": legal[0]}}
        yield auth, {"json": {"command": legal[0]}}  # no version: 428
        yield auth, {"json": {"expected_version": 1, "command": illegal}}
        yield {"Authorization": f"Bearer {tokens[other]}"}, {"json": {"expected_version": 1, "command": legal[0]}}
        yield auth, {"json": [1, 2]}
        yield auth, {"json": {"expected_version": "1", "command": legal[0]}}
        yield auth, {"json": {"expected_version": -1, "command": legal[0]}}
        yield auth, {"json": {"expected_version": True, "command": legal[0]}}
        yield auth, {"json": {"expected_version": 1, "command": {"type": 3}}}
        yield auth, {"json": {"expected_version": 1, "command": legal[0], "extra": 1}}
        yield auth, {"json": {"expected_version": 1}}
        yield auth, {"data": "{not json", "content_type": "application/json"}
        yield auth, {"data": "expected_version=1", "content_type": "application/x-www-form-urlencoded"}
        yield auth, {"data": '{"expected_version": 1, "command": {"type": "x", "n": 1e999}}',
                     "content_type": "application/json"}
        yield auth | {"Idempotency-Key": "bad key"}, {"json": {"expected_version": 1, "command": legal[0]}}
        yield {}, {"json": {"expected_version": 1, "command": legal[0]}}
        yield {"Authorization": "Bearer nobody"}, {"json": {"expected_version": 1, "command": legal[0]}}
        yield {"Authorization": "Basic abc"}, {"json": {"expected_version": 1, "command": legal[0]}}
        yield {"Authorization": f"Bearer {owner}"}, {"json": {"expected_version": 1, "command": legal[0]}}

    compared = 0
    for (headers, body), (view_headers, view_body) in zip(cases(tokens, owner), cases(view_tokens, view_owner),
                                                          strict=True):
        route = client.post(f"/v1/games/{routed}/commands", headers=headers, **body)
        view = through_flask(app, f"/v1/games/{viewed}/commands", view_headers, **view_body)
        assert answer(route) == answer(view), (headers, body)
        compared += 1
    statuses = {answer(through_flask(app, "/v1/games/nope/commands", {}, json={}))[0],
                client.post("/v1/games/nope/commands", json={"expected_version": 0, "command": legal[0]}).status_code}
    assert statuses == {400, 404}
    assert compared == 24
    # both games went through the same commands: they are the same game
    assert (client.get(f"/v1/games/{routed}/log").get_json()["entries"][0]["events"]
            == client.get(f"/v1/games/{viewed}/log").get_json()["entries"][0]["events"])


def test_only_the_command_post_takes_the_route(client, twins):
    routed = twins[0][0]
    r = client.get(f"/v1/games/{routed}/commands")
    assert r.status_code == 405 and r.headers["Allow"] and r.mimetype == "application/problem+json"
    assert client.post(f"/v1/games/{routed}/commands/").status_code == 404
    assert client.post(f"/v1/games/{routed}/commandsx").status_code == 404
