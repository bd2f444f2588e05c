"""Schemathesis against the app's own OpenAPI document, through WSGI: no generated request, valid or not,
may make the server answer 5xx (the `not_a_server_error` check). Redis is up, so a 503 is a failure too.

The schema is loaded at import from an app that never touches Redis (building the spec needs no store);
each operation's cases then run against the `app` fixture (real Redis, its own key prefix). Schemathesis's
lazy `from_fixture` loader is not used: with pytest 9 it fails (`Function` has no `_nodeid`)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

schemathesis = pytest.importorskip("schemathesis")

from schemathesis.checks import not_a_server_error

from api.app import create_app
from api.config import Config

EXAMPLES = 25  # per operation; the whole file stays well under a minute

_spec_app = create_app(Config(redis_url="redis://127.0.0.1:1/0", prefix="spec-only", enqueue=False, rate_limit=0))
schema = schemathesis.openapi.from_wsgi("/openapi.json", _spec_app)


@pytest.fixture
def arena(app) -> dict[str, str]:
    """A real game, so that generated requests also reach the handlers behind the 404."""
    r = app.test_client().post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "schemathesis"})
    assert r.status_code == 201
    body = r.get_json()
    return {"game_id": body["game_id"], "token": body["seats"][0]["token"]}


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors(case, app, arena):
    test_no_server_errors.calls = getattr(test_no_server_errors, "calls", 0) + 1
    if case.path_parameters and "game_id" in case.path_parameters and test_no_server_errors.calls % 2:
        # every other case: the real game, with the seat to act's token (the rest stay as generated)
        case.path_parameters = {**case.path_parameters, "game_id": arena["game_id"]}
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {arena['token']}"}
    query = dict(case.query or {})
    if case.operation.path.endswith(("/events/stream", "/feed")):
        query["timeout"] = 0.1  # a stream of a live game stays open for `timeout` idle seconds
    if case.operation.path.endswith("/events") and "wait" in query:
        try:  # a long poll on the live game would block for up to `wait` seconds
            query["wait"] = min(float(query["wait"]), 0.1)
        except (TypeError, ValueError):
            pass  # a malformed value: the API must answer 400
    case.query = query
    case.call_and_validate(app=app, checks=[not_a_server_error])
