"""Every `code` a problem of this server can carry (api/problem.py), with its HTTP status and what it means.

This is the one list: `ProblemSchema.code` (and a feed's `error` item's) is an enum of it, the OpenAPI document
shows an example of each where it can occur, and `problem.checked` refuses to send any other code, or a code
with another status (an unregistered one is logged and answered as internal_error: a defect, never sent).
tests/service/test_problem_codes.py reads api/ and engine/ for every code they construct and checks both ways:
no code sent is missing here, and no code here is one nothing sends."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from apispec import BasePlugin

PROBLEM = "application/problem+json"

TITLES = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
          409: "Conflict", 412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long",
          415: "Unsupported Media Type", 416: "Range Not Satisfiable", 417: "Expectation Failed",
          422: "Unprocessable Content", 428: "Precondition Required", 429: "Too Many Requests",
          431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
          503: "Service Unavailable"}


@dataclass(frozen=True)
class Code:
    """A code: the statuses it comes with (empty: whatever status the HTTP error has), what it means, and an
    example of its `detail` and other members, for the document."""

    statuses: tuple[int, ...]
    description: str
    detail: str
    extra: dict[str, Any] = field(default_factory=dict)


CODES: dict[str, Code] = {
    # -- the request itself (api/bounds.py, api/gate.py, api/errors.py, the WSGI server) -------------------------
    "malformed_request": Code((400,), "The request does not fit its schema (the fields' `errors`), a body is not "
                                      "JSON, or a header is malformed (Idempotency-Key, Last-Event-ID).",
                              "the request does not match its schema",
                              {"errors": {"json": {"seats": ["Missing data for required field."]}}}),
    "input_too_large": Code((400,), "A JSON body breaks an input limit of its structure (depth, a string's length, "
                                    "members, values, an integer's size): `limit_exceeded` names it; docs/limits.md.",
                            "a string is longer than 2000 characters",
                            {"limit_exceeded": {"limit": "string_length", "max": 2000, "pointer": "/seats/0/name"}}),
    "body_too_large": Code((413,), "The body is larger than the input limit (256 KiB); docs/limits.md.",
                           "the body is larger than 262144 bytes"),
    "uri_too_long": Code((414,), "The path and query string are longer than the input limit; docs/limits.md.",
                         "the path and query string are longer than 2048 bytes"),
    "headers_too_large": Code((431,), "Too many request headers, or one too long; docs/limits.md.",
                              "more than 100 request headers"),
    "rate_limited": Code((429,), "A rate limit is used up: `limit` names the policy; retry after Retry-After "
                                 "seconds (docs/limits.md).",
                         "more than 600 requests in 60 s (reads per address); retry after Retry-After seconds",
                         {"limit": {"policy": "reads_per_address", "limit": 600, "window_seconds": 60}}),
    "too_many_streams": Code((429,), "Too many streams are open at once for this token or address: `limit` names "
                                     "the cap; close one, or retry after Retry-After seconds (docs/feeds.md).",
                             "4 streams are open for this token already: close one, or retry after Retry-After "
                             "seconds", {"limit": {"policy": "streams_per_token", "limit": 4}}),
    "slow_consumer": Code((429,), "Only in a stream's `error` item: the client read too slowly to keep up; the "
                                  "stream closes: reconnect after the last version (or inbox id) received.",
                          "this stream fell 64 batches behind the game: reconnect with after=12 (the last version "
                          "it sent)"),
    "store_unavailable": Code((503,), "The game store is unreachable: retry after Retry-After seconds.",
                              "the game store is unreachable; retry shortly"),
    "internal_error": Code((500,), "An unexpected error; it has been logged.",
                           "an unexpected error occurred; it has been logged"),
    "not_found": Code((404,), "No operation has this path.", "The requested URL was not found on the server."),
    "method_not_allowed": Code((405,), "The path takes other methods (the Allow header lists them).",
                               "The method is not allowed for the requested URL."),
    "http_error": Code((), "Any other HTTP error raised below the handlers, with its own status (e.g. 416 for a "
                           "bad Range on the docs page's files); no operation of the API answers it.",
                       "The server cannot provide the requested range."),
    "forbidden": Code((403,), "The full state (`?full=true`) is for the owner token of a sandbox or finished "
                              "game; or the WSGI server refused a proxy header it does not trust.",
                      "the full state is for the owner token, in sandbox or finished games"),
    "expectation_failed": Code((417,), "The WSGI server refused an Expect header other than 100-continue.",
                               "Expectation Failed"),
    "not_implemented": Code((501,), "The WSGI server does not implement the request's method or transfer coding.",
                            "Not Implemented"),
    # -- who is calling (api/http/common.py, api/players.py) -----------------------------------------------------
    "unauthorized": Code((401,), "No bearer token where one is needed, or one that opens nothing here (a seat "
                                 "token of another game, an unknown player token).",
                         "send the token as 'Authorization: Bearer <token>'"),
    "token_revoked": Code((401,), "The player token was rotated or revoked: use the newest one.",
                          "this player token was rotated or revoked: use the newest one"),
    "not_your_seat": Code((403,), "The token opens no seat that may do this (the owner token opens none).",
                          "the owner token opens no seat; use a seat token"),
    # -- games and commands (api/service.py, api/http/commands.py, engine/core.py's errors) ------------------------
    "game_not_found": Code((404,), "No game has this id.", "no game 'g-unknown'"),
    "unknown_game_type": Code((404,), "No game type has this name (GET /v1/games/types lists them).",
                              "no game type 'chess'; see GET /v1/games/types"),
    "invalid_seats": Code((400,), "The seats do not fit the game (their count, a player seat's `player`, a "
                                  "setting of another kind of seat).",
                          "The First Sparks takes 2 or 3 or 4 seats, not 1"),
    "invalid_options": Code((400,), "The game's options are unknown or malformed (`details.path`).",
                            "unknown option 'speed'", {"details": {"path": "speed"}}),
    "invalid_position": Code((400,), "A `position` that is not a valid position of the game (`details.path`).",
                             "position.hands must be an object", {"details": {"path": "hands"}}),
    "invalid_record": Code((400,), "A game record (createGame `record`) that cannot be read: its syntax, a limit, a "
                                   "header, or a notation that names no command; `line` is the line at fault "
                                   "(docs/records.md).", "a line is a move ('12. british end_turn'), a chance line "
                                   "('~ british draws: b-boston'), a comment (';') or blank", {"line": 14}),
    "record_incomplete": Code((422,), "A game record written for a reader who may not see everything (a seat's or a "
                                      "spectator's before the game was over): an outcome it hides ('?') at `line` "
                                      "leaves it impossible to replay.",
                              "this record was written for a reader who may not see this outcome ('?'): it cannot be "
                              "replayed", {"line": 9}),
    "record_illegal": Code((422,), "A game record the rules refuse: the move or chance outcome at `line`, and for an "
                                   "illegal command the `rule` it breaks. No game is created.",
                           "you have no normal action left this turn: take free actions or end_turn",
                           {"line": 12, "rule": "AC-TURN-3"}),
    "invalid_time_control": Code((400,), "A time control out of its ranges, or with fields of another kind.",
                                 "a fischer clock needs base_seconds"),
    "not_ratable": Code((400,), "A game that cannot be rated: a chosen seed, position, record or sandbox, an "
                                "anonymous seat, or one AI level twice.",
                        "a rated game has no anonymous seat: every seat is open, a player's or an AI's"),
    "malformed_command": Code((400,), "Not a well-formed command of this game (unknown type, missing or unknown "
                                      "field, unknown card or location): `details.field` names the field.",
                              "unknown card 'b-nothing'", {"details": {"field": "card"}}),
    "illegal_command": Code((422,), "A well-formed command the rules forbid now: `rule` names the rule.",
                            "settle: halifax is not next to a location you control",
                            {"rule": "AC-SETTLE-2", "details": {}}),
    "not_your_turn": Code((403,), "The seat may not act now (another seat is to act, or the game is over).",
                          "it is not british's turn", {"details": {}}),
    "version_conflict": Code((409,), "The game has moved on since `expected_version`: `current_version` is where "
                                     "it is; read the state again and decide anew.",
                             "the game has moved on: it is at version 13", {"current_version": 13}),
    "precondition_failed": Code((412,), "If-Match names another version than the game's (or no version at all).",
                                "If-Match names version 12, the game is at 13", {"current_version": 13}),
    "precondition_required": Code((428,), "Neither `expected_version` nor If-Match was sent.",
                                  "send expected_version in the body or an If-Match header"),
    "idempotency_key_reused": Code((422,), "The Idempotency-Key was used for another command or expected version "
                                           "of this seat, or (createGame) by you for another body.",
                                   "this Idempotency-Key was used for another request (another command or expected "
                                   "version)"),
    "game_not_started": Code((409,), "A command before every seat is taken (the game is open).",
                             "the game starts when every seat is taken (api: join)"),
    "version_not_found": Code((404,), "The game has no such version yet: `current_version` is its latest.",
                              "the game is at version 12, not 40", {"current_version": 12}),
    "game_not_over": Code((409,), "Only a finished game has a result, or a rematch.", "the game is not over yet"),
    # -- standing orders (api/http/orders.py) --------------------------------------------------------------------
    "invalid_order": Code((400,), "Not a standing order of this game: `details.field` names the field (with a "
                                  "list item's index, `prefer[1]`).",
                          "prefer[1] is no card of this game", {"details": {"field": "prefer[1]"}}),
    "no_standing_order": Code((404,), "The seat has no standing order.", "the british seat has no standing order"),
    "game_over": Code((409,), "The game is over: no decision is left for a standing order to answer.",
                      "the game is over: no decision is left to answer"),
    # -- players and the lobby (api/players.py, api/lobby.py, engine/lifecycle.py) ---------------------------------
    "invalid_name": Code((400,), "Not a player name: 2 to 30 letters, digits, '_' or '-', a letter first.",
                         "a name is 2 to 30 letters, digits, '_' or '-', a letter first, and not reserved"),
    "name_taken": Code((409,), "A player has this name already (names are unique whatever their case).",
                       "the name 'ada' is taken"),
    "player_not_found": Code((404,), "No player has this id or name.", "no player 'nobody'"),
    "game_not_open": Code((409,), "The game has started or is over: its seats cannot be taken or left.",
                          "the game has started or is over: its seats are taken"),
    "game_expired": Code((409,), "The game's open seats waited past its expiry.",
                         "the game's open seats have expired"),
    "already_joined": Code((409,), "The player has a seat in this game already.", "ada has a seat in this game already"),
    "game_full": Code((409,), "Every seat is taken or reserved for another player.",
                      "every seat is taken or reserved for another player"),
    "unknown_seat": Code((400,), "No seat of this game has this name.",
                         "'north' is no seat of this game (british, french)"),
    "seat_taken": Code((409,), "Another player took this seat.", "french is taken"),
    "seat_reserved": Code((409,), "This seat is reserved for another player.",
                          "french is reserved for another player"),
    "not_joined": Code((409,), "The player has no seat in this game.", "ada has no seat in this game"),
    "no_challenge": Code((409,), "No seat of this game waits for the player.", "no seat of this game waits for ada"),
}


def registered(code: str, status: int) -> bool:
    """Whether this server may send `code` with `status`."""
    found = CODES.get(code)
    return found is not None and (not found.statuses or status in found.statuses)


def example_status(code: str) -> int:
    statuses = CODES[code].statuses
    return statuses[0] if statuses else 416


def example(code: str) -> dict[str, Any]:
    """An answer with `code`, as api/problem.py writes it."""
    status = example_status(code)
    found = CODES[code]
    return {"type": f"https://tabula.dev/problems/{code.replace('_', '-')}", "title": TITLES.get(status, "Error"),
            "status": status, "detail": found.detail, "code": code, **found.extra}


def description() -> str:
    """`Problem.code`'s description: every code, its status and its meaning."""
    lines = [f"- `{code}` ({', '.join(map(str, c.statuses)) or 'its own status'}): {c.description}"
             for code, c in sorted(CODES.items())]
    return "Stable machine-readable error code: one of\n" + "\n".join(lines)


