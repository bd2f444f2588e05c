"""Bad input (issue 16): every operation that takes input, fed what it must refuse, through the Flask test client
against a real Redis (conftest.py), and the WSGI server's own refusals through a real gunicorn.

The contract is docs/limits.md, "Input limits". Each case asserts the status, `application/problem+json`, the
stable `code` (and `limit_exceeded` for input_too_large), the RFC 9457 members, and that nothing changed: the
game's log and summary as the API gives them, what the store keeps of both games (log, meta, idempotency keys,
standing orders), and the number of games.
Then the idempotency keys (scoped to the seat, compared with the whole request), the sizes just within each
limit (not refused), the game ids the store is never asked about, and property-based fuzzing of command and
creation bodies (never a 5xx; a 4xx is a documented problem and changes nothing)."""
from __future__ import annotations

import json
import os
import shutil
import sys
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from api.config import Config
from api.store import connect
from wiring import create_app

from .badinput import (
    CODES,
    MAX_BODY,
    MAX_DEPTH,
    MAX_INTEGER,
    MAX_MEMBERS,
    MAX_STRING,
    PROBLEM,
    Raw,
    digits,
    dumps,
    encode,
    exchange,
    json_values,
    lists,
    mutations,
    nested_arrays,
    nested_objects,
    problem,
    raw_problem,
)
from .launcher import procfile_web

ROOT = Path(__file__).resolve().parents[2]
JSON = "application/json"
MR, MC = "malformed_request", "malformed_command"
TOO_LARGE = "input_too_large"
STREAMS = ("text/event-stream", "application/x-ndjson")
FUZZ_EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "100"))  # per fuzz test; the default tier stays fast


# -- the two games every case runs against -------------------------------------------------------------
def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def new_game(client, game_type: str, seats: int) -> dict[str, Any]:
    r = client.post("/v1/games", json={"type": game_type, "seats": [{} for _ in range(seats)], "seed": "bad-input"})
    assert r.status_code == 201, r.get_data(as_text=True)
    game = r.get_json()
    game["tokens"] = {s["seat"]: s["token"] for s in game["seats"] if "token" in s}
    (game["seat"],) = game["to_act"]
    game["other"] = next(s for s in game["tokens"] if s != game["seat"])
    r = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(game["tokens"][game["seat"]]))
    assert r.status_code == 200, r.get_data(as_text=True)
    game["legal"] = r.get_json()["commands"]
    return game


def new_tables(client) -> dict[str, dict[str, Any]]:
    """An A Few Acres of Snow game (british to act) and a 3-player First Sparks game, both at version 0."""
    return {"acres": new_game(client, "acres", 2), "sparks": new_game(client, "sparks", 3)}


@pytest.fixture
def tables(client) -> dict[str, dict[str, Any]]:
    return new_tables(client)


def exported_positions(client) -> dict[str, dict[str, Any]]:
    """A real position of each game (the full state of a new sandbox game, as the owner reads it)."""
    out = {}
    for game_type, seats in (("acres", 2), ("sparks", 3)):
        r = client.post("/v1/games", json={"type": game_type, "seats": [{}] * seats, "sandbox": True})
        assert r.status_code == 201, r.get_data(as_text=True)
        game = r.get_json()
        r = client.get(f"/v1/games/{game['game_id']}/state?full=1", headers=auth(game["owner_token"]))
        assert r.status_code == 200, r.get_data(as_text=True)
        out[game_type] = r.get_json()["state"]
    return out


@dataclass
class Bench:
    """One app and two games for the many cases that must change nothing (an app per case would cost more than
    the case): the games are set again after any case that failed, so a wrong answer cannot spill over."""

    app: Any
    client: Any
    tables: dict[str, dict[str, Any]] | None = None
    dirty: bool = True
    positions: dict[str, dict[str, Any]] | None = None


@pytest.fixture(scope="module")
def shared(redis_url: str):
    """An app configured as the conftest's `app` fixture (the tests' Redis, a key prefix of its own), shared by
    the cases of this module; its keys are deleted at the end."""
    prefix = f"test-{uuid.uuid4().hex[:10]}"
    app = create_app(Config(redis_url=redis_url, prefix=prefix, enqueue=False, rate_limit=0))
    yield Bench(app, app.test_client())
    conn = connect(redis_url)
    keys = list(conn.scan_iter(match=f"{prefix}:*", count=1000))
    if keys:
        conn.delete(*keys)


@pytest.fixture
def bench(shared: Bench) -> Bench:
    if shared.dirty:
        shared.tables = new_tables(shared.client)
    shared.dirty = True  # until the case has shown that it changed nothing
    return shared


def store_of(app):
    return app.extensions["tabula.service"].store


def game_count(app) -> int:
    store = store_of(app)
    return sum(1 for _ in store.r.scan_iter(match=f"{store.prefix}:*:meta", count=1000))


def stored(app, game_id: str) -> dict[str, Any]:
    """What the store keeps of a game: its log, meta, idempotency keys and standing orders."""
    store = store_of(app)
    return {"entries": store.r.xrange(store.key(game_id, "log")), "meta": store.r.hgetall(store.key(game_id, "meta")),
            "idem": store.r.hgetall(store.key(game_id, "idem")), "orders": store.r.hgetall(store.key(game_id, "orders"))}


def observe_game(app, client, game_id: str) -> dict[str, Any]:
    """All a refused request must leave as it was: the log and summary as the API gives them, and what is
    stored beside."""
    log, summary = client.get(f"/v1/games/{game_id}/log"), client.get(f"/v1/games/{game_id}")
    assert log.status_code == summary.status_code == 200, (log.status_code, summary.status_code)
    return {"log": log.get_json(), "summary": summary.get_json(), "version": summary.get_json()["version"],
            **stored(app, game_id)}


def observe(app, client, tables: dict[str, dict[str, Any]], focus: str) -> dict[str, Any]:
    """observe_game of the game a case is about, what the store keeps of the other, and the number of games."""
    store = store_of(app)
    return {"games": game_count(app), "index": store.r.zcard(store.index) if hasattr(store, "index") else None,
            **{name: observe_game(app, client, game["game_id"]) if name == focus else stored(app, game["game_id"])
               for name, game in tables.items()}}


# -- the cases ---------------------------------------------------------------------------------------------
NOBODY = object()


@dataclass(frozen=True)
class Case:
    id: str
    method: str
    path: str  # "{g}": the id of the case's game
    status: int
    code: str | tuple[str, ...]
    game: str = "acres"
    token: str | None = "seat"  # "seat" (to act), "other" (a human seat not to act), "owner", None, or "=<literal>"
    body: Any = NOBODY  # a JSON value (Raw pieces allowed), or a callable of the game giving one
    raw: bytes | Callable[[dict[str, Any]], bytes] | None = None
    content_type: str | None = JSON
    headers: tuple[tuple[str, str], ...] | Callable[[dict[str, Any]], list[tuple[str, str]]] = ()
    limit: str | None = None
    pointer: str | None = None
    prefix: str | None = None
    allow: tuple[str, ...] = ()


def param(case: Case) -> Any:
    return pytest.param(case, id=case.id)


def send(client, case: Case, tables: dict[str, dict[str, Any]]):
    game = tables[case.game]
    path = case.path.replace("{g}", game["game_id"])
    headers: list[tuple[str, str]] = []
    if case.token == "owner":
        headers += auth(game["owner_token"]).items()
    elif case.token in ("seat", "other"):
        headers += auth(game["tokens"][game["seat" if case.token == "seat" else "other"]]).items()
    elif case.token is not None:
        headers.append(("Authorization", case.token.removeprefix("=")))
    headers += case.headers(game) if callable(case.headers) else case.headers
    data: bytes | None = None
    if case.raw is not None:
        data = case.raw(game) if callable(case.raw) else case.raw
    elif case.body is not NOBODY:
        data = encode(case.body(game) if callable(case.body) else case.body)
    kwargs: dict[str, Any] = {"headers": headers}
    if data is not None:
        kwargs["data"] = data
        if case.content_type:
            kwargs["content_type"] = case.content_type
    return client.open(path, method=case.method, **kwargs)


def check(r, case: Case) -> dict[str, Any]:
    if r.status_code != case.status or r.mimetype != PROBLEM:
        seen = r.mimetype if r.mimetype in STREAMS else r.get_data(as_text=True)[:500]
        r.close()
        pytest.fail(f"expected {case.status} {case.code}, got {r.status_code} {r.mimetype}: {seen}")
    body = problem(r, case.status, case.code, limit=case.limit, pointer=case.pointer, pointer_prefix=case.prefix)
    if case.allow:
        assert "Allow" in r.headers, dict(r.headers)
        allowed = {m.strip().upper() for m in r.headers["Allow"].split(",")}
        assert set(case.allow) <= allowed and case.method not in allowed, r.headers["Allow"]
    return body


# POST /v1/games ------------------------------------------------------------------------------------------
ACRES: dict[str, Any] = {"type": "acres", "seats": [{}, {}]}
SPARKS: dict[str, Any] = {"type": "sparks", "seats": [{}, {}, {}]}


def create(id: str, body: Any, status: int = 400, code: str | tuple[str, ...] = MR, **kw: Any) -> Any:
    return param(Case(f"create-{id}", "POST", "/v1/games", status, code, token=None, body=body, **kw))


def create_raw(id: str, raw: bytes, status: int = 400, code: str = MR, **kw: Any) -> Any:
    return param(Case(f"create-{id}", "POST", "/v1/games", status, code, token=None, raw=raw, **kw))


