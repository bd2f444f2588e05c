"""Send a command for a seat, or create a game, retried safely (hand-written; copied into the package by
scripts/gen-clients).

    from tabula_client.submit import IllegalCommand, VersionConflict, submit

    accepted = submit(seat, game_id, item["legal_commands"][0], item["version"])  # a dict, as the server sent it
    accepted = submit(seat, game_id, AcresSettleCommand(location="halifax", transport=..., via=...), 7)  # a model
    accepted.version, accepted.to_act, accepted.events, accepted.replayed
    created = create_game(client, {"type": "acres", "seats": [{}, {"kind": "ai"}]})  # one game, however often sent

`submit` posts `{"command": ..., "expected_version": ...}` to POST /v1/games/{id}/commands with an
`Idempotency-Key`: a new random one for each call (one call is one decision), the same on every retry of it, so
the server applies the command at most once and answers a retry of a command it already took with its first
answer (`replayed=True`). It retries after a network failure (refused, reset, cut, timed out) and after an answer
5xx, 408 or 429 (e.g. `503 store_unavailable`, `429 rate_limited`), waiting the answer's Retry-After when it has
one, else capped exponential backoff with full jitter. The retries are bounded: by default at most 5 attempts
and no attempt started more than 60 s after the first failure (`retry=RetryPolicy(...)`, as `follow` takes;
`max_attempts` counts the attempts, `deadline` the seconds). When it gives up it raises the last failure: the
`TabulaProblem` or the httpx.TransportError.

`create_game` posts a game to POST /v1/games the same way: one random key per call, the same retries; a retry
of a game the server already made gets its first answer (the same game and tokens) and makes no second one.

Any other answer than 201 is raised at once, never retried:
- `VersionConflict` (409 `version_conflict`): the game is no longer at `expected_version`; `current_version`
  says where it is. Decide again on the new state (a feed's next items bring it).
- `IllegalCommand` (422): the rules forbid the command (`code` `illegal_command`, `rule` the rule id, e.g.
  "AC-RAID-3") or it is not a command of this game (another `code`, `errors` in `problem`).
- `TabulaProblem` (the base class of both) for the rest: 400 (a malformed command, or an Idempotency-Key reused
  for another command), 401 (bad token), 403 (`not_your_turn`, or a game that ended), 404 (no such game)...
"""
from __future__ import annotations

import time
import uuid
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import httpx

from .client import AuthenticatedClient, Client
from .feed import RetryPolicy, _retry_after
from .models.accepted import Accepted
from .models.created import Created
from .models.submit import Submit

_sleep = time.sleep  # module-level, so that tests can stand in for the clock
_clock = time.monotonic

SUBMIT_RETRY = RetryPolicy(base=0.5, cap=8.0, max_attempts=5, deadline=60.0)
"""The default retry policy of `submit`: up to 5 attempts, none started more than 60 s after the first failure."""


class TabulaProblem(RuntimeError):
    """The server's answer to a command other than 201: `status`, the problem's `code` and `detail`, `rule` (for
    an illegal command or record), `current_version` (for a version conflict), `line` (for a refused game record:
    the record's line at fault), `retry_after` (seconds, from the answer's Retry-After), and the whole
    problem+json body as a dict, `problem`."""

    def __init__(self, status: int, problem: dict[str, Any], retry_after: float | None = None) -> None:
        self.status, self.problem, self.retry_after = status, problem, retry_after
        self.code: str | None = problem.get("code")
        self.detail: str = problem.get("detail", "")
        self.rule: str | None = problem.get("rule")
        current = problem.get("current_version")
        self.current_version: int | None = current if isinstance(current, int) else None
        line = problem.get("line")
        self.line: int | None = line if isinstance(line, int) else None
        at = f" at line {self.line}" if self.line else ""
        super().__init__(f"{status} {self.code}" + (f" ({self.rule})" if self.rule else "") + f"{at}: {self.detail}")

    @property
    def retryable(self) -> bool:
        """Whether the same request (with the same Idempotency-Key) may go better later: a 5xx, 408 or 429."""
        return self.status >= 500 or self.status in (408, 429)


class VersionConflict(TabulaProblem):
    """409 version_conflict: the game moved on from `expected_version`; it is at `current_version`."""


class IllegalCommand(TabulaProblem):
    """422: the command is not allowed now (`code` "illegal_command", `rule` the rule id that forbids it), or not a
    command of this game (another `code`)."""


