"""Input limits: how large a request may be (docs/limits.md, "Input limits").

Every limit is checked before the store is read or written, and a request over one is answered with a
problem (api/problem.py), so bad input costs the server a bounded amount of work and changes nothing. The WSGI
server's own limits (request line, headers) are set to the same numbers in api/gunicorn_conf.py.
"""
from __future__ import annotations

import io
import json
import math
import re
from typing import Any

from flask import Flask
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.wsgi import get_content_length

from engine import records

from .problem import Problem

MAX_BODY_BYTES = 256 * 1024
MAX_TARGET_BYTES = 2048  # path + query string
MAX_REQUEST_LINE = 4094  # the WSGI server's limit: method, target and protocol
MAX_HEADER_BYTES = 8190  # one header line
MAX_HEADERS = 100
MAX_DEPTH = 16  # arrays and objects inside each other
MAX_STRING = 2000  # characters of one string or object key
LONG_STRINGS = {"/record": records.MAX_CHARS}  # a body's strings allowed longer, by JSON pointer (createGame's record)
MAX_MEMBERS = 1000  # members of one array or object
MAX_VALUES = 10_000  # values in one body
MAX_INTEGER = 2**53  # beyond it no JSON client reads an integer exactly
MAX_NAME = 64  # a seat's display name
MAX_IDEMPOTENCY_KEY = 200
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
IDEMPOTENCY_KEY = re.compile(rf"[!-~]{{1,{MAX_IDEMPOTENCY_KEY}}}")
SURROGATE = re.compile("[\ud800-\udfff]")  # a lone one: "\ud800" parses, but is no character (and no UTF-8)


class TooLarge(Exception):
    """A JSON body over one of the limits: which one, its maximum and where (a JSON pointer)."""

    def __init__(self, limit: str, maximum: int, pointer: str, detail: str):
        super().__init__(detail)
        self.limit, self.maximum, self.pointer, self.detail = limit, maximum, pointer, detail


class NotJson(ValueError):
    """A body that is not JSON (RFC 8259): bad syntax, not UTF-8, NaN or Infinity."""


def _reject_constant(name: str) -> Any:
    raise NotJson(f"{name} is not a JSON number")


class _Huge:
    """An integer of more digits than any within the limit: `check` refuses it where it stands."""


def _bounded_int(text: str) -> int | _Huge:
    # the decoder hands over the digits: int() of a long one is slow, beyond 4,300 digits an error
    return _Huge() if len(text.lstrip("-")) > 16 else int(text)