def seat(**spec: Any) -> dict[str, Any]:
    """An acres creation body whose first seat is `spec`."""
    return {"type": "acres", "seats": [spec, {}]}


def searcher(think: Any) -> dict[str, Any]:
    return seat(kind="ai", level="search", think_seconds=think)


def acres_options(options: Any) -> dict[str, Any]:
    return {**ACRES, "options": options}


def sparks_options(options: Any) -> dict[str, Any]:
    return {**SPARKS, "options": options}


def tile(**changes: Any) -> dict[str, Any]:
    return sparks_options({"layout": [{"tile": "A", "q": 0, "r": 0, "rotation": 0, **changes}]})


LONG = "x" * (MAX_STRING + 1)
BIG = MAX_INTEGER + 1
VALUES = [[0] * 11 for _ in range(MAX_MEMBERS)]  # members within the limit, 11,000 values over it

CREATE = [
    # type
    create("type-missing", {"seats": [{}, {}]}),
    create("type-number", {"type": 1, "seats": [{}, {}]}),
    create("type-null", {"type": None, "seats": [{}, {}]}),
    create("type-list", {"type": ["acres"], "seats": [{}, {}]}),
    create("type-object", {"type": {"name": "acres"}, "seats": [{}, {}]}),
    create("type-unknown", {"type": "chess", "seats": [{}, {}]}, 404, "unknown_game_type"),
    create("type-2001-chars", {"type": LONG, "seats": [{}, {}]}, code=TOO_LARGE, limit="string_length",
           pointer="/type"),
    # seats
    create("seats-missing", {"type": "acres"}),
    create("seats-empty", {"type": "acres", "seats": []}, code="invalid_seats"),
    create("seats-9", {"type": "sparks", "seats": [{}] * 9}, code="invalid_seats"),
    create("seats-3-for-acres", {"type": "acres", "seats": [{}] * 3}, code="invalid_seats"),
    create("seats-1-for-sparks", {"type": "sparks", "seats": [{}]}, code="invalid_seats"),
    create("seats-7-for-sparks", {"type": "sparks", "seats": [{}] * 7}, code="invalid_seats"),
    create("seats-string", {"type": "acres", "seats": "two"}),
    create("seats-object", {"type": "acres", "seats": {"0": {}, "1": {}}}),
    create("seats-numbers", {"type": "acres", "seats": [1, 2]}),
    create("seats-nulls", {"type": "acres", "seats": [None, None]}),
    create("seats-1001", {"type": "sparks", "seats": [{}] * (MAX_MEMBERS + 1)}, code=TOO_LARGE, limit="members",
           pointer="/seats"),
    create("seat-unknown-field", seat(colour="red")),
    # names
    create("name-empty", seat(name="")),
    create("name-65-chars", seat(name="n" * 65)),
    create("name-2001-chars", seat(name=LONG), code=TOO_LARGE, limit="string_length", pointer="/seats/0/name"),
    create("name-10MB", lambda g: seat(name="n" * 10_000_000), 413, "body_too_large"),
    create("name-nul", seat(name="a\x00b")),
    create("name-newline", seat(name="Ada\nBob")),
    create("name-escape", seat(name="\x1b[31mAda")),
    create("name-del", seat(name="Ada\x7f")),
    create("name-c1-csi", seat(name="Ada\x9b2J")),
    create("name-number", seat(name=7)),
    create("name-null", seat(name=None)),
    create("name-list", seat(name=["Ada"])),
    # kinds, levels, think_seconds
    create("kind-unknown", seat(kind="robot")),
    create("kind-number", seat(kind=1)),
    create("kind-null", seat(kind=None)),
    create("level-unknown", seat(kind="ai", level="godlike")),
    create("level-number", seat(kind="ai", level=3)),
    create("think-string", searcher("1")),
    create("think-true", searcher(True)),
    create("think-zero", searcher(0)),
    create("think-negative", searcher(-1)),
    create("think-huge", searcher(1e9)),
    create("think-null", searcher(None)),
    create("think-nan", searcher(Raw("NaN"))),
    create("think-infinity", searcher(Raw("Infinity"))),
    create("think-2**60", searcher(2**60), code=TOO_LARGE, limit="integer", pointer="/seats/0/think_seconds"),
    create("think-human-seat", seat(think_seconds=1), code="invalid_seats"),
    # options of acres
    create("acres-options-string", acres_options("second")),
    create("acres-options-list", acres_options(["edition", "second"])),
    create("acres-options-null", acres_options(None)),
    create("acres-edition-unknown", acres_options({"edition": "third"}), code="invalid_options"),
    create("acres-option-unknown", acres_options({"nope": 1}), code="invalid_options"),
    create("acres-option-string-for-boolean", acres_options({"besieged_links": "yes"}), code="invalid_options"),
    create("acres-edition-list", acres_options({"edition": ["second"]}), code="invalid_options"),
    create("acres-option-big-integer", acres_options({"native_ambush_cost": BIG}), code=TOO_LARGE, limit="integer",
           pointer="/options/native_ambush_cost"),
    create("acres-option-5000-digits", acres_options({"native_ambush_cost": digits(5000)}), code=TOO_LARGE,
           limit="integer", pointer="/options/native_ambush_cost"),
    create("acres-options-1001-keys", acres_options({f"k{i}": 0 for i in range(MAX_MEMBERS + 1)}), code=TOO_LARGE,
           limit="members", pointer="/options"),
    create("acres-option-deep", acres_options({"edition": lists(MAX_DEPTH + 2, "second")}), code=TOO_LARGE,
           limit="depth", prefix="/options/edition"),
    create("acres-option-key-2001", acres_options({LONG: 1}), code=TOO_LARGE, limit="string_length",
           prefix="/options"),
    # options of sparks
    create("sparks-board-unknown", sparks_options({"board": "hex"}), code="invalid_options"),
    create("sparks-tile-pool-number", sparks_options({"tile_pool": 1}), code="invalid_options"),
    create("sparks-layout-string", sparks_options({"layout": "x"}), code="invalid_options"),
    create("sparks-layout-rotation-9", tile(rotation=9), code="invalid_options"),
    create("sparks-layout-q-string", tile(q="0"), code="invalid_options"),
    create("sparks-layout-q-2**60", tile(q=2**60), code=TOO_LARGE, limit="integer", pointer="/options/layout/0/q"),
    create("sparks-layout-r-5000-digits", tile(r=digits(5000, negative=True)), code=TOO_LARGE, limit="integer",
           pointer="/options/layout/0/r"),
    create("sparks-pack-number", sparks_options({"pack": 5}), code="invalid_options"),
    create("sparks-pack-empty", sparks_options({"pack": {}}), code="invalid_options"),
    create("sparks-pack-name-2001", sparks_options({"pack": {"name": LONG}}), code=TOO_LARGE, limit="string_length",
           pointer="/options/pack/name"),
    create("sparks-pack-deep", sparks_options({"pack": {"cards": lists(MAX_DEPTH + 2)}}), code=TOO_LARGE,
           limit="depth", prefix="/options/pack/cards"),
    create("sparks-pack-1001-cards", sparks_options({"pack": {"cards": [{}] * (MAX_MEMBERS + 1)}}), code=TOO_LARGE,
           limit="members", pointer="/options/pack/cards"),
    create("sparks-pack-11000-values", sparks_options({"pack": {"cards": VALUES}}), code=TOO_LARGE, limit="values"),
    create("sparks-pack-nan", sparks_options({"pack": {"format": Raw("NaN")}})),
    create("sparks-pack-hash-list", sparks_options({"pack": {"name": "provisional", "hash": []}}),
           code="invalid_options"),
    create("sparks-pack-hash-object", sparks_options({"pack": {"name": "provisional", "hash": {}}}),
           code="invalid_options"),
    # seed, position, sandbox, the body itself
    create("seed-empty", {**ACRES, "seed": ""}),
    create("seed-201-chars", {**ACRES, "seed": "s" * 201}),
    create("seed-number", {**ACRES, "seed": 123}),
    create("seed-null", {**ACRES, "seed": None}),
    create("seed-list", {**ACRES, "seed": ["s"]}),
    create("seed-5000-digits", {**ACRES, "seed": digits(5000)}, code=TOO_LARGE, limit="integer", pointer="/seed"),
    create("position-string", {**ACRES, "position": "x"}),
    create("position-list", {**ACRES, "position": []}),
    create("position-empty-acres", {**ACRES, "position": {}}, code="invalid_position"),
    create("position-garbage-sparks", {**SPARKS, "position": {"garbage": 1}}, code="invalid_position"),
    create("position-deep", {**ACRES, "position": {"board": lists(40)}}, code=TOO_LARGE, limit="depth",
           prefix="/position/board"),
    create("sandbox-string", {**ACRES, "sandbox": "true"}),
    create("sandbox-one", {**ACRES, "sandbox": 1}),
    create("sandbox-zero", {**ACRES, "sandbox": 0}),
    create("sandbox-null", {**ACRES, "sandbox": None}),
    create("field-unknown", {**ACRES, "colour": "red"}),
    create("body-list", [ACRES]),
    create("body-string", "acres"),
    create("body-null", None),
    create("body-number", 2),
    create_raw("body-empty", b""),
    create_raw("body-not-utf8", b'{"type": "acres", "seats": [{"name": "\xff\xfe"}, {}]}'),
    create_raw("body-latin1", '{"type": "acres", "seats": [{"name": "Zo\u00eb"}, {}]}'.encode("latin-1")),
    create_raw("body-utf16", json.dumps(ACRES).encode("utf-16")),
    create_raw("body-syntax", b'{"type": "acres", "seats": [{}, {}]'),
    create_raw("body-trailing-garbage", json.dumps(ACRES).encode() + b" x"),
    create_raw("body-single-quotes", b"{'type': 'acres', 'seats': [{}, {}]}"),
    create_raw("body-100000-arrays", nested_arrays(100_000).text.encode(), code=TOO_LARGE, limit="depth"),
    create_raw("body-5000-objects", nested_objects(5000).text.encode(), code=TOO_LARGE, limit="depth"),
    create_raw("body-300KB", json.dumps(ACRES).encode() + b" " * 300_000, 413, "body_too_large"),
    param(Case("create-text-plain", "POST", "/v1/games", 400, MR, token=None, raw=json.dumps(ACRES).encode(),
               content_type="text/plain")),
    param(Case("create-form", "POST", "/v1/games", 400, MR, token=None, raw=b"type=acres&seats=2",
               content_type="application/x-www-form-urlencoded")),
]


