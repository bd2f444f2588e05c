"""Follow a game's live feed, or a registered player's stream of all its games, through dropped connections
(hand-written; copied into the generated package by scripts/gen-clients).

    for item in follow(client, game_id):          # client: Client or AuthenticatedClient (a seat's token)
        if isinstance(item, FeedYourTurn): ...     # item.legal_commands (models), ready to post at item.version

    for item in follow_player(player, after="0-0"):  # player: AuthenticatedClient with a player token (tbp_...)
        if isinstance(item, PlayerChallenge): ...      # join it; PlayerYourTurn items carry their game_id

`follow` yields the items of GET /v1/games/{id}/feed?format=ndjson as the generated models their `type` names
(`FollowItem`): `FeedView` (first, on a fresh start; its `state` an `AcresTableView`, `SparksView`...),
`FeedEntry` (its `events` typed per game), `FeedYourTurn` (`legal_commands` command models, `decision` a
decision model or None), `FeedEnd` (the last one: the iteration stops after it; `result` typed).
`follow_player` yields those of GET /v1/players/me/stream?format=ndjson (`PlayerItem`): the inbox items
`PlayerChallenge`, `PlayerGameStarted`, `PlayerGameOver` (each with its inbox `id`) and `PlayerYourTurn` (with
its `game_id`); it never stops by itself. Neither yields `keep_alive` or `error` items, nor an item of a type
this SDK does not know (from a newer server). `item.to_dict()` gives the JSON back; `raw=True` yields the
JSON objects themselves (dicts, every type but those two), e.g. for a server newer than the SDK. An item the
models cannot read (a field or event type of a newer server) raises `FeedError` (`code` "unreadable_item",
not retried; the JSON in `item`).

Both reconnect by themselves, resuming after what they yielded (`follow`: `?after=` the last entry version;
`follow_player`: `?after=` the last inbox id):
- at once when the server closes a stream that delivered something (its idle `timeout`);
- after a pause when a connection fails: refused, reset, cut mid-stream or mid-line (a partial line is
  dropped), silent for longer than a keep-alive allows (min(timeout, 15) + 30 s of read timeout), answered
  with a 5xx, 408 or 429 (the pause is the answer's Retry-After when it has one), or ended by an `error` item
  (e.g. `store_unavailable`, `slow_consumer`);
- the pause is capped exponential backoff with full jitter: uniform(0, min(cap, base * 2 ** (n - 1))) after
  the n-th failure in a row; n starts again from 0 after any connection that delivered an item.

Items are read as JSON first and converted to models only as they are yielded, so everything below works on
the JSON and is the same with or without `raw`.

`follow` never skips or repeats an entry: an `entry` is yielded only if its version is exactly one more than
the last one (an older one is dropped as a duplicate; a newer one means a gap: the stream is dropped and
reopened after the last version). `your_turn` is yielded at most once per version, only once the entries up to
its version are yielded; the `view` only at the start (a resumed stream asks for none).

`follow_player` never repeats an inbox item: one whose id is not after the last one yielded is dropped. Its
`your_turn` items are yielded as they come: every connection sends the turns due at that moment again, so the
same (game_id, version) can come twice around a reconnection. Keep the last (game_id, version) you played and
post with an Idempotency-Key.

The generated functions of these stream operations (`stream_feed`, `stream_events`, `stream_player`) raise
`StreamOperationError` pointing here.

A 4xx answer other than 408 and 429 (400 bad parameter, 401 bad token, 404 no such game) is raised at once
as `FeedError`. The policy (`RetryPolicy`, default: no limit on the number of attempts, give up after 600 s of
failures in a row) raises the last failure when it gives up: a `FeedError`, or the httpx.TransportError.
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any, Literal, overload

import httpx

from .client import AuthenticatedClient, Client
from .models.feed_end import FeedEnd
from .models.feed_entry import FeedEntry
from .models.feed_view import FeedView
from .models.feed_your_turn import FeedYourTurn
from .models.player_challenge import PlayerChallenge
from .models.player_game_over import PlayerGameOver
from .models.player_game_started import PlayerGameStarted
from .models.player_your_turn import PlayerYourTurn

Item = dict[str, Any]
"""An item as JSON (what `raw=True` yields, and what the helpers read internally)."""
FollowItem = FeedView | FeedEntry | FeedYourTurn | FeedEnd
"""What `follow` yields: narrow with isinstance (or on `type_`)."""
PlayerItem = PlayerChallenge | PlayerGameStarted | PlayerGameOver | PlayerYourTurn
"""What `follow_player` yields: narrow with isinstance (or on `type_`)."""
_FOLLOW_MODELS: dict[str, type[FollowItem]] = {"view": FeedView, "entry": FeedEntry, "your_turn": FeedYourTurn,
                                               "end": FeedEnd}
_PLAYER_MODELS: dict[str, type[PlayerItem]] = {"challenge": PlayerChallenge, "game_started": PlayerGameStarted,
                                               "game_over": PlayerGameOver, "your_turn": PlayerYourTurn}
_sleep = time.sleep  # module-level, so that tests can stand in for the clock
_clock = time.monotonic
_KEEP_ALIVE = 15.0  # the server's default keep-alive interval (seconds)


class FeedError(RuntimeError):
    """What the server said instead of a feed: an HTTP answer other than 200 (`status`, the problem's `code` and
    `detail`, `retry_after` seconds from Retry-After), an `error` item of the stream (`item`), or a stream
    that broke the order of versions (`code` "feed_gap") or sent a line that is not JSON, or an item without
    its version or with a malformed inbox id ("malformed_item"), or an item the SDK's models cannot read
    ("unreadable_item", `item` its JSON: not retryable; `raw=True` yields the JSON instead)."""

    def __init__(self, message: str, *, status: int | None = None, code: str | None = None, detail: str = "",
                 retry_after: float | None = None, problem: Any = None, item: Item | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.detail = status, code, detail
        self.retry_after, self.problem, self.item = retry_after, problem, item

    @property
    def retryable(self) -> bool:
        """Whether another try may go better: not after a 4xx answer other than 408 and 429 (nor a 3xx), nor after
        an item the models cannot read."""
        if self.code == "unreadable_item":
            return False
        return self.item is not None or self.status is None or self.status >= 500 or self.status in (408, 429)


class StreamOperationError(TypeError):
    """Raised by the generated functions of a stream operation (`tabula_client.api.games.stream_feed`,
    `stream_events`, `tabula_client.api.players.stream_player`): scripts/gen-clients replaces them, since they
    would block until the stream closes and return it as one string. The message names what to use instead:
    `follow` or `follow_player`."""

    def __init__(self, operation: str, instead: str) -> None:
        super().__init__(f"{operation} is a live stream, not a call: it would block until the stream closes. Use "
                         f"{instead}, which yields each item as it comes and reconnects by itself.")
        self.operation, self.instead = operation, instead


@dataclass(frozen=True)
class RetryPolicy:
    """When `follow` and `follow_player` try again after a failed connection (and `tabula_client.submit.submit`
    after a failed post), and when they give up (raising the last failure).

    `base`, `cap`: the backoff in seconds, full jitter: uniform(0, min(cap, base * 2 ** (n - 1))) after the n-th
    failure in a row (a Retry-After answer waits what it says instead). `max_attempts`: connections in a row
    that may fail (None: no limit). `deadline`: seconds from the first failure of a run of failures after
    which no new attempt is started (None: none, retry for ever). `on_retry(error, delay)`: told of each
    failure that will be retried, e.g. to log it. A connection that delivers an item ends the run."""

    base: float = 0.5
    cap: float = 30.0
    max_attempts: int | None = None
    deadline: float | None = 600.0
    on_retry: Callable[[BaseException, float], None] | None = None

    def backoff(self, failures: int) -> float:
        return random.uniform(0, min(self.cap, self.base * 2 ** min(max(failures - 1, 0), 60)))


@overload
def follow(client: Client | AuthenticatedClient, game_id: str, after: int | None = None, timeout: float = 300,
           *, view: bool | None = None, retry: RetryPolicy | None = None,
           raw: Literal[False] = False) -> Iterator[FollowItem]: ...
@overload
def follow(client: Client | AuthenticatedClient, game_id: str, after: int | None = None, timeout: float = 300,
           *, view: bool | None = None, retry: RetryPolicy | None = None, raw: Literal[True]) -> Iterator[Item]: ...
def follow(client: Client | AuthenticatedClient, game_id: str, after: int | None = None, timeout: float = 300,
           *, view: bool | None = None, retry: RetryPolicy | None = None,
           raw: bool = False) -> Iterator[FollowItem] | Iterator[Item]:
    """The feed of `game_id` as the client's token sees it: `FeedView`, `FeedEntry`, `FeedYourTurn` and
    `FeedEnd` models (`FollowItem`). `after`: start after this version (default: now, with the view first).
    `view`: yield the view first (default: only when `after` is not given). `timeout`: idle seconds after which
    the server closes a stream (and `follow` opens the next). `retry`: see `RetryPolicy`. `raw`: yield the
    items' JSON (dicts) instead of models."""
    http = client.get_httpx_client()
    last = after  # the version of the last entry yielded (None: not known before the view comes)
    want_view = after is None if view is None else view
    turn = -1  # the version of the last your_turn yielded

    def connect(connection: _Connection) -> Generator[Item, None, bool]:
        nonlocal last, want_view, turn
        if last is None and not want_view:  # "from now" without a view: now is the game's version
            last = _version(http, game_id)
        params: dict[str, Any] = {"format": "ndjson", "timeout": timeout, "view": "1" if want_view else "0"}
        if last is not None:
            params["after"] = last
        for item in _stream(http, f"/v1/games/{game_id}/feed", params, timeout, connection):
            kind = item.get("type")
            version: Any = item.get("version")  # an int, checked below for the kinds that have one
            if kind in ("view", "entry", "your_turn", "end") and not isinstance(version, int):
                raise FeedError(f"a {kind} item without a version: {item!r:.200}", code="malformed_item")
            if kind == "view":
                if not want_view:
                    continue  # not asked for: a resumed stream
                want_view = False
                if last is None:
                    last = version
            elif kind == "entry":
                if last is not None and version <= last:
                    continue  # already yielded
                if last is not None and version != last + 1:
                    raise _gap(last, item)
                last = version
            elif kind == "your_turn":
                if last is not None and version > last:
                    raise _gap(last, item)
                if version <= turn or (last is not None and version < last):
                    continue  # said already, or stale
                turn = version
            elif kind == "end":
                if last is not None and version > last:
                    raise _gap(last, item)
                yield item
                return True
            yield item
        return False

    items = _reconnecting(connect, retry or RetryPolicy())
    return items if raw else _typed(items, _FOLLOW_MODELS)