def responses(codes: tuple[str, ...] | list[str], schema: Any = "Problem") -> dict[str, Any]:
    """The problem responses of an operation that can answer `codes`: one per status, each naming its codes
    (with what each means) and an example of each (components/examples, named by the code)."""
    by_status: dict[int, list[str]] = {}
    for code in codes:
        assert code in CODES, f"unregistered problem code {code}"
        by_status.setdefault(example_status(code), []).append(code)
    return {str(status): problem_response(status, found, schema) for status, found in sorted(by_status.items())}


def problem_response(status: int, codes: list[str], schema: Any = "Problem") -> dict[str, Any]:
    words = "\n".join(f"- `{code}`: {CODES[code].description}" for code in codes)
    return {"description": f"{TITLES.get(status, 'Error')}, with one of these codes:\n{words}",
            "content": {PROBLEM: {"schema": schema, "examples": {code: code for code in codes}}}}


STREAM_ONLY = ("slow_consumer",)  # sent only in a stream's `error` item: its example is one of those items


def register_examples(spec: Any) -> None:
    """components/examples: one answer of each code, named by the code."""
    for code in sorted(set(CODES) - set(STREAM_ONLY)):
        summary = re.split(r"[:;(]|\. ", CODES[code].description)[0].strip().rstrip(".")
        spec.components.example(code, {"summary": summary, "value": example(code)})