# POST /v1/games/{id}/commands -----------------------------------------------------------------------------
COMMANDS = "/v1/games/{g}/commands"


def post(id: str, body: Any, status: int = 400, code: str | tuple[str, ...] = MR, game: str = "acres",
         **kw: Any) -> Any:
    return param(Case(f"{game}-command-{id}", "POST", COMMANDS, status, code, game=game, body=body, **kw))


def post_raw(id: str, raw: Any, status: int = 400, code: str | tuple[str, ...] = MR, game: str = "acres",
             **kw: Any) -> Any:
    return param(Case(f"{game}-command-{id}", "POST", COMMANDS, status, code, game=game, raw=raw, **kw))


def cmd(id: str, command: Any, status: int = 400, code: str | tuple[str, ...] = MC, game: str = "acres",
        **kw: Any) -> Any:
    return post(id, {"expected_version": 0, "command": command}, status, code, game, **kw)


def version(id: str, value: Any, code: str | tuple[str, ...] = MR, **kw: Any) -> Any:
    """expected_version `value` with the seat's first legal command (only the version is wrong)."""
    return post(f"expected-version-{id}", lambda g: {"expected_version": value, "command": g["legal"][0]},
                code=code, **kw)


def legal(game: dict[str, Any]) -> dict[str, Any]:
    return {"expected_version": 0, "command": game["legal"][0]}


def with_headers(id: str, headers: Any, status: int, code: str, body: Any = legal, **kw: Any) -> Any:
    return post(id, body, status, code, headers=headers, **kw)


def raw_command(text: str) -> bytes:
    return ('{"expected_version": 0, "command": ' + text + "}").encode()


SETTLE = {"type": "settle", "location": "halifax", "via": "b-boston", "transport": "b-new-york"}


def settle(**changes: Any) -> dict[str, Any]:
    return {**SETTLE, **changes}


COMMAND = [
    # the body's shape
    post_raw("body-empty", b""),
    post("body-list", []),
    post("body-null", None),
    post("body-string", "pass"),
    post("body-number", 0),
    post("body-empty-object", {}),
    post("command-missing", {"expected_version": 0}),
    post("command-null", {"expected_version": 0, "command": None}),
    post("command-string", {"expected_version": 0, "command": "pass"}),
    post("command-list", {"expected_version": 0, "command": [{"type": "pass"}]}),
    post("command-empty-object", {"expected_version": 0, "command": {}}),
    post("command-type-number", {"expected_version": 0, "command": {"type": 1}}),
    post("command-type-null", {"expected_version": 0, "command": {"type": None}}),
    post("body-field-unknown", lambda g: {**legal(g), "priority": "high"}),
    post("no-version", lambda g: {"command": g["legal"][0]}, 428, "precondition_required"),
    # expected_version is an integer
    version("half", 0.5),
    version("string", "0"),
    version("empty-string", ""),
    version("true", True),
    version("false", False),
    version("null", None),
    version("negative", -1),
    version("list", [0]),
    version("object", {"version": 0}),
    version("1e20", 1e20),
    version("nan", Raw("NaN")),
    version("infinity", Raw("Infinity")),
    version("minus-infinity", Raw("-Infinity")),
    version("1e400", Raw("1e400"), code=(MR, TOO_LARGE)),
    version("2**53+1", BIG, code=TOO_LARGE, limit="integer", pointer="/expected_version"),
    version("-2**53-1", -BIG, code=TOO_LARGE, limit="integer", pointer="/expected_version"),
    version("5000-digits", digits(5000), code=TOO_LARGE, limit="integer", pointer="/expected_version"),
    version("-5000-digits", digits(5000, negative=True), code=TOO_LARGE, limit="integer", pointer="/expected_version"),
    post("expected-version-future", lambda g: {**legal(g), "expected_version": 1}, 409, "version_conflict"),
    # If-Match
    with_headers("if-match-word", (("If-Match", "abc"),), 412, "precondition_failed", body=lambda g: {"command": g["legal"][0]}),
    with_headers("if-match-5000-digits", (("If-Match", "9" * 5000),), 412, "precondition_failed",
                 body=lambda g: {"command": g["legal"][0]}),
    with_headers("if-match-2**53+1", (("If-Match", f'"{BIG}"'),), 412, "precondition_failed",
                 body=lambda g: {"command": g["legal"][0]}),
    with_headers("if-match-negative", (("If-Match", '"-1"'),), 412, "precondition_failed",
                 body=lambda g: {"command": g["legal"][0]}),
    with_headers("if-match-future", (("If-Match", '"1"'),), 412, "precondition_failed",
                 body=lambda g: {"command": g["legal"][0]}),
    with_headers("if-match-with-string-version", (("If-Match", '"0"'),), 400, MR,
                 body=lambda g: {"expected_version": "0", "command": g["legal"][0]}),
    # Idempotency-Key: 1 to 200 visible ASCII characters
    with_headers("key-201-chars", (("Idempotency-Key", "k" * 201),), 400, MR),
    with_headers("key-empty", (("Idempotency-Key", ""),), 400, MR),
    with_headers("key-space", (("Idempotency-Key", "my key"),), 400, MR),
    with_headers("key-non-ascii", (("Idempotency-Key", "cl\u00e9"),), 400, MR),
    with_headers("key-tab", (("Idempotency-Key", "a\tb"),), 400, MR),
    with_headers("key-control", (("Idempotency-Key", "a\x01b"),), 400, MR),
    with_headers("key-del", (("Idempotency-Key", "a\x7fb"),), 400, MR),
    # tokens
    post("token-missing", legal, 401, "unauthorized", token=None),
    post("token-unknown", legal, 401, "unauthorized", token="=Bearer nope"),
    post("token-basic", legal, 401, "unauthorized", token="=Basic YWRhOmFkYQ=="),
    post("token-empty-bearer", legal, 401, "unauthorized", token="=Bearer "),
    post("token-owner", legal, 403, "not_your_seat", token="owner"),
    post("token-other-seat", legal, 403, "not_your_turn", token="other"),
    # commands of A Few Acres of Snow
    cmd("type-unknown", {"type": "nope"}),
    cmd("type-of-the-other-game", {"type": "place_member", "space": "A.0.0"}),
    cmd("field-unknown", {"type": "pass", "x": 1}),
    cmd("fields-missing", {"type": "settle"}),
    cmd("location-number", settle(location=123)),
    cmd("location-unknown", settle(location="atlantis")),
    cmd("location-list", settle(location=["halifax"])),
    cmd("location-object", settle(location={"id": "halifax"})),
    cmd("location-null", settle(location=None)),
    cmd("location-bool", settle(location=True)),
    cmd("cards-string", {"type": "discard", "cards": "b-boston"}),
    cmd("cards-numbers", {"type": "discard", "cards": [1, 2]}),
    cmd("cards-nested", {"type": "discard", "cards": [["b-boston"]]}),
    cmd("cards-1001", {"type": "discard", "cards": ["b-boston"] * (MAX_MEMBERS + 1)}, code=TOO_LARGE,
        limit="members", pointer="/command/cards"),
    cmd("object-1001-keys", {"type": "pass", **{f"k{i}": 0 for i in range(MAX_MEMBERS + 1)}}, code=TOO_LARGE,
        limit="members", pointer="/command"),
    cmd("cards-11000-values", {"type": "discard", "cards": VALUES}, code=TOO_LARGE, limit="values"),
    cmd("type-2001-chars", {"type": LONG}, code=TOO_LARGE, limit="string_length", pointer="/command/type"),
    cmd("location-2001-chars", settle(location=LONG), code=TOO_LARGE, limit="string_length",
        pointer="/command/location"),
    cmd("key-2001-chars", {"type": "pass", LONG: 1}, code=TOO_LARGE, limit="string_length", prefix="/command"),
    cmd("string-100000-chars", {"type": "pass", "note": "n" * 100_000}, code=TOO_LARGE, limit="string_length",
        pointer="/command/note"),
    cmd("nested-18-levels", {"type": "pass", "x": lists(16)}, code=TOO_LARGE, limit="depth", prefix="/command/x"),
    cmd("nested-objects-18-levels", {"type": "pass", "x": nested_objects(16)}, code=TOO_LARGE, limit="depth",
        prefix="/command/x"),
    post_raw("nested-100000-arrays", raw_command('{"type": "pass", "x": ' + nested_arrays(100_000).text + "}"),
             code=TOO_LARGE, limit="depth", prefix="/command/x"),
    post_raw("nested-5000-objects", raw_command(nested_objects(5000).text), code=TOO_LARGE, limit="depth",
             prefix="/command"),
    post_raw("body-100000-arrays", nested_arrays(100_000).text.encode(), code=TOO_LARGE, limit="depth"),
    cmd("location-2**53+1", settle(location=BIG), code=TOO_LARGE, limit="integer", pointer="/command/location"),
    cmd("location--2**53-1", settle(location=-BIG), code=TOO_LARGE, limit="integer", pointer="/command/location"),
    cmd("location-5000-digits", settle(location=digits(5000)), code=TOO_LARGE, limit="integer",
        pointer="/command/location"),
    cmd("location-1e400", settle(location=Raw("1e400")), code=(MC, MR, TOO_LARGE)),
    cmd("location-nan", settle(location=Raw("NaN")), code=MR),
    cmd("location-infinity", settle(location=Raw("Infinity")), code=MR),
    # bytes and media types
    post_raw("not-utf8", raw_command('{"type": "settle", "location": "') [:-1] + b'\xff"}}'),
    post_raw("latin1", raw_command('{"type": "settle", "location": "Qu\u00e9bec"}').decode().encode("latin-1")),
    post_raw("utf16", lambda g: json.dumps(legal(g)).encode("utf-16")),
    post_raw("utf32", lambda g: json.dumps(legal(g)).encode("utf-32")),
    post_raw("syntax-unterminated", raw_command('{"type": "pass"')[:-1]),
    post_raw("syntax-trailing-garbage", lambda g: json.dumps(legal(g)).encode() + b"}"),
    post_raw("syntax-comment", raw_command('{"type": "pass"} // pass')),
    post_raw("syntax-trailing-comma", raw_command('{"type": "pass",}')),
    post_raw("text-plain", lambda g: json.dumps(legal(g)).encode(), content_type="text/plain"),
    post_raw("no-content-type", lambda g: json.dumps(legal(g)).encode(), content_type=None),
    post_raw("form", b"expected_version=0&command=pass", content_type="application/x-www-form-urlencoded"),
    post_raw("multipart", b"--b\r\nContent-Disposition: form-data; name=\"command\"\r\n\r\npass\r\n--b--\r\n",
             content_type="multipart/form-data; boundary=b"),
    # sizes
    post_raw("body-300KB", lambda g: json.dumps(legal(g)).encode() + b" " * 300_000, 413, "body_too_large"),
    post_raw("body-300KB-of-brackets", b"[" * 300_000, 413, "body_too_large"),
    post_raw("body-10MB", lambda g: raw_command('{"type": "pass", "x": "' + "x" * 10_000_000 + '"}'), 413,
             "body_too_large"),
    post_raw("body-300KB-text-plain", b"x" * 300_000, 413, "body_too_large", content_type="text/plain"),
    post_raw("body-just-over-256KiB", lambda g: json.dumps(legal(g)).encode().ljust(MAX_BODY + 1), 413,
             "body_too_large"),
    # commands of The First Sparks
    cmd("space-number", {"type": "place_member", "space": 1}, game="sparks"),
    cmd("space-unknown", {"type": "place_member", "space": "Z.9.9"}, game="sparks"),
    cmd("space-null", {"type": "place_member", "space": None}, game="sparks"),
    cmd("space-list", {"type": "place_member", "space": ["A.0.0"]}, game="sparks"),
    cmd("space-missing", {"type": "place_member"}, game="sparks"),
    cmd("field-unknown", {"type": "place_member", "space": "A.0.0", "again": True}, game="sparks"),
    cmd("type-of-the-other-game", SETTLE, game="sparks"),
    cmd("card-string", {"type": "offer_card", "card": "5"}, game="sparks"),
    cmd("card-true", {"type": "offer_card", "card": True}, game="sparks"),
    cmd("card-half", {"type": "offer_card", "card": 1.5}, game="sparks"),
    cmd("card-null", {"type": "offer_card", "card": None}, game="sparks"),
    cmd("card-1e308", {"type": "offer_card", "card": 1e308}, game="sparks"),
    cmd("card-2**53+1", {"type": "offer_card", "card": BIG}, game="sparks", code=TOO_LARGE, limit="integer",
        pointer="/command/card"),
    cmd("card--2**53-1", {"type": "offer_card", "card": -BIG}, game="sparks", code=TOO_LARGE, limit="integer",
        pointer="/command/card"),
    cmd("card-5000-digits", {"type": "offer_card", "card": digits(5000)}, game="sparks", code=TOO_LARGE,
        limit="integer", pointer="/command/card"),
    cmd("card-nan", {"type": "offer_card", "card": Raw("NaN")}, game="sparks", code=MR),
    cmd("card-minus-infinity", {"type": "offer_card", "card": Raw("-Infinity")}, game="sparks", code=MR),
    cmd("lay-tile-q-2**60", {"type": "lay_tile", "q": 2**60, "r": 0, "rotation": 0}, game="sparks", code=TOO_LARGE,
        limit="integer", pointer="/command/q"),
    cmd("lay-tile-strings", {"type": "lay_tile", "q": "0", "r": "0", "rotation": "0"}, game="sparks"),
    cmd("hunt-tools-1001", {"type": "hunt", "tools": [1] * (MAX_MEMBERS + 1)}, game="sparks", code=TOO_LARGE,
        limit="members", pointer="/command/tools"),
    cmd("hunt-tools-deep", {"type": "hunt", "tools": lists(MAX_DEPTH + 2, 1)}, game="sparks", code=TOO_LARGE,
        limit="depth", prefix="/command/tools"),
    cmd("hunt-tools-object", {"type": "hunt", "tools": {"12": 1}}, game="sparks"),
    cmd("space-2001-chars", {"type": "place_member", "space": LONG}, game="sparks", code=TOO_LARGE,
        limit="string_length", pointer="/command/space"),
    post_raw("not-utf8", raw_command('{"type": "place_member", "space": "A.0.\xa0"}').replace(b"\xc2\xa0", b"\xa0"),
             game="sparks"),
    post("expected-version-string", lambda g: {**legal(g), "expected_version": "0"}, game="sparks"),
    post("expected-version-future", lambda g: {**legal(g), "expected_version": 5}, 409, "version_conflict",
         game="sparks"),
    post("token-other-seat", legal, 403, "not_your_turn", game="sparks", token="other"),
    post("token-owner", legal, 403, "not_your_seat", game="sparks", token="owner"),
]