@overload
def follow_player(client: AuthenticatedClient, after: str | None = None, timeout: float = 300,
                  *, retry: RetryPolicy | None = None, raw: Literal[False] = False) -> Iterator[PlayerItem]: ...
@overload
def follow_player(client: AuthenticatedClient, after: str | None = None, timeout: float = 300,
                  *, retry: RetryPolicy | None = None, raw: Literal[True]) -> Iterator[Item]: ...
def follow_player(client: AuthenticatedClient, after: str | None = None, timeout: float = 300,
                  *, retry: RetryPolicy | None = None, raw: bool = False) -> Iterator[PlayerItem] | Iterator[Item]:
    """The stream of all the games of the player whose token (`tbp_...`) the client holds: the inbox items
    `PlayerChallenge`, `PlayerGameStarted` and `PlayerGameOver`, each with its inbox `id`, once each, in the
    inbox's order; and a `PlayerYourTurn` (with its `game_id`) whenever the player is to act in one of its games, as the server sends
    them, so possibly twice around a reconnection: dedupe by (game_id, version). It never ends by itself.

    `after`: start after this inbox id (the `id` of the last inbox item you handled: keep it across restarts;
    "0-0": everything the inbox keeps, about its last 1,000 items, which is all of a new player's). Default:
    from now: the first stream's `ready` item says where that is, and a reconnection resumes after it, so no
    inbox item is missed (nor a turn: each connection sends those due). `ready` items are not yielded.
    `timeout`: idle seconds after which the server closes a stream (and `follow_player` opens the next).
    `retry`: see `RetryPolicy`. `raw`: yield the items' JSON (dicts) instead of models. A bad or revoked token
    (401) is raised at once as `FeedError`."""
    http = client.get_httpx_client()
    last = after  # the id of the last inbox item yielded (None: from now, nothing yet)

    def connect(connection: _Connection) -> Generator[Item, None, bool]:
        nonlocal last
        params: dict[str, Any] = {"format": "ndjson", "timeout": timeout}
        if last is not None:
            params["after"] = last
        for item in _stream(http, "/v1/players/me/stream", params, timeout, connection):
            inbox_id = item.get("id")
            if inbox_id is not None:  # an inbox item (a your_turn has no id)
                if last is not None and _inbox_order(inbox_id) <= _inbox_order(last):
                    continue  # yielded already
                last = inbox_id
            if item.get("type") == "ready":  # where the stream starts: resume points only
                continue
            yield item
        return False

    items = _reconnecting(connect, retry or RetryPolicy())
    return items if raw else _typed(items, _PLAYER_MODELS)