def loads(raw: bytes | str) -> Any:
    """Parse a JSON body within the limits; raises NotJson or TooLarge."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        raise NotJson("the body is not UTF-8") from exc
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_int=_bounded_int)
    except RecursionError:  # far deeper than MAX_DEPTH: the decoder gave up before us
        pointer = _too_deep(text)
        raise TooLarge("depth", MAX_DEPTH, pointer,
                       f"the body nests deeper than {MAX_DEPTH} levels (at {pointer})") from None
    except json.JSONDecodeError as exc:
        raise NotJson(f"the body is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    check(value)
    return value


def _pointer(path: list[Any]) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def _too_deep(text: str) -> str:
    """Where a text too deep for the decoder first opens a container at level MAX_DEPTH + 1 (a JSON pointer).
    Only read for such a text, which the decoder has refused: it may be invalid JSON elsewhere."""
    path: list[Any] = []  # per open container: the key or index being read in it
    key_next = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if key_next:
                try:
                    path[-1] = json.loads(text[i:j + 1])
                except ValueError:
                    path[-1] = text[i + 1:j]
                key_next = False
            i = j
        elif c in "[{":
            if len(path) == MAX_DEPTH:
                return _pointer(path)
            path.append(0 if c == "[" else "")
            key_next = c == "{"
        elif c in "]}" and path:
            path.pop()
        elif c == "," and path:
            if isinstance(path[-1], int):
                path[-1] += 1
            else:
                key_next = True
        i += 1
    return ""


def check(value: Any) -> None:
    """Raise TooLarge for the first limit `value` breaks (an explicit stack: no recursion)."""
    stack: list[tuple[Any, list[Any]]] = [(value, [])]
    count = 0
    while stack:
        item, path = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise TooLarge("values", MAX_VALUES, _pointer(path), f"the body holds more than {MAX_VALUES} values")
        if isinstance(item, str):
            if not item.isascii() and SURROGATE.search(item):  # an ASCII string holds none
                raise NotJson(f"a string holds a lone surrogate (at {_pointer(path) or '/'})")
            if len(item) > MAX_STRING and len(item) > (most := LONG_STRINGS.get(_pointer(path), MAX_STRING)):
                raise TooLarge("string_length", most, _pointer(path),
                               f"a string is longer than {most} characters (at {_pointer(path) or '/'})")
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, _Huge) or isinstance(item, int) and abs(item) > MAX_INTEGER:
            raise TooLarge("integer", MAX_INTEGER, _pointer(path),
                           f"an integer is beyond ±{MAX_INTEGER} (at {_pointer(path) or '/'})")
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise TooLarge("integer", MAX_INTEGER, _pointer(path), "a number is out of range")
        elif isinstance(item, (list, dict)):
            if len(path) >= MAX_DEPTH:
                raise TooLarge("depth", MAX_DEPTH, _pointer(path),
                               f"the body nests deeper than {MAX_DEPTH} levels (at {_pointer(path)})")
            if len(item) > MAX_MEMBERS:
                raise TooLarge("members", MAX_MEMBERS, _pointer(path),
                               f"an array or object has more than {MAX_MEMBERS} members (at {_pointer(path) or '/'})")
            if isinstance(item, dict):
                for key, member in item.items():
                    if len(key) > MAX_STRING:
                        raise TooLarge("string_length", MAX_STRING, _pointer(path),
                                       f"an object key is longer than {MAX_STRING} characters")
                    if not key.isascii() and SURROGATE.search(key):
                        raise NotJson(f"an object key holds a lone surrogate (at {_pointer(path) or '/'})")
                    stack.append((member, [*path, key]))
            else:
                stack.extend((member, [*path, i]) for i, member in enumerate(item))


def check_request(environ: dict[str, Any]) -> None:
    """Before any handler (api/gate.py): the target, the headers and the body's size (whether or not the
    handler reads the body). The WSGI server applies the same target and header limits earlier; this covers the
    rest."""
    length = get_content_length(environ)
    if length is not None and length > MAX_BODY_BYTES:
        raise Problem(413, "body_too_large", f"the body is larger than {MAX_BODY_BYTES} bytes")
    if length is None and "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
        # no length announced: read at most one byte past the limit (else a reader would stop at the limit and
        # take the prefix for the body), then hand the rest of the app the body as if it had a length
        body = environ["wsgi.input"].read(MAX_BODY_BYTES + 1)
        if len(body) > MAX_BODY_BYTES:
            raise Problem(413, "body_too_large", f"the body is larger than {MAX_BODY_BYTES} bytes")
        environ.update({"wsgi.input": io.BytesIO(body), "CONTENT_LENGTH": str(len(body)),
                        "wsgi.input_terminated": False})
        environ.pop("HTTP_TRANSFER_ENCODING", None)

    target = len(environ.get("PATH_INFO", "")) + len(environ.get("QUERY_STRING", ""))
    if target > MAX_TARGET_BYTES:
        raise Problem(414, "uri_too_long", f"the path and query string are longer than {MAX_TARGET_BYTES} bytes")
    # the headers as request.headers lists them (werkzeug's EnvironHeaders), read from the environ in one pass:
    # its iterator builds each header's name, and this runs on every request
    count, too_long = 0, None
    for key, value in environ.items():
        if key.startswith("HTTP_"):
            if key in _NOT_HEADERS:
                continue
            size = len(key) - 5
        elif key in _CONTENT_HEADERS and value:
            size = len(key)
        else:
            continue
        count += 1
        if too_long is None:
            if not key.isascii():  # the name's case may change its length: measure the name itself
                size = len(_header_name(key))
            if size + len(value) + 2 > MAX_HEADER_BYTES:
                too_long = key
    if count > MAX_HEADERS:
        raise Problem(431, "headers_too_large", f"more than {MAX_HEADERS} request headers")
    if too_long is not None:
        raise Problem(431, "headers_too_large",
                      f"the {_header_name(too_long)} header is longer than {MAX_HEADER_BYTES} bytes")


_NOT_HEADERS = frozenset({"HTTP_CONTENT_TYPE", "HTTP_CONTENT_LENGTH"})  # EnvironHeaders leaves them out
_CONTENT_HEADERS = frozenset({"CONTENT_TYPE", "CONTENT_LENGTH"})  # headers without the HTTP_ prefix (if not empty)


def _header_name(key: str) -> str:
    """A header's name as werkzeug's EnvironHeaders gives it, from its WSGI environ key."""
    return key.removeprefix("HTTP_").replace("_", "-").title()


class Parser(FlaskParser):
    """flask-smorest's argument parser, reading JSON bodies with `loads` (webargs' own json.loads has no
    limits: a deep body was a RecursionError, a long integer a ValueError, both 500s).

    A request that does not fit its schema is refused with 400 (api/errors.py: malformed_request, with the
    fields' `errors`), which is also what flask-smorest documents for each `arguments` (its default: 422)."""

    DEFAULT_VALIDATION_STATUS = 400

    def _raw_load_json(self, req: Any) -> Any:
        if not is_json_request(req):
            return core.missing
        return loads(req.get_data(cache=True))


def install(app: Flask) -> None:
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES  # check_request runs first (api/gate.py): a second guard