# PUT / GET / DELETE /v1/games/{id}/orders ------------------------------------------------------------------
ORDERS = "/v1/games/{g}/orders"


def order(id: str, body: Any, status: int = 400, code: str | tuple[str, ...] = "invalid_order", game: str = "acres",
          **kw: Any) -> Any:
    return param(Case(f"{game}-order-{id}", "PUT", ORDERS, status, code, game=game, token=kw.pop("token", "other"),
                      body=body, **kw))


def order_raw(id: str, raw: bytes, status: int = 400, code: str = "invalid_order", game: str = "acres", **kw: Any) -> Any:
    return param(Case(f"{game}-order-{id}", "PUT", ORDERS, status, code, game=game, token=kw.pop("token", "other"),
                      raw=raw, **kw))


ORDER = [
    order("list", []),
    order("string", "never"),
    order("null", None),
    order("number", 1),
    order("raids-unknown", {"raids": "sometimes"}),
    order("raids-number", {"raids": 1}),
    order("raids-null", {"raids": None}),
    order("field-unknown", {"retreat": "never"}),
    order("field-of-sparks", {"want": [1]}),
    order("prefer-string", {"prefer": "b-boston"}),
    order("prefer-numbers", {"prefer": [1, 2]}),
    order("prefer-2001-chars", {"prefer": [LONG]}, code=TOO_LARGE, limit="string_length", pointer="/prefer/0"),
    order("spare-1001", {"spare": ["b-boston"] * (MAX_MEMBERS + 1)}, code=TOO_LARGE, limit="members",
          pointer="/spare"),
    order("prefer-deep", {"prefer": lists(MAX_DEPTH + 2, "b-boston")}, code=TOO_LARGE, limit="depth",
          prefix="/prefer"),
    order("prefer-11000-values", {"prefer": VALUES}, code=TOO_LARGE, limit="values"),
    order("want-zero", {"want": [0]}, game="sparks"),
    order("want-42", {"want": [42]}, game="sparks"),
    order("want-string", {"want": ["5"]}, game="sparks"),
    order("want-half", {"want": [1.5]}, game="sparks"),
    order("want-true", {"want": [True]}, game="sparks"),
    order("want-number", {"want": 5}, game="sparks"),
    order("want-2**53+1", {"want": [BIG]}, game="sparks", code=TOO_LARGE, limit="integer", pointer="/want/0"),
    order("refuse-5000-digits", {"refuse": [digits(5000)]}, game="sparks", code=TOO_LARGE, limit="integer",
          pointer="/refuse/0"),
    order("want-1001", {"want": [1] * (MAX_MEMBERS + 1)}, game="sparks", code=TOO_LARGE, limit="members",
          pointer="/want"),
    order("auto-pass-string", {"auto_pass": "yes"}, game="sparks"),
    order("auto-pass-one", {"auto_pass": 1}, game="sparks"),
    order("otherwise-unknown", {"otherwise": "maybe"}, game="sparks"),
    order("field-of-acres", {"raids": "never"}, game="sparks"),
    order("want-nan", {"want": [Raw("NaN")]}, game="sparks"),
    order_raw("not-utf8", b'{"raids": "nev\xe9r"}'),
    order_raw("syntax", b'{"raids": "never"'),
    order_raw("empty", b""),
    order_raw("infinity", b'{"auto_pass": Infinity}', game="sparks"),
    order_raw("100000-arrays", nested_arrays(100_000).text.encode(), code=TOO_LARGE, limit="depth"),
    order_raw("300KB", b'{"raids": "never"}' + b" " * 300_000, 413, "body_too_large"),
    order("token-missing", {"raids": "never"}, 401, "unauthorized", token=None),
    order("token-unknown", {"raids": "never"}, 401, "unauthorized", token="=Bearer nope"),
    order("token-owner", {"raids": "never"}, 403, "not_your_seat", token="owner"),
    param(Case("acres-order-get-token-missing", "GET", ORDERS, 401, "unauthorized", token=None)),
    param(Case("acres-order-get-token-owner", "GET", ORDERS, 403, "not_your_seat", token="owner")),
    param(Case("acres-order-get-none", "GET", ORDERS, 404, "no_standing_order")),
    param(Case("acres-order-delete-token-missing", "DELETE", ORDERS, 401, "unauthorized", token=None)),
    param(Case("acres-order-delete-token-unknown", "DELETE", ORDERS, 401, "unauthorized", token="=Bearer nope")),
    param(Case("sparks-order-delete-token-owner", "DELETE", ORDERS, 403, "not_your_seat", game="sparks",
               token="owner")),
]


