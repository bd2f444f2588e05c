"""Helpers of tests/service/test_bad_input.py (issue 16, docs/limits.md "Input limits"): the documented limits
and codes, the problem+json check, a JSON writer that can emit what `json.dumps` cannot (NaN, 5,000-digit
integers, 100,000 nested arrays), hypothesis strategies for bodies, and a raw HTTP/1.1 exchange over a socket."""
from __future__ import annotations

import json
import socket
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

PROBLEM = "application/problem+json"

# docs/limits.md, "Input limits"
MAX_BODY = 256 * 1024
MAX_TARGET = 2048  # path and query string
MAX_HEADER = 8190  # one header
MAX_HEADERS = 100
MAX_DEPTH = 16
MAX_STRING = 2000
MAX_MEMBERS = 1000
MAX_VALUES = 10_000
MAX_INTEGER = 2**53
MAXES = {"depth": MAX_DEPTH, "string_length": MAX_STRING, "members": MAX_MEMBERS, "values": MAX_VALUES,
         "integer": MAX_INTEGER}

# every code a request may get in answer to bad input (docs/limits.md, README "For bot authors", api/errors.py)
CODES = {
    "malformed_request", "malformed_command", "input_too_large", "body_too_large", "uri_too_long",
    "headers_too_large", "idempotency_key_reused", "game_not_found", "not_found",
    "method_not_allowed", "unauthorized", "not_your_seat", "not_your_turn", "forbidden", "version_conflict",
    "precondition_failed", "precondition_required", "illegal_command", "invalid_options", "invalid_position",
    "invalid_seats", "unknown_game_type", "invalid_order", "no_standing_order", "game_over",
    # players, the lobby, clocks (docs/players.md)
    "token_revoked", "player_not_found", "invalid_name", "name_taken", "not_ratable", "invalid_time_control",
    "game_not_started", "game_full", "seat_taken", "seat_reserved", "already_joined", "not_joined", "game_not_open",
    "game_expired", "no_challenge", "unknown_seat", "game_not_over", "version_not_found",
}


def problem(response, status: int, code: str | tuple[str, ...], limit: str | None = None,
            pointer: str | None = None, pointer_prefix: str | None = None) -> dict[str, Any]:
    """Assert `response` is an RFC 9457 problem+json answer with this status and code (one of them, for a
    tuple); for input_too_large, the documented `limit_exceeded`. Returns the body."""
    text = response.get_data(as_text=True)
    assert response.status_code == status, (response.status_code, text[:500])
    assert response.mimetype == PROBLEM, (response.mimetype, text[:500])
    body = json.loads(text)
    assert isinstance(body, dict), body
    codes = code if isinstance(code, tuple) else (code,)
    assert body.get("code") in codes, body
    check_members(body, status)
    if body["code"] == "input_too_large" or limit is not None:
        exceeded = body.get("limit_exceeded")
        assert isinstance(exceeded, dict), body
        if limit is not None:
            assert exceeded.get("limit") == limit, body
        assert exceeded.get("max") == MAXES.get(exceeded.get("limit")), body
        assert isinstance(exceeded.get("pointer"), str), body
        if pointer is not None:
            assert exceeded["pointer"] == pointer, body
        if pointer_prefix is not None:
            assert exceeded["pointer"].startswith(pointer_prefix), body
    return body


def check_members(body: dict[str, Any], status: int) -> None:
    """The RFC 9457 members every problem of this API has."""
    assert body.get("status") == status, body
    for member in ("type", "title", "detail"):
        assert isinstance(body.get(member), str) and body[member], body
    assert body["type"].startswith(("https://", "http://")), body


# -- JSON text, including what json.dumps refuses to write -------------------------------------------
@dataclass(frozen=True)
class Raw:
    """A piece of JSON text written as it is (NaN, an integer of 5,000 digits, deep nesting...)."""

    text: str


