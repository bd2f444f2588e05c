"""Schemathesis against the app's own OpenAPI document, through WSGI: no generated request, valid or not,
may make the server answer 5xx (Redis is up, so a 503 is a failure too), and every answer must be the one the
document promises: a documented status, content type, headers and body schema, and a request the schema
forbids must be refused. `positive_data_acceptance` is left out: a schema-valid command is often against the
rules of the game at hand, and its 422 illegal_command is the right answer.

The schema is loaded at import from an app that never touches Redis (building the spec needs no store);
each operation's cases then run against the `app` fixture (real Redis, its own key prefix). Schemathesis's
lazy `from_fixture` loader is not used: with pytest 9 it fails (`Function` has no `_nodeid`)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, settings

schemathesis = pytest.importorskip("schemathesis")

from schemathesis.checks import (
    content_type_conformance,
    negative_data_rejection,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from api.config import Config
from wiring import create_app

EXAMPLES = 60  # per operation; the whole file stays well under a minute
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance,
          response_schema_conformance, negative_data_rejection]

_spec_app = create_app(Config(redis_url="redis://127.0.0.1:1/0", prefix="spec-only", enqueue=False, rate_limit=0))
schema = schemathesis.openapi.from_wsgi("/openapi.json", _spec_app)
# Refusals the check does not list: a command whose If-Match names no version of the game gets 412 before its
# body is judged, and a request over an input limit (docs/limits.md) gets 413, 414 or 431 before it is read.
schema.config.checks.negative_data_rejection.expected_statuses.extend(["412", "413", "414", "431"])
STREAMS = ("/events/stream", "/feed", "/players/me/stream")  # their items are FeedItems (test_feeds.py), the body is typed as text


@pytest.fixture
def arena(app) -> dict[str, str]:
    """A real game, so that generated requests also reach the handlers behind the 404."""
    r = app.test_client().post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "schemathesis"})
    assert r.status_code == 201
    body = r.get_json()
    return {"game_id": body["game_id"], "token": body["seats"][0]["token"]}


def _within(value, low: float, high: float) -> bool:
    try:
        return low <= float(value) <= high
    except (TypeError, ValueError):
        return False


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors(case, app, arena):
    test_no_server_errors.calls = getattr(test_no_server_errors, "calls", 0) + 1
    # OpenAPI: a concrete path is matched before a templated one, so /v1/games/types is getGameTypes, not a game
    assume((case.path_parameters or {}).get("game_id") != "types")
    if case.path_parameters and "game_id" in case.path_parameters and test_no_server_errors.calls % 2:
        # every other case: the real game, with the seat to act's token (the rest stay as generated)
        case.path_parameters = {**case.path_parameters, "game_id": arena["game_id"]}
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {arena['token']}"}
    # A live game's stream stays open for `timeout` idle seconds, a long poll for up to `wait`: a valid value
    # is shortened (an invalid one is left as generated, for the API to refuse).
    query = dict(case.query or {})
    stream = case.operation.path.endswith(STREAMS)
    if stream and _within(query.get("timeout", 300), 0.1, 3600):
        query["timeout"] = 0.1
    if case.operation.path.endswith("/events") and "wait" in query and _within(query["wait"], 0, 30):
        query["wait"] = 0.1
    case.query = query
    case.call_and_validate(app=app, checks=[c for c in CHECKS if not (stream and c is response_schema_conformance)])