def submit(client: Client | AuthenticatedClient, game_id: str, command: Any, expected_version: int, *,
           idempotency_key: str | None = None, retry: RetryPolicy | None = None) -> Accepted:
    """Sends `command` for the seat of the client's token, decided on version `expected_version` of `game_id`, and
    returns the server's `Accepted` (the new `version`, `to_act`, `status`, the `events` as the seat may see them,
    and `replayed` when the server had already taken this command).

    `command`: a dict (e.g. one of a `your_turn` item's `legal_commands`) or a command model
    (`SparksHuntCommand(tools=[12])`, an item of `Legal.commands`). `idempotency_key`: the key of this decision
    (default: a new random one, reused on every retry of this call); pass your own to make a retry across
    restarts safe too. `retry`: when to retry and give up (default `SUBMIT_RETRY`; see the module's docstring).

    Raises `VersionConflict` (409, `current_version`), `IllegalCommand` (422, `rule`, `code`), `TabulaProblem`
    for any other refusal, and the last failure (TabulaProblem or httpx.TransportError) when retries run out."""
    body = {"command": _command_json(command), "expected_version": expected_version}
    url = f"/v1/games/{quote(str(game_id), safe='')}/commands"
    return Accepted.from_dict(_post_retried(client, url, body, idempotency_key, retry or SUBMIT_RETRY).json())


def create_game(client: Client | AuthenticatedClient, game: Any, *, idempotency_key: str | None = None,
                retry: RetryPolicy | None = None) -> Created:
    """Creates a game (POST /v1/games) and returns the server's `Created`: its `game_id`, the seats' tokens and the
    owner token, which are shown only in this answer. Sent with an `Idempotency-Key` (default: a new random one,
    reused on every retry of this call) and retried as `submit` is, so a lost answer costs no second game: the
    server answers a retry with the first answer, tokens included (for 24 hours). With a player token as the
    client's token the key is the player's; without one, the client address's.

    `game`: a dict or a `CreateGame` model. Raises `TabulaProblem` for a refusal (e.g. 400 `invalid_seats`), and
    the last failure when retries run out."""
    body = dict(game) if isinstance(game, Mapping) else game.to_dict()
    return Created.from_dict(_post_retried(client, "/v1/games", body, idempotency_key, retry or SUBMIT_RETRY,
                                           command=False).json())


def _post_retried(client: Client | AuthenticatedClient, url: str, body: dict[str, Any], key: str | None,
                  policy: RetryPolicy, command: bool = True) -> httpx.Response:
    """POST `body` with an Idempotency-Key (`key`, else a new random one) until a 2xx answer, retried as the
    module's docstring says (`command`: a refusal of a command is raised as VersionConflict, IllegalCommand)."""
    key = key or str(uuid.uuid4())
    http = client.get_httpx_client()
    failures, failing_since = 0, 0.0
    while True:
        failure: TabulaProblem | httpx.TransportError
        try:
            response = http.post(url, json=body, headers={"Idempotency-Key": key})
        except httpx.UnsupportedProtocol:  # a bad base_url: no retry helps
            raise
        except httpx.TransportError as error:  # refused, reset, cut, timed out: the request may or may not be in
            failure, wait = error, None
        else:
            if response.status_code in (200, 201):
                return response
            failure = _problem(response, command)
            if not failure.retryable:
                raise failure
            wait = failure.retry_after
        failures += 1
        now = _clock()
        if failures == 1:
            failing_since = now
        if wait is None:
            wait = policy.backoff(failures)
        if policy.max_attempts is not None and failures >= policy.max_attempts:
            raise failure
        if policy.deadline is not None and now + wait - failing_since > policy.deadline:
            raise failure
        if policy.on_retry is not None:
            policy.on_retry(failure, wait)
        _sleep(wait)


def _command_json(command: Any) -> dict[str, Any]:
    if isinstance(command, Submit):
        raise TypeError("submit() takes the command itself (Submit.command), and expected_version beside it")
    if isinstance(command, Mapping):
        return dict(command)
    to_dict = getattr(command, "to_dict", None)
    if callable(to_dict):
        body: dict[str, Any] = to_dict()
        return body
    raise TypeError(f"a command is a dict or a command model (e.g. AcresEndTurnCommand()), not {command!r:.100}")


def _problem(response: httpx.Response, command: bool = True) -> TabulaProblem:
    try:
        problem = response.json()
    except ValueError:
        problem = None
    if not isinstance(problem, dict):
        problem = {"code": "http_error", "detail": response.text[:500]}
    kinds = {409: VersionConflict, 422: IllegalCommand} if command else {}
    kind = kinds.get(response.status_code, TabulaProblem)
    return kind(response.status_code, problem, _retry_after(response.headers.get("Retry-After")))