# query strings: listing, events, feeds, state -------------------------------------------------------------
def get(id: str, path: str, status: int = 400, code: str = MR, **kw: Any) -> Any:
    return param(Case(id, "GET", path, status, code, token=kw.pop("token", None), **kw))


HUGE = "9" * 1500  # a query string stays within 2,048 bytes: as many digits as fit


def short(q: str) -> str:
    return q.replace(HUGE, "1500-digits").replace(str(BIG), "2**53+1")


QUERY = [
    *(get(f"list-{short(q)}", f"/v1/games?{q}") for q in (
        "limit=0", "limit=101", "limit=-1", "limit=abc", "limit=1.5", "limit=", f"limit={BIG}", f"limit={HUGE}",
        "offset=-1", "offset=abc", "offset=1.5", f"offset={BIG}", f"offset={HUGE}",
        "type=chess", "type=", "type=ACRES", "status=done", "status=", "status=ACTIVE")),
    *(get(f"events-{short(q)}", f"/v1/games/{{g}}/events?{q}") for q in (
        "after=-1", "after=abc", "after=1.5", f"after={BIG}", f"after={HUGE}",
        "wait=31", "wait=-1", "wait=nan", "wait=inf", "wait=abc", "wait=1e400")),
    *(get(f"feed-{short(q)}", f"/v1/games/{{g}}/feed?{q if q.startswith('timeout') else 'timeout=0.1&' + q}",
          token="seat")
      for q in (
        "after=-1", f"after={HUGE}", "timeout=0", "timeout=3601", "timeout=nan", "keep_alive=0.1", "keep_alive=61",
        "format=xml", "view=maybe")),
    get("feed-last-event-id-41", "/v1/games/{g}/feed?timeout=0.1", headers=(("Last-Event-ID", "1" * 41),)),
    get("feed-last-event-id-5000-digits", "/v1/games/{g}/feed?timeout=0.1", headers=(("Last-Event-ID", "9" * 5000),)),
    get("stream-after-abc", "/v1/games/{g}/events/stream?timeout=0.1&after=abc"),
    get("stream-timeout-0", "/v1/games/{g}/events/stream?timeout=0"),
    get("stream-last-event-id-41", "/v1/games/{g}/events/stream?timeout=0.1", headers=(("Last-Event-ID", "7" * 41),)),
    get("state-full-maybe", "/v1/games/{g}/state?full=maybe"),
    get("list-type-not-utf8", "/v1/games?type=%FF%FE"),
    get("list-limit-nul", "/v1/games?limit=%00"),
    get("events-after-not-utf8", "/v1/games/{g}/events?after=%FF"),
]

# tokens on the operations that read
TOKENS = [
    *(get(f"token-{name}-{route}", f"/v1/games/{{g}}/{route}", status, code, token=token)
      for route in ("state", "legal-commands", "events", "log")
      for name, token, status, code in (("unknown", "=Bearer nope", 401, "unauthorized"),
                                        ("basic", "=Basic YWRhOmFkYQ==", 401, "unauthorized"))),
    get("token-none-legal-commands", "/v1/games/{g}/legal-commands", 401, "unauthorized"),
    get("token-owner-legal-commands", "/v1/games/{g}/legal-commands", 403, "not_your_seat", token="owner"),
    get("token-unknown-feed", "/v1/games/{g}/feed?timeout=0.1", 401, "unauthorized", token="=Bearer nope"),
    get("token-seat-full-state", "/v1/games/{g}/state?full=1", 403, "forbidden", token="seat"),
]


# game ids, unknown paths, methods -----------------------------------------------------------------------------
BAD_IDS = {"33-chars": "a" * 33, "dot": "abc.def", "space": "abc%20def", "nul": "a%00b", "accents": "%C3%A9t%C3%A9",
           "hash-tag": "a%7Bb%7D", "colon": "a:b", "glob": "a*", "dots": "a..b", "percent": "a%25b",
           "newline": "a%0Ab", "quote": "a%22b", "not-utf8": "%FF%FE", "plus": "a+b"}
ROUTES = {"summary": ("GET", ""), "state": ("GET", "/state"), "legal": ("GET", "/legal-commands"),
          "command": ("POST", "/commands"), "events": ("GET", "/events"), "log": ("GET", "/log"),
          "result": ("GET", "/result"), "orders-put": ("PUT", "/orders"), "orders-get": ("GET", "/orders"),
          "orders-delete": ("DELETE", "/orders"), "feed": ("GET", "/feed?timeout=0.1"),
          "stream": ("GET", "/events/stream?timeout=0.1")}


def id_case(route: str, name: str) -> Any:
    method, tail = ROUTES[route]
    body = legal if method == "POST" else ({"raids": "never"} if method == "PUT" else NOBODY)
    return param(Case(f"id-{name}-{route}", method, f"/v1/games/{BAD_IDS[name]}{tail}", 404, "game_not_found",
                      body=body))


IDS = [
    *(id_case("summary", name) for name in BAD_IDS),
    *(id_case(route, name) for route in ROUTES if route != "summary" for name in ("33-chars", "hash-tag")),
]

PATHS = [
    *(get(f"unknown-path-{p.strip('/').replace('/', '-') or 'root'}", p, 404, "not_found") for p in (
        "/nope", "/v1", "/v1/nope", "/v2/games", "/v1/games/{g}/nope", "/v1/games/{g}/commands/1",
        "/v1/games/{g}/log/1", "/v1/games/types/acres")),
    param(Case("unknown-path-with-body", "POST", "/v1/nope", 404, "not_found", body=ACRES)),
    *(param(Case(f"method-{method.lower()}-{path.strip('/').replace('/', '-').replace('{g}', 'id')}", method, path,
                 405, "method_not_allowed", token=None, allow=allow))
      for method, path, allow in (
          ("DELETE", "/v1/games", ("GET", "POST")), ("PUT", "/v1/games/types", ("GET",)),
          ("PATCH", "/v1/games/{g}", ("GET",)), ("DELETE", "/v1/games/{g}", ("GET",)),
          ("GET", "/v1/games/{g}/commands", ("POST",)), ("PUT", "/v1/games/{g}/commands", ("POST",)),
          ("POST", "/v1/games/{g}/orders", ("GET", "PUT", "DELETE")), ("DELETE", "/v1/games/{g}/log", ("GET",)),
          ("POST", "/v1/games/{g}/state", ("GET",)), ("POST", "/v1/health", ("GET",)),
          ("PUT", "/v1/games/{g}/feed", ("GET",)), ("POST", "/v1/games/{g}/events/stream", ("GET",)))),
]


# sizes of the request itself: target (414), headers (431) ------------------------------------------------------
PAD = "p" * 3000


def many(n: int) -> Callable[[dict[str, Any]], list[tuple[str, str]]]:
    return lambda g: [(f"X-Pad-{i}", "x") for i in range(n)]