def _typed(items: Generator[Item, None, None], models: dict[str, type[Any]]) -> Generator[Any, None, None]:
    """Each item as the model its `type` names (an unknown type is left out), read only once the helper has
    done with its JSON (ordering, resuming); one the model cannot read raises FeedError "unreadable_item"."""
    try:
        for item in items:
            model = models.get(str(item.get("type")))
            if model is None:
                continue  # a type of item this SDK does not know (a newer server): raw=True yields it
            try:
                typed = model.from_dict(item)
            except (TypeError, ValueError, KeyError, AttributeError) as exc:
                raise FeedError(f"the SDK's {model.__name__} cannot read this item ({exc!r:.100}): update the SDK, "
                                f"or follow with raw=True: {item!r:.200}", code="unreadable_item", item=item) from exc
            yield typed
    finally:
        items.close()  # the connection too, at once, when the caller stops early or an item is unreadable


class _Connection:
    """What one connection did: `delivered` any item (a keep-alive counts, an `error` item does not)."""

    delivered = False


def _reconnecting(connect: Callable[[_Connection], Generator[Item, None, bool]],
                  policy: RetryPolicy) -> Generator[Item, None, None]:
    """Yields what `connect` yields, one connection after another, until it returns True (the feed is over):
    again at once after a stream the server closed having delivered something, after a short pause after an
    empty one, and after the policy's wait (or the answer's Retry-After) after a failure. A failure that is not
    retryable is raised at once, and the last failure when the policy gives up."""
    failures, failing_since = 0, 0.0
    while True:
        connection = _Connection()
        try:
            if (yield from connect(connection)):
                return
        except (httpx.TransportError, FeedError) as error:
            if isinstance(error, FeedError) and not error.retryable:
                raise
            if connection.delivered:
                failures = 0
            failures += 1
            now = _clock()
            if failures == 1:
                failing_since = now
            wait = error.retry_after if isinstance(error, FeedError) and error.retry_after is not None \
                else policy.backoff(failures)
            if policy.max_attempts is not None and failures >= policy.max_attempts:
                raise
            if policy.deadline is not None and now + wait - failing_since > policy.deadline:
                raise
            if policy.on_retry is not None:
                policy.on_retry(error, wait)
            _sleep(wait)
            continue
        # the server closed the stream (its idle timeout): again at once, or after a short pause if it was empty
        if connection.delivered:
            failures = 0
        else:
            _sleep(random.uniform(0, policy.base))