def dumps(value: Any) -> str:
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k))}:{dumps(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(dumps(v) for v in value) + "]"
    if isinstance(value, (bool, int, float, str)) or value is None:
        return json.dumps(value)
    raise TypeError(value)


def encode(value: Any) -> bytes:
    return dumps(value).encode()


def digits(n: int, negative: bool = False) -> Raw:
    """An integer literal of n digits (int() of more than 4,300 digits raises in Python 3.11)."""
    return Raw(("-" if negative else "") + "9" * n)


def nested_arrays(depth: int, inner: str = "0") -> Raw:
    return Raw("[" * depth + inner + "]" * depth)


def nested_objects(depth: int, key: str = "a", inner: str = "1") -> Raw:
    return Raw(f'{{"{key}":' * depth + inner + "}" * depth)


def lists(depth: int, inner: Any = 0) -> Any:
    """`depth` arrays inside each other (as Python lists, for bodies json.dumps can still write)."""
    value = inner
    for _ in range(depth):
        value = [value]
    return value


# -- hypothesis: JSON values, and the odd ones ---------------------------------------------------------
ODD = [
    Raw("NaN"), Raw("Infinity"), Raw("-Infinity"), Raw("1e400"), Raw("-1e400"), Raw("-0"), Raw("1.0"), Raw("1E2"),
    digits(20), digits(400), digits(5000), digits(5000, negative=True), Raw(str(MAX_INTEGER + 1)),
    Raw(str(-MAX_INTEGER - 1)), Raw(str(MAX_INTEGER)), nested_arrays(17), nested_arrays(100), nested_arrays(5000),
    nested_objects(17), nested_objects(2000), Raw(json.dumps("a" * (MAX_STRING + 1))),
    Raw(json.dumps(list(range(MAX_MEMBERS + 1)))), Raw('"\\ud800"'), Raw('"\\u0000"'),
]

_text = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=12)
scalars = (st.none() | st.booleans() | st.integers(min_value=-(2**64), max_value=2**64) | st.integers(-50, 50)
           | st.floats(allow_nan=False, allow_infinity=False) | _text | st.sampled_from(ODD))


def json_values(keys: st.SearchStrategy[str] | None = None, max_leaves: int = 12) -> st.SearchStrategy[Any]:
    keys = keys if keys is not None else _text
    return st.recursive(scalars, lambda kids: st.lists(kids, max_size=4) | st.dictionaries(keys, kids, max_size=4),
                        max_leaves=max_leaves)


def mutations(valid: dict[str, Any], field_names: list[str], values: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """A valid JSON object (a command, a creation body) changed one way: a field dropped, added or given
    another value (often of another type, or an odd one: NaN, huge, deep), or the object itself wrapped."""
    keys = sorted(valid) or ["type"]
    fields = [k for k in keys if k != "type"] or keys  # `type` changed or dropped: a refusal before the engine
    names = st.sampled_from(sorted(set(field_names) | set(keys))) | _text
    field = st.sampled_from(fields) | st.sampled_from(keys)

    def drop(k: str) -> dict[str, Any]:
        return {x: v for x, v in valid.items() if x != k}

    def put(kv: tuple[str, Any]) -> dict[str, Any]:
        return {**valid, kv[0]: kv[1]}

    return st.one_of(
        st.tuples(field, values).map(put),
        st.tuples(field, scalars).map(put),
        st.tuples(field, st.sampled_from(ODD)).map(put),
        st.tuples(names, values).map(put),
        field.map(drop),
        st.tuples(field, st.integers(1, 40)).map(lambda kd: put((kd[0], lists(kd[1], valid.get(kd[0]))))),
        st.tuples(field, st.sampled_from([1, 2, 3])).map(lambda kn: put((kn[0], [valid.get(kn[0])] * kn[1]))),
        st.sampled_from([[valid], {"command": valid}, lists(20, valid)]),
    )


# -- a raw HTTP/1.1 exchange -----------------------------------------------------------------------------
@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]  # lower-case names
    body: bytes

    @property
    def mimetype(self) -> str:
        return self.headers.get("content-type", "").split(";")[0].strip()

    def json(self) -> Any:
        return json.loads(self.body)


def exchange(port: int, request: bytes, timeout: float = 20) -> RawResponse:
    """Send `request` as it is and read the answer until the server closes the connection. The server may
    answer and close before it has read the whole request (a request line over its limit): a failed send or
    a reset after the answer arrived is not an error here."""
    received = b""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        try:
            sock.sendall(request)
        except (BrokenPipeError, ConnectionResetError):
            pass
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received += chunk
                if _complete(received):
                    break
        except ConnectionResetError:
            pass
    head, sep, body = received.partition(b"\r\n\r\n")
    assert sep, f"no complete answer: {received[:300]!r}"
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        body = body[:int(headers["content-length"])]
    return RawResponse(status, headers, body)


def _complete(received: bytes) -> bool:
    head, sep, body = received.partition(b"\r\n\r\n")
    if not sep:
        return False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value.strip())
    return False


def raw_problem(response: RawResponse, status: int, code: str) -> dict[str, Any]:
    """problem() for a RawResponse."""
    assert response.status == status, (response.status, response.headers, response.body[:500])
    assert response.mimetype == PROBLEM, (response.headers, response.body[:500])
    body = response.json()
    assert body.get("code") == code, body
    check_members(body, status)
    return body