BIG_HEADER = (("X-Pad", "x" * 9000),)
SIZES = [
    get("uri-list-type", f"/v1/games?type={PAD}", 414, "uri_too_long"),
    get("uri-summary-query", f"/v1/games/{{g}}?pad={PAD}", 414, "uri_too_long"),
    get("uri-unknown-path", f"/v1/{PAD}", 414, "uri_too_long"),
    get("uri-long-game-id", f"/v1/games/{PAD}", 414, "uri_too_long"),
    get("uri-path-and-query", f"/v1/games/{'a' * 1100}?pad={'b' * 1100}", 414, "uri_too_long"),
    get("uri-events", f"/v1/games/{{g}}/events?after=0&pad={PAD}", 414, "uri_too_long"),
    get("uri-feed", f"/v1/games/{{g}}/feed?timeout=0.1&pad={PAD}", 414, "uri_too_long"),
    param(Case("uri-create", "POST", f"/v1/games?pad={PAD}", 414, "uri_too_long", token=None, body=ACRES)),
    param(Case("uri-command", "POST", COMMANDS + f"?pad={PAD}", 414, "uri_too_long", body=legal)),
    param(Case("uri-order", "PUT", ORDERS + f"?pad={PAD}", 414, "uri_too_long", body={"raids": "never"})),
    get("header-summary", "/v1/games/{g}", 431, "headers_too_large", headers=BIG_HEADER),
    get("header-health", "/v1/health", 431, "headers_too_large", headers=BIG_HEADER),
    get("header-user-agent", "/v1/games", 431, "headers_too_large", headers=(("User-Agent", "u" * 9000),)),
    get("header-last-event-id", "/v1/games/{g}/feed?timeout=0.1", 431, "headers_too_large",
        headers=(("Last-Event-ID", "1" * 9000),)),
    param(Case("header-create", "POST", "/v1/games", 431, "headers_too_large", token=None, body=ACRES,
               headers=BIG_HEADER)),
    with_headers("header-pad", BIG_HEADER, 431, "headers_too_large"),
    post("header-authorization", legal, 431, "headers_too_large", token="=Bearer " + "t" * 9000),
    with_headers("header-idempotency-key", (("Idempotency-Key", "k" * 9000),), 431, "headers_too_large"),
    with_headers("header-if-match", (("If-Match", "9" * 9000),), 431, "headers_too_large",
                 body=lambda g: {"command": g["legal"][0]}),
    with_headers("headers-150", many(150), 431, "headers_too_large"),
    get("headers-150-list", "/v1/games", 431, "headers_too_large", headers=many(150)),
    get("headers-150-health", "/v1/health", 431, "headers_too_large", headers=many(150)),
    param(Case("headers-150-order", "PUT", ORDERS, 431, "headers_too_large", token="other", body={"raids": "never"},
               headers=many(150))),
    param(Case("headers-150-create", "POST", "/v1/games", 431, "headers_too_large", token=None, body=ACRES,
               headers=many(150))),
]

CASES = CREATE + COMMAND + ORDER + QUERY + TOKENS + IDS + PATHS + SIZES


def test_the_cases_are_many_and_distinct():
    ids = [p.id for p in CASES]
    assert len(ids) == len(set(ids)) and len(ids) >= 100, len(ids)


@pytest.mark.parametrize("case", CASES)
def test_bad_input_is_refused_and_changes_nothing(case: Case, bench: Bench):
    app, client, tables = bench.app, bench.client, bench.tables
    before = observe(app, client, tables, case.game)
    r = send(client, case, tables)
    check(r, case)
    assert observe(app, client, tables, case.game) == before
    bench.dirty = False


# -- within the limits: not refused for its size -------------------------------------------------------------
WITHIN = [  # each at (or just under) a limit: the answer it gets when no limit refuses it
    Case("name-64-chars", "POST", "/v1/games", 201, "", token=None, body=seat(name="n" * 64)),
    Case("name-unicode", "POST", "/v1/games", 201, "", token=None, body=seat(name="Zo\u00eb \U0001f3b2 \u5f20")),
    Case("seed-200-chars", "POST", "/v1/games", 201, "", token=None, body={**ACRES, "seed": "s" * 200}),
    Case("think-integer", "POST", "/v1/games", 201, "", token=None, body=searcher(1)),
    Case("sandbox-true", "POST", "/v1/games", 201, "", token=None, body={**ACRES, "sandbox": True}),
    Case("string-2000-chars", "POST", COMMANDS, 400, MC, body={"expected_version": 0,
                                                               "command": settle(location="l" * MAX_STRING)}),
    Case("key-2000-chars", "POST", COMMANDS, 400, MC, body={"expected_version": 0,
                                                            "command": {"type": "pass", "k" * MAX_STRING: 1}}),
    Case("list-1000-members", "POST", COMMANDS, 400, MC,
         body={"expected_version": 0, "command": {"type": "pass", "x": [0] * MAX_MEMBERS}}),
    Case("object-1000-members", "POST", COMMANDS, 400, MC,
         body={"expected_version": 0, "command": {"type": "pass", **{f"k{i}": 0 for i in range(MAX_MEMBERS - 1)}}}),
    Case("depth-16", "POST", COMMANDS, 400, MC,  # the body, the command and 14 arrays: 16 levels
         body={"expected_version": 0, "command": {"type": "pass", "x": lists(MAX_DEPTH - 2)}}),
    Case("integer-2**53", "POST", COMMANDS, 400, MC, body={"expected_version": 0,
                                                           "command": settle(location=MAX_INTEGER)}),
    Case("integer--2**53", "POST", COMMANDS, 400, MC, body={"expected_version": 0,
                                                            "command": settle(location=-MAX_INTEGER)}),
    Case("expected-version-2**53", "POST", COMMANDS, 409, "version_conflict",
         body=lambda g: {"expected_version": MAX_INTEGER, "command": g["legal"][0]}),
    Case("body-256KiB", "POST", COMMANDS, 400, MC,
         raw=lambda g: b'{"expected_version": 0, "command": {"type": "nope"}}'.ljust(MAX_BODY)),
    Case("key-200-visible-chars", "POST", COMMANDS, 201, "", body=legal,
         headers=(("Idempotency-Key", "".join(chr(33 + i % 94) for i in range(200))),)),
    Case("header-4KB", "GET", "/v1/games/{g}", 200, "", token=None, headers=(("X-Pad", "x" * 4000),)),
    Case("headers-80", "GET", "/v1/games/{g}", 200, "", token=None, headers=many(80)),
    Case("query-2000", "GET", "/v1/games/{g}/events?after=" + "0" * 1900, 200, "", token=None),
    Case("path-2000", "GET", "/v1/" + "x" * 2000, 404, "not_found", token=None),
    Case("last-event-id-40", "GET", "/v1/games/{g}/events/stream?timeout=0.1", 200, "", token=None,
         headers=(("Last-Event-ID", "0" * 40),)),
]


@pytest.mark.parametrize("case", [param(c) for c in WITHIN])
def test_just_within_the_limits_is_not_refused_for_its_size(case: Case, app, client, tables):
    count = game_count(app)
    r = send(client, case, tables)
    if case.status < 400:
        assert r.status_code == case.status, (r.status_code, r.get_data(as_text=True)[:500])
        r.close()
        assert game_count(app) == count + (1 if case.path == "/v1/games" else 0)
    else:
        check(r, case)


# -- positions: a real one, damaged ------------------------------------------------------------------------------
DAMAGED = {
    "acres-turn-string": ("acres", {"turn": "one"}),
    "acres-seats-string": ("acres", {"seats": "x"}),
    "acres-board-list": ("acres", {"board": []}),
    "acres-format-99": ("acres", {"format": 99}),
    "acres-actions-left-2**40": ("acres", {"actions_left": 2**40}),
    "sparks-tiles-to-lay-true": ("sparks", {"tiles_to_lay": True}),
    "sparks-tiles-to-lay-negative": ("sparks", {"tiles_to_lay": -11}),
    "sparks-pack-hash-list": ("sparks", {"pack": {"name": "provisional", "hash": []}}),
    "sparks-food-list": ("sparks", {"food": []}),
    "sparks-order-string": ("sparks", {"order": "red"}),
    "sparks-clan-null": ("sparks", lambda pos: {"clans": {**pos["clans"], "blue": None}}),
    "sparks-cards-null": ("sparks", lambda pos: {"cards": {**pos["cards"], "red": None}}),
}


@pytest.mark.parametrize("name", list(DAMAGED))
def test_a_damaged_position_is_refused(name: str, bench: Bench):
    if getattr(bench, "positions", None) is None:
        bench.positions = exported_positions(bench.client)
    game_type, change = DAMAGED[name]
    position = bench.positions[game_type]
    count = game_count(bench.app)
    body = {"type": game_type, "seats": [{}] * (2 if game_type == "acres" else 3),
            "position": {**position, **(change(position) if callable(change) else change)}}
    problem(bench.client.post("/v1/games", json=body), 400, ("invalid_position", "invalid_options"))
    assert game_count(bench.app) == count
    bench.dirty = False


# -- game ids the store is never asked about -------------------------------------------------------------------
class Unreachable:
    """A Redis client whose every call fails as if the store were down (a 503 if it were asked)."""

    def __getattr__(self, name: str) -> Any:
        def fail(*args: Any, **kwargs: Any) -> Any:
            raise redis.ConnectionError(f"the store was asked ({name})")
        return fail


@pytest.mark.parametrize("name", ["33-chars", "dot", "nul", "hash-tag", "glob", "newline"])
def test_a_malformed_game_id_is_not_looked_up(name: str, app, client):
    store = store_of(app)
    real, store.r = store.r, Unreachable()
    try:
        problem(client.get("/v1/games/AAAAAAAAAAAA"), 503, "store_unavailable")  # a well-formed id is looked up
        for method, tail in (("GET", ""), ("GET", "/events"), ("POST", "/commands"), ("PUT", "/orders")):
            body = {"expected_version": 0, "command": {"type": "pass"}} if method == "POST" else {"raids": "never"}
            r = client.open(f"/v1/games/{BAD_IDS[name]}{tail}", method=method,
                            **({} if method == "GET" else {"json": body}))
            problem(r, 404, "game_not_found")
    finally:
        store.r = real


# -- idempotency keys: scoped to the seat, compared with the whole request --------------------------------------
def submit(client, game: dict[str, Any], seat: str, command: dict[str, Any], version: int | None, key: str | None,
           headers: dict[str, str] | None = None):
    body: dict[str, Any] = {"command": command}
    if version is not None:
        body["expected_version"] = version
    h = {**auth(game["tokens"][seat]), **(headers or {})}
    if key is not None:
        h["Idempotency-Key"] = key
    return client.post(f"/v1/games/{game['game_id']}/commands", json=body, headers=h)