def _stream(http: httpx.Client, path: str, params: dict[str, Any], timeout: float,
            connection: _Connection) -> Iterator[Item]:
    """The items of one connection to an NDJSON stream, keep-alives left out; an answer other than 200 and an
    `error` item are raised as FeedError."""
    with http.stream("GET", path, params=params,
                     timeout=httpx.Timeout(10.0, read=min(timeout, _KEEP_ALIVE) + 30)) as response:
        if response.status_code != 200:
            response.read()
            raise _refusal(response)
        for item in _items(response):
            if item.get("type") == "error":
                raise FeedError(f"the feed failed: {item.get('code')}: {item.get('detail')}",
                                status=item.get("status"), code=item.get("code"), detail=item.get("detail", ""),
                                item=item)
            connection.delivered = True
            if item.get("type") != "keep_alive":
                yield item


def _items(response: httpx.Response) -> Iterator[Item]:
    """The JSON objects of the NDJSON body, one per complete line: a line cut off by a dropped connection is
    never parsed (the transport error comes instead)."""
    pending = b""
    for chunk in response.iter_bytes():
        pending += chunk
        *lines, pending = pending.split(b"\n")
        for line in lines:
            if line.strip():
                try:
                    item = json.loads(line)
                except ValueError as exc:
                    raise FeedError(f"a feed line is not JSON: {line[:200]!r}", code="malformed_item") from exc
                if not isinstance(item, dict):
                    raise FeedError(f"a feed line is not an object: {line[:200]!r}", code="malformed_item")
                yield item


def _gap(last: int, item: Item) -> FeedError:
    return FeedError(f"the feed went from version {last} to a {item['type']} at {item['version']}: reconnecting",
                     code="feed_gap")


def _inbox_order(inbox_id: Any) -> tuple[int, int]:
    """An inbox id, `<ms>-<seq>`, as a pair of numbers that sort as the ids do."""
    ms, _, seq = str(inbox_id).partition("-")
    if not (isinstance(inbox_id, str) and ms.isdigit() and seq.isdigit()):
        raise FeedError(f"an inbox item's id is not <ms>-<seq>: {inbox_id!r:.50}", code="malformed_item")
    return int(ms), int(seq)


def _version(http: httpx.Client, game_id: str) -> int:
    response = http.get(f"/v1/games/{game_id}")
    if response.status_code != 200:
        raise _refusal(response)
    try:
        return int(response.json()["version"])
    except (ValueError, KeyError, TypeError) as exc:
        raise FeedError(f"the game's summary has no version: {response.text[:200]}", code="malformed_item") from exc


def _refusal(response: httpx.Response) -> FeedError:
    try:
        problem = response.json()
    except ValueError:
        problem = None
    if not isinstance(problem, dict):
        problem = {"code": "http_error", "detail": response.text[:500]}
    code, detail = problem.get("code"), problem.get("detail", "")
    return FeedError(f"feed refused: {response.status_code} {code}: {detail}", status=response.status_code,
                     code=code, detail=detail, retry_after=_retry_after(response.headers.get("Retry-After")),
                     problem=problem)


def _retry_after(value: str | None) -> float | None:
    """Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110); None when absent or unreadable."""
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
