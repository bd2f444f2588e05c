"""Follow a game's live feed, through dropped connections (hand-written; copied into the generated package by
scripts/gen-clients).

    for item in follow(client, game_id):          # client: Client or AuthenticatedClient (a seat's token)
        if item["type"] == "your_turn": ...        # item["legal_commands"], ready to post at item["version"]

Items are the JSON objects of GET /v1/games/{id}/feed?format=ndjson: `view` (first, on a fresh start), `entry`,
`your_turn`, `end` (the last one: the iteration stops after it). `keep_alive` and `error` items are not yielded.

`follow` reconnects by itself, resuming with `?after=` the last entry version it yielded:
- at once when the server closes a stream that delivered something (its idle `timeout`);
- after a pause when a connection fails: refused, reset, cut mid-stream or mid-line (a partial line is
  dropped), silent for longer than a keep-alive allows (min(timeout, 15) + 30 s of read timeout), answered
  with a 5xx, 408 or 429 (the pause is the answer's Retry-After when it has one), or ended by an `error` item
  (e.g. `store_unavailable`, `slow_consumer`);
- the pause is capped exponential backoff with full jitter: uniform(0, min(cap, base * 2 ** (n - 1))) after
  the n-th failure in a row; n starts again from 0 after any connection that delivered an item.

It never skips or repeats an entry: an `entry` is yielded only if its version is exactly one more than the last
one (an older one is dropped as a duplicate; a newer one means a gap: the stream is dropped and reopened after
the last version). `your_turn` is yielded at most once per version, only once the entries up to its version
are yielded; the `view` only at the start (a resumed stream asks for none).

A 4xx answer other than 408 and 429 (400 bad parameter, 401 bad token, 404 no such game) is raised at once
as `FeedError`. The policy (`RetryPolicy`, default: no limit on the number of attempts, give up after 600 s of
failures in a row) raises the last failure when it gives up: a `FeedError`, or the httpx.TransportError.
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from .client import AuthenticatedClient, Client

Item = dict[str, Any]
_sleep = time.sleep  # module-level, so that tests can stand in for the clock
_clock = time.monotonic
_KEEP_ALIVE = 15.0  # the server's default keep-alive interval (seconds)


class FeedError(RuntimeError):
    """What the server said instead of a feed: an HTTP answer other than 200 (`status`, the problem's `code` and
    `detail`, `retry_after` seconds from Retry-After), an `error` item of the stream (`item`), or a stream
    that broke the order of versions (`code` "feed_gap") or sent a line that is not JSON ("malformed_item")."""

    def __init__(self, message: str, *, status: int | None = None, code: str | None = None, detail: str = "",
                 retry_after: float | None = None, problem: Any = None, item: Item | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.detail = status, code, detail
        self.retry_after, self.problem, self.item = retry_after, problem, item

    @property
    def retryable(self) -> bool:
        """Whether another try may go better: not after a 4xx answer other than 408 and 429 (nor a 3xx)."""
        return self.item is not None or self.status is None or self.status >= 500 or self.status in (408, 429)


@dataclass(frozen=True)
class RetryPolicy:
    """When `follow` tries again after a failed connection, and when it gives up (raising the last failure).

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


def follow(client: Client | AuthenticatedClient, game_id: str, after: int | None = None, timeout: float = 300,
           *, view: bool | None = None, retry: RetryPolicy | None = None) -> Iterator[Item]:
    """The feed of `game_id` as the client's token sees it. `after`: start after this version (default: now,
    with the view first). `view`: yield the view first (default: only when `after` is not given). `timeout`:
    idle seconds after which the server closes a stream (and `follow` opens the next). `retry`: see `RetryPolicy`."""
    policy = retry or RetryPolicy()
    http = client.get_httpx_client()
    last = after  # the version of the last entry yielded (None: not known before the view comes)
    want_view = after is None if view is None else view
    turn = -1  # the version of the last your_turn yielded
    failures, failing_since = 0, 0.0
    read_timeout = min(timeout, _KEEP_ALIVE) + 30
    while True:
        delivered = False
        try:
            if last is None and not want_view:  # "from now" without a view: now is the game's version
                last = _version(http, game_id)
            params: dict[str, Any] = {"format": "ndjson", "timeout": timeout, "view": "1" if want_view else "0"}
            if last is not None:
                params["after"] = last
            with http.stream("GET", f"/v1/games/{game_id}/feed", params=params,
                             timeout=httpx.Timeout(10.0, read=read_timeout)) as response:
                if response.status_code != 200:
                    response.read()
                    raise _refusal(response)
                for item in _items(response):
                    kind = item.get("type")
                    if kind == "error":
                        raise FeedError(f"the feed failed: {item.get('code')}: {item.get('detail')}",
                                        status=item.get("status"), code=item.get("code"),
                                        detail=item.get("detail", ""), item=item)
                    delivered = True
                    if kind == "keep_alive":
                        continue
                    version = item.get("version")
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
                        return
                    yield item
        except (httpx.TransportError, FeedError) as error:
            if isinstance(error, FeedError) and not error.retryable:
                raise
            if delivered:
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
        if delivered:
            failures = 0
        else:
            _sleep(random.uniform(0, policy.base))


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