def taken(r, version: int, replayed: bool) -> dict[str, Any]:
    assert r.status_code == 201, r.get_data(as_text=True)
    body = r.get_json()
    assert body["version"] == version and body["replayed"] is replayed, body
    return body


def legal_now(client, game: dict[str, Any], seat: str) -> tuple[int, list[dict[str, Any]]]:
    r = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(game["tokens"][seat]))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["version"], r.get_json()["commands"]


def first_action(commands: list[dict[str, Any]]) -> dict[str, Any]:
    return next(c for c in commands if c["type"] not in ("end_turn", "pass"))


def test_an_exact_retry_is_replayed_and_appends_nothing(app, client, tables):
    game = tables["acres"]
    command = game["legal"][0]
    first = taken(submit(client, game, "british", command, 0, "k-1"), 1, False)
    after = observe_game(app, client, game["game_id"])
    again = taken(submit(client, game, "british", command, 0, "k-1"), 1, True)
    assert again["events"] == first["events"]
    # If-Match naming the same version is the same request
    taken(submit(client, game, "british", command, None, "k-1", {"If-Match": '"0"'}), 1, True)
    assert observe_game(app, client, game["game_id"]) == after


@pytest.mark.parametrize("change", ["another-command", "another-expected-version", "another-if-match",
                                    "the-legal-next-command"])
def test_a_key_reused_by_its_seat_for_another_request_is_refused(change: str, app, client, tables):
    game = tables["acres"]
    command = game["legal"][0]
    taken(submit(client, game, "british", command, 0, "k-1"), 1, False)
    version, now = legal_now(client, game, "british")
    before = observe_game(app, client, game["game_id"])
    if change == "another-command":
        r = submit(client, game, "british", game["legal"][1], 0, "k-1")
    elif change == "another-expected-version":
        r = submit(client, game, "british", command, 1, "k-1")
    elif change == "another-if-match":
        r = submit(client, game, "british", command, None, "k-1", {"If-Match": '"1"'})
    else:  # a command the seat may send now, at the current version: still a different request
        r = submit(client, game, "british", now[0], version, "k-1")
    problem(r, 422, "idempotency_key_reused")
    assert observe_game(app, client, game["game_id"]) == before


def test_two_seats_may_use_the_same_key(app, client, tables):
    game = tables["acres"]
    british = first_action(game["legal"])
    taken(submit(client, game, "british", british, 0, "turn-1"), 1, False)
    taken(submit(client, game, "british", {"type": "end_turn"}, 1, "turn-1-end"), 2, False)
    version, commands = legal_now(client, game, "french")
    french = first_action(commands)
    taken(submit(client, game, "french", french, version, "turn-1"), version + 1, False)
    log = client.get(f"/v1/games/{game['game_id']}/log").get_json()["entries"]
    assert [(e["seat"], e["command"]) for e in log[-1:]] == [("french", french)]
    # each seat's retry is its own first answer
    taken(submit(client, game, "british", british, 0, "turn-1"), 1, True)
    taken(submit(client, game, "french", french, version, "turn-1"), version + 1, True)
    assert len(client.get(f"/v1/games/{game['game_id']}/log").get_json()["entries"]) == version + 1


def test_a_seat_learns_nothing_of_another_seats_keys(app, client, tables):
    game = tables["acres"]
    british = first_action(game["legal"])
    taken(submit(client, game, "british", british, 0, "secret"), 1, False)
    before = observe_game(app, client, game["game_id"])
    # french is not to act: the answer is that, whatever british did with the key
    problem(submit(client, game, "french", {"type": "pass"}, 1, "secret"), 403, "not_your_turn")
    # british's very request, sent by french: not british's first answer, and no reuse either
    problem(submit(client, game, "french", british, 0, "secret"), 409, "version_conflict")
    problem(submit(client, game, "french", british, 1, "secret"), 403, "not_your_turn")
    assert observe_game(app, client, game["game_id"]) == before


def test_two_seats_of_sparks_may_use_the_same_key(app, client, tables):
    game = tables["sparks"]
    version, seats = 0, []
    for _ in range(2):  # the first two placements, by two different seats, with one key
        (seat,) = client.get(f"/v1/games/{game['game_id']}").get_json()["to_act"]
        seats.append(seat)
        version, commands = legal_now(client, game, seat)
        taken(submit(client, game, seat, commands[0], version, "place"), version + 1, False)
    assert seats[0] != seats[1], seats
    assert len(client.get(f"/v1/games/{game['game_id']}/log").get_json()["entries"]) == version + 1


def test_a_key_whose_command_was_refused_is_still_free(app, client, tables):
    game = tables["acres"]
    problem(submit(client, game, "british", {"type": "settle", "location": "quebec", "via": "b-boston",
                                             "transport": "b-new-york"}, 0, "k-1"), 422, "illegal_command")
    problem(submit(client, game, "british", {"type": "pass", "x": 1}, 0, "k-1"), 400, MC)
    problem(submit(client, game, "british", game["legal"][0], 3, "k-1"), 409, "version_conflict")
    taken(submit(client, game, "british", game["legal"][0], 0, "k-1"), 1, False)


# -- property-based fuzzing -------------------------------------------------------------------------------------
FUZZ = settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
                print_blob=True)
COMMAND_FIELDS = ["type", "location", "via", "transport", "settler", "cards", "card", "space", "tools", "q", "r",
                  "rotation", "location_card", "expected_version", "command"]
CREATE_FIELDS = ["type", "seats", "options", "seed", "position", "sandbox", "name", "kind", "level",
                 "think_seconds", "edition", "board", "layout", "pack", "tile_pool"]


def answer(r) -> tuple[int, dict[str, Any] | None]:
    """The status, and the problem body of a 4xx (after checking it is a documented problem)."""
    text = r.get_data(as_text=True)
    assert r.status_code < 500, (r.status_code, text[:500])
    if r.status_code < 400:
        event(str(r.status_code))
        return r.status_code, None
    assert r.mimetype == PROBLEM, (r.status_code, r.mimetype, text[:500])
    body = json.loads(text)
    assert body.get("code") in CODES, body
    problem(r, r.status_code, body["code"])
    event(f"{r.status_code} {body['code']}")
    return r.status_code, body


def tokens(game: dict[str, Any]) -> list[dict[str, str]]:
    """The tokens a fuzzed request may carry besides the seat to act's: each seat's, the owner's, none, a bad one."""
    return [auth(t) for t in game["tokens"].values()] + [auth(game["owner_token"]), {},
                                                          {"Authorization": "Bearer nope"}]


VISIBLE = st.characters(min_codepoint=0x21, max_codepoint=0x7E)
KEYS = st.one_of(st.none(), st.none(), st.text(VISIBLE, min_size=1, max_size=12),  # mostly none or a valid key
                 st.text(st.characters(min_codepoint=1, max_codepoint=0xFF, exclude_characters="\r\n"), max_size=8),
                 st.just("k" * 201))


def fuzz_commands(app, client, game: dict[str, Any], bodies: st.SearchStrategy[Any]) -> None:
    store = store_of(app)
    others = tokens(game)
    seen = {"state": observe_game(app, client, game["game_id"])}

    @FUZZ
    @given(body=bodies, who=st.none() | st.none() | st.sampled_from(range(len(others))), key=KEYS,
           version=st.sampled_from(["now"] * 6 + ["none", "later", -1, "0", 0.5, True]))
    def run(body: Any, who: int | None, key: str | None, version: Any) -> None:
        state = seen["state"]
        now = state["version"]
        if isinstance(body, dict) and "expected_version" not in body and version != "none":
            body = {**body, "expected_version": {"now": now, "later": now + 1}.get(version, version)}
        if who is None:  # the seat to act (the first, when several are)
            headers = auth(game["tokens"].get(next(iter(state["summary"]["to_act"]), ""), ""))
        else:
            headers = dict(others[who])
        if key is not None:
            headers["Idempotency-Key"] = key
        note(f"body: {dumps(body)[:3000]}\nheaders: {headers}")
        r = client.post(f"/v1/games/{game['game_id']}/commands", data=encode(body), content_type=JSON,
                        headers=headers)
        status, _ = answer(r)
        if status == 201:
            seen["state"] = observe_game(app, client, game["game_id"])
            assert seen["state"]["version"] >= now
        else:
            assert store.r.xlen(store.key(game["game_id"], "log")) == now
            assert observe_game(app, client, game["game_id"]) == state

    run()


def command_bodies(game: dict[str, Any]) -> st.SearchStrategy[Any]:
    commands = st.sampled_from(game["legal"])
    mutated = st.fixed_dictionaries({"command": commands.flatmap(
        lambda c: mutations(c, COMMAND_FIELDS, json_values()))})
    return st.one_of(
        mutated, mutated, mutated, mutated,  # a legal command changed one way
        st.fixed_dictionaries({"command": commands}),  # a real legal command, with a fuzzed version, key, token
        st.fixed_dictionaries({"command": commands}).flatmap(  # the body around it changed
            lambda b: mutations(b, ["expected_version", "command"], json_values())),
        st.fixed_dictionaries({"command": json_values(st.sampled_from(COMMAND_FIELDS))}),
        json_values(st.sampled_from(COMMAND_FIELDS)),  # arbitrary JSON, often with the fields' names
    )