# what every operation can meet before its handler (api/gate.py): the input limits of the request itself
GATE = ("body_too_large", "uri_too_long", "headers_too_large")
# what the default response of every operation shows: the errors no handler chooses
DEFAULT = ("internal_error", "not_found", "method_not_allowed", "http_error", "forbidden", "expectation_failed",
           "not_implemented")


class ProblemsPlugin(BasePlugin):
    """Documents the problems every operation can meet whatever its handler: the gate's input limits (413, 414,
    431: api/gate.py runs before any handler), and flask-smorest's own 400 of an operation's arguments, as
    malformed_request; and registers the examples of every code (components/examples)."""

    def init_spec(self, spec: Any) -> None:
        self.spec = spec
        register_examples(spec)

    def schema_helper(self, name: str, definition: Any, **kwargs: Any) -> dict[str, Any] | None:
        """A component schema's description: its marshmallow class's own docstring (apispec reads only
        `Meta.description`); and its `Meta.example`, if any."""
        schema = kwargs.get("schema")
        cls = schema if isinstance(schema, type) else type(schema) if schema is not None else None
        if cls is None:
            return None
        out: dict[str, Any] = {}
        doc = cls.__dict__.get("__doc__")
        if doc and not hasattr(getattr(cls, "Meta", None), "description"):
            out["description"] = " ".join(doc.split())
        example = getattr(getattr(cls, "Meta", None), "example", None)
        if example is not None:
            out["example"] = example
        return out

    def operation_helper(self, path: str | None = None, operations: dict[str, Any] | None = None,
                         **kwargs: Any) -> None:
        for operation in (operations or {}).values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            refusals = [k for k, v in responses.items() if v == "BAD_REQUEST"]  # flask-smorest's, of arguments
            for status in refusals:
                del responses[status]
            if refusals:
                responses.setdefault("400", problem_response(400, ["malformed_request"]))
            for code in GATE:
                responses.setdefault(str(example_status(code)), problem_response(example_status(code), [code]))
