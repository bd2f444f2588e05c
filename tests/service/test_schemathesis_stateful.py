"""Schemathesis's stateful mode: sequences of calls that follow the OpenAPI document's links (createGame's answer
to the operations on its game, getLegalCommands' to submitCommand with its first command), against the app through
WSGI. No answer may be a 5xx, and every one must be what the document promises (status, content type, headers,
body schema, a problem's `code` among the registered ones).

Each scenario runs on an app of its own over an empty key prefix (below the test's: its fixture deletes them).
The seat token is not in a link (a security scheme is no parameter): the machine keeps the token of the seat to
act of each game it created and sends it with each later call on that game. Bounded: a few scenarios of a few
steps each, well under a minute."""
from __future__ import annotations

import time
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

schemathesis = pytest.importorskip("schemathesis")

from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.service.test_schemathesis import schema  # the document, loaded once
from wiring import create_app

SCENARIOS = 60
STEPS = 10
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance,
          response_schema_conformance]
STREAMS = ("/events/stream", "/feed", "/players/me/stream")

GAMES = [{"type": "acres", "seats": [{"name": "Ada"}, {"name": "Bo"}]},
         {"type": "sparks", "seats": [{}, {"kind": "ai"}, {}]}]

BaseMachine = schema.as_state_machine()


def test_links_are_followed_and_every_answer_conforms(config):
    tokens: dict[str, str] = {}  # game id -> the token of its seat to act
    seen: dict[str, int] = {}  # operation id -> calls
    prefixes: list[str] = []

    class Machine(BaseMachine):  # type: ignore[misc, valid-type]
        def setup(self):
            # each scenario on an empty store of its own: Hypothesis replays a scenario and needs the same answers
            # (a player registered by the first run would be a name_taken in the replay)
            prefixes.append(f"{config.prefix}:s{len(prefixes)}")
            self.app = create_app(replace(config, prefix=prefixes[-1]))
            self.creates = 0

        def before_call(self, case):
            if case.operation.definition.raw.get("operationId") == "createGame":
                # generated bodies seldom make a game (seats, options, clocks must agree): every other one is a
                # valid game, so that the links from its answer have a game to lead to
                self.creates += 1
                if self.creates % 2:
                    case.body = GAMES[(self.creates // 2) % len(GAMES)]
            game = (case.path_parameters or {}).get("game_id")
            if game in tokens:
                case.headers = {**(case.headers or {}), "Authorization": f"Bearer {tokens[game]}"}
            if case.operation.path.endswith(STREAMS):  # a live stream stays open for `timeout` idle seconds
                case.query = {**(case.query or {}), "timeout": 0.1}
            if case.operation.path.endswith("/events") and "wait" in (case.query or {}):
                case.query = {**case.query, "wait": 0}

        def call(self, case, **kwargs):
            return case.call(app=self.app, **kwargs)

        def after_call(self, response, case):
            operation = case.operation.definition.raw.get("operationId", case.operation.label)
            seen[operation] = seen.get(operation, 0) + 1
            if operation == "createGame" and response.status_code == 201:
                body = response.json()
                seat = (body["to_act"] or [None])[0]
                token = next((s.get("token") for s in body["seats"] if s["seat"] == seat), None)
                if token:
                    tokens[body["game_id"]] = token

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            stream = case.operation.path.endswith(STREAMS)
            case.validate_response(response, checks=[c for c in CHECKS
                                                     if not (stream and c is response_schema_conformance)])

    start = time.monotonic()
    run_state_machine_as_test(Machine, settings=settings(max_examples=SCENARIOS, stateful_step_count=STEPS,
                                                         deadline=None, database=None,
                                                         suppress_health_check=list(HealthCheck)))
    elapsed = time.monotonic() - start
    print(f"stateful: {sum(seen.values())} calls in {elapsed:.1f} s: {dict(sorted(seen.items()))}")
    assert tokens, "no scenario created a game: the links were never followed"
    assert seen.get("createGame") and any(seen.get(o) for o in ("getLegalCommands", "getGameState", "getGame"))