@pytest.mark.parametrize("game_type", ["acres", "sparks"])
def test_fuzzed_command_bodies_get_a_documented_answer_and_a_refusal_changes_nothing(game_type, app, client, tables):
    fuzz_commands(app, client, tables[game_type], command_bodies(tables[game_type]))


def creation_bodies(positions: dict[str, dict[str, Any]]) -> st.SearchStrategy[Any]:
    seats = st.lists(st.fixed_dictionaries({}, optional={
        "name": st.text(max_size=70) | json_values(), "kind": st.sampled_from(["human", "ai", "robot"]),
        "level": st.sampled_from(["random", "heuristic", "search", "god"]),
        "think_seconds": st.floats(-1, 100) | json_values()}), min_size=0, max_size=9)
    valid = st.sampled_from([ACRES, SPARKS, {**ACRES, "options": {"edition": "first"}, "seed": "s", "sandbox": True},
                             {**SPARKS, "options": {"board": "laid", "tile_pool": "marked_first"}}])
    return st.one_of(
        json_values(st.sampled_from(CREATE_FIELDS)),
        st.fixed_dictionaries({"type": st.sampled_from(["acres", "sparks"]) | json_values(), "seats": seats},
                              optional={"options": json_values(st.sampled_from(CREATE_FIELDS)),
                                        "seed": st.text(max_size=210) | json_values(),
                                        "position": json_values(st.sampled_from(CREATE_FIELDS)),
                                        "sandbox": st.booleans() | json_values()}),
        valid.flatmap(lambda b: mutations(b, CREATE_FIELDS, json_values())),
        valid.flatmap(lambda b: st.sampled_from(sorted(b)).flatmap(
            lambda k: mutations(b[k], CREATE_FIELDS, json_values()).map(lambda v: {**b, k: v})
            if isinstance(b[k], dict) else st.just(b))),
        damaged_positions(positions), damaged_positions(positions),
    )


def damaged_positions(positions: dict[str, dict[str, Any]]) -> st.SearchStrategy[Any]:
    """A real position with one field changed, or one field of one of its objects."""
    def body(game_type: str, position: Any) -> dict[str, Any]:
        return {"type": game_type, "seats": [{}] * (2 if game_type == "acres" else 3), "position": position}

    def damaged(game_type: str) -> st.SearchStrategy[Any]:
        pos = positions[game_type]
        inner = [k for k, v in pos.items() if isinstance(v, dict) and v]
        return st.one_of(
            mutations(pos, list(pos), json_values()),
            st.sampled_from(inner).flatmap(
                lambda k: mutations(pos[k], list(pos[k]), json_values()).map(lambda v: {**pos, k: v})),
        ).map(lambda p: body(game_type, p))

    return st.sampled_from(sorted(positions)).flatmap(damaged)


def test_fuzzed_creation_bodies_get_a_documented_answer_and_a_refusal_creates_nothing(app, client):
    @FUZZ
    @given(body=creation_bodies(exported_positions(client)))
    def run(body: Any) -> None:
        count = game_count(app)
        note(f"body: {dumps(body)[:3000]}")
        r = client.post("/v1/games", data=encode(body), content_type=JSON)
        status, _ = answer(r)
        assert game_count(app) == count + (1 if status == 201 else 0)

    run()


def test_fuzzed_bytes_get_a_documented_answer(app, client, tables):
    game = tables["acres"]
    headers = auth(game["tokens"]["british"])
    pieces = st.sampled_from([b"{", b"}", b"[", b"]", b'"', b":", b",", b"0", b"-", b"e", b"NaN", b"\\u", b"\xff",
                              b"\xc3", b"\x00", b" ", b'"type"', b'"command"', b'"expected_version"', b"true"])
    raw = st.binary(max_size=64) | st.lists(pieces, max_size=40).map(b"".join)

    seen = {"state": observe_game(app, client, game["game_id"]), "games": game_count(app)}

    @FUZZ
    @given(data=raw, path=st.sampled_from(["/v1/games", f"/v1/games/{game['game_id']}/commands",
                                           f"/v1/games/{game['game_id']}/orders"]))
    def run(data: bytes, path: str) -> None:
        method = "PUT" if path.endswith("/orders") else "POST"
        note(f"{method} {path}: {data!r}")
        status, _ = answer(client.open(path, method=method, data=data, content_type=JSON, headers=headers))
        after = {"state": observe_game(app, client, game["game_id"]), "games": game_count(app)}
        if status >= 400:
            assert after == seen
        seen.update(after)

    run()


# -- the WSGI server's own errors (gunicorn, the Procfile's web line) -----------------------------------------------
def gunicorn_missing() -> bool:
    return shutil.which("gunicorn", path=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}") \
        is None


@pytest.fixture
def web(redis_url: str):
    """The Procfile's web line (gunicorn), on a free port, against the tests' Redis under a prefix of its own."""
    with procfile_web(redis_url) as (port, _):
        yield port


def request(line: str, *headers: str, body: bytes = b"") -> bytes:
    head = "\r\n".join([line, "Host: 127.0.0.1", *headers, "Connection: close"])
    return head.encode() + b"\r\n\r\n" + body


# docs/limits.md names no code of its own for a request the WSGI server cannot parse: the 400 of a bad request
MALFORMED_HTTP = MR


def wsgi_cases() -> list[tuple[str, bytes, int, str]]:
    """(what, the raw request, status, code) for the real server."""
    body = json.dumps(ACRES).encode() + b" " * 300_000
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 8192]), body[i:i + 8192]) for i in range(0, len(body), 8192))
    deep = b"[" * 100_000 + b"]" * 100_000
    return [
        # refused by gunicorn itself, before the app sees anything
        ("request line of 10 KB", request(f"GET /v1/{'a' * 10240} HTTP/1.1"), 414, "uri_too_long"),
        ("request line of 5 KB", request(f"GET /v1/games?pad={'p' * 5000} HTTP/1.1"), 414, "uri_too_long"),
        ("header of 20 KB", request("GET /v1/health HTTP/1.1", f"X-Pad: {'x' * 20480}"), 431, "headers_too_large"),
        ("150 headers", request("GET /v1/health HTTP/1.1", *(f"X-Pad-{i}: x" for i in range(150))), 431,
         "headers_too_large"),
        ("malformed request line", b"GARBAGE\r\n\r\n", 400, MALFORMED_HTTP),
        ("unknown HTTP version", request("GET /v1/health HTTP/9.9"), 400, MALFORMED_HTTP),
        ("header without a colon", request("GET /v1/health HTTP/1.1", "Header Without A Colon"), 400,
         MALFORMED_HTTP),
        ("Content-Length not a number", request("POST /v1/games HTTP/1.1", "Content-Length: abc"), 400,
         MALFORMED_HTTP),
        ("header of 9 KB", request("GET /v1/health HTTP/1.1", f"X-Pad: {'x' * 9000}"), 431, "headers_too_large"),
        # refused by the app, through gunicorn
        ("target of 3 KB", request(f"GET /v1/games?pad={'p' * 3000} HTTP/1.1"), 414, "uri_too_long"),
        ("unknown path", request("GET /v1/nope HTTP/1.1"), 404, "not_found"),
        ("wrong method", request("DELETE /v1/games HTTP/1.1"), 405, "method_not_allowed"),
        ("body of 300 KB", request("POST /v1/games HTTP/1.1", "Content-Type: application/json",
                                   f"Content-Length: {len(body)}", body=body), 413, "body_too_large"),
        ("chunked body of 300 KB", request("POST /v1/games HTTP/1.1", "Content-Type: application/json",
                                           "Transfer-Encoding: chunked", body=chunked + b"0\r\n\r\n"), 413,
         "body_too_large"),
        ("100,000 nested arrays", request("POST /v1/games HTTP/1.1", "Content-Type: application/json",
                                          f"Content-Length: {len(deep)}", body=deep), 400, TOO_LARGE),
        ("5,000-digit integer", request("POST /v1/games HTTP/1.1", "Content-Type: application/json",
                                        "Content-Length: 5012", body=b'{"seed": ' + b"9" * 5000 + b"}  "), 400,
         TOO_LARGE),
    ]


@pytest.mark.skipif(gunicorn_missing(), reason="gunicorn is not installed (pip install -e '.[serve]')")
def test_the_wsgi_servers_own_errors_are_problems(web: int):
    """Every answer of the real server (the Procfile's web line) to bad input is problem+json, including those
    gunicorn gives before the app sees the request. Each request is checked; the failures are reported together."""
    failures = []
    for what, raw, status, code in wsgi_cases():
        try:
            answer = exchange(web, raw)
            raw_problem(answer, status, code)
            if status == 405:
                assert {"GET", "POST"} <= {m.strip() for m in answer.headers.get("allow", "").split(",")}, \
                    answer.headers
        except AssertionError as failure:
            failures.append(f"{what}: {str(failure)[:400]}")
    listing = exchange(web, request("GET /v1/games HTTP/1.1"))  # and nothing was created by any of it
    if listing.status != 200 or listing.json()["total"] != 0:
        failures.append(f"games were created: {listing.body[:300]!r}")
    assert not failures, "\n".join(failures)


def test_dumps_writes_what_json_dumps_cannot():
    assert dumps({"a": [Raw("NaN"), digits(3)], "b": nested_arrays(2)}) == '{"a":[NaN,999],"b":[[0]]}'
    assert json.loads(dumps(lists(3, {"x": 1.5}))) == [[[{"x": 1.5}]]]
