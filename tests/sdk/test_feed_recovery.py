"""The Python SDK's `follow` recovers (issue 18): through a proxy that cuts its connections at random points
(mid-line mostly) and refuses some reconnects (a close, a reset, a 503 or 429 with Retry-After, an `error`
item), a follower of a whole game still yields every entry exactly once, in order, and the `end`; a 503 and
an `error` item are retried, a 404 and a 401 raised at once. The same for the TypeScript `feed()` is in
test_typescript_sdk.py; examples/bot.py through the proxy in test_example_bot.py.

The unit tests at the bottom drive `follow` with httpx's MockTransport (no server, no sleeping): the order and
recovery ones with `raw=True` (their items are skeletons), one the typed items (models, an unreadable item)."""
from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from tabula_client import AuthenticatedClient, Client
from tabula_client import feed as feed_module
from tabula_client import models as m
from tabula_client.feed import FeedError, RetryPolicy, follow

from .chaos_proxy import CALM, ChaosProxy
from .conftest import Live
from .live_game import FAST, IDLE, check_followed, create, play_randomly, tokens


def client_for(base_url: str, token: str | None) -> Client | AuthenticatedClient:
    if token is None:
        return Client(base_url=base_url)
    return AuthenticatedClient(base_url=base_url, token=token)


class Follower(threading.Thread):
    """`follow` in a thread of its own, keeping every item it yields (as JSON: `to_dict()` of the model it
    yields, which check_followed compares with the log) and every failure it retried."""

    def __init__(self, base_url: str, game_id: str, token: str | None, after: int | None):
        super().__init__(daemon=True)
        self.client = client_for(base_url, token)
        self.game_id, self.token, self.after = game_id, token, after
        self.items: list[dict[str, Any]] = []
        self.failures: list[BaseException] = []
        self.error: BaseException | None = None
        self.started_view = threading.Event()

    def run(self) -> None:
        policy = RetryPolicy(**FAST, on_retry=lambda error, wait: self.failures.append(error))
        try:
            for item in follow(self.client, self.game_id, after=self.after, timeout=IDLE, retry=policy):
                assert isinstance(item, (m.FeedView, m.FeedEntry, m.FeedYourTurn, m.FeedEnd)), item
                if isinstance(item, m.FeedView):
                    assert isinstance(item.state, m.AcresTableView) and item.state.game == "acres"
                    self.started_view.set()
                elif isinstance(item, m.FeedYourTurn):
                    assert self.token is not None and item.version >= 0 and item.legal_commands
                self.items.append(item.to_dict())
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc
        finally:
            self.started_view.set()
            self.client.get_httpx_client().close()


def test_python_follow_yields_every_entry_once_through_a_chaos_proxy(live: Live) -> None:
    game = create(live.base_url, "chaos-python")
    seats = tokens(game)
    with ChaosProxy(live.base_url, seed=18, weights={"forward": 0}) as proxy:
        followers = {"british": Follower(proxy.url, game["game_id"], seats["british"], None),  # fresh: view first
                     "spectator": Follower(proxy.url, game["game_id"], None, 0)}  # from the start, no view
        for follower in followers.values():
            follower.start()
        assert followers["british"].started_view.wait(20)  # its view at version 0, then every entry
        final = play_randomly(live.base_url, game, "chaos-python")
        for follower in followers.values():
            follower.join(60)
            assert not follower.is_alive(), "the follower did not reach the end"
            assert follower.error is None, repr(follower.error)
    seen = {name: check_followed(live.base_url, game, f.token, f.items, f.after) for name, f in followers.items()}
    assert seen["british"]["start"] == 0 and seen["british"]["entries"] == seen["spectator"]["entries"] == final
    # the proxy really broke connections, mid-line among others, and refused reconnects; follow retried them all
    counts = proxy.counts
    assert counts["cut_done"] >= 5 and counts["cut_mid_line"] >= 3, counts
    assert counts["close"] + counts["reset"] + counts["unavailable"] + counts["busy"] + counts["error_item"] >= 3
    failures = [e for f in followers.values() for e in f.failures]
    assert any(isinstance(e, httpx.TransportError) for e in failures)
    assert len(failures) >= counts["cut_done"] // 2


def test_python_follow_retries_a_503_and_an_error_item_and_raises_a_404(live: Live) -> None:
    game = create(live.base_url, "chaos-python-refusals")
    seats = tokens(game)
    script = ("unavailable", "error_item", "reset", "close", "busy", "forward")
    with ChaosProxy(live.base_url, seed=1, script=script, weights=CALM, retry_after=(1,)) as proxy:
        failures: list[tuple[BaseException, float]] = []
        policy = RetryPolicy(**FAST, on_retry=lambda error, wait: failures.append((error, wait)))
        began = time.monotonic()
        with client_for(proxy.url, seats["british"]) as seat:
            first = next(follow(seat, game["game_id"], after=0, timeout=1, retry=policy))  # british acts at 0
        took = time.monotonic() - began
        assert isinstance(first, m.FeedYourTurn) and first.version == 0 and first.legal_commands
        assert list(proxy.fates) == list(script)
        kinds = [(type(e).__name__, getattr(e, "status", None), getattr(e, "code", None)) for e, _ in failures]
        assert kinds[:2] == [("FeedError", 503, "store_unavailable"), ("FeedError", 503, "slow_consumer")]
        assert all(isinstance(e, httpx.TransportError) for e, _ in failures[2:4]), kinds
        assert kinds[4] == ("FeedError", 429, "rate_limited")
        assert failures[0][1] == 1.0 and failures[4][1] == 1.0 and took >= 2.0  # Retry-After: 1, honoured

        fresh = len(proxy.fates)
        with client_for(proxy.url, seats["british"]) as seat, pytest.raises(FeedError) as raised:
            next(follow(seat, "no-such-game", retry=policy))
        assert (raised.value.status, raised.value.code) == (404, "game_not_found")
        with client_for(proxy.url, "not-a-token") as stranger, pytest.raises(FeedError) as refused:
            next(follow(stranger, game["game_id"], retry=policy))
        assert refused.value.status == 401
        assert len(proxy.fates) == fresh + 2 and len(failures) == 5  # one connection each: never retried


def test_python_follow_waits_out_a_refused_connection(live: Live) -> None:
    """Nothing listens at the address for a while (connection refused), then the server is back."""
    game = create(live.base_url, "chaos-python-down")
    proxy = ChaosProxy(live.base_url, weights=CALM).start()
    url = proxy.url
    proxy.stop()  # the port is free now: connecting is refused
    failures: list[BaseException] = []
    policy = RetryPolicy(**FAST, on_retry=lambda error, wait: failures.append(error))
    restart = threading.Timer(1.0, proxy.start)
    restart.start()
    try:
        with client_for(url, tokens(game)["british"]) as seat:
            first = next(follow(seat, game["game_id"], timeout=1, retry=policy))
    finally:
        restart.join()
        proxy.stop()
    assert isinstance(first, m.FeedView) and first.version == 0 and isinstance(first.state, m.AcresTableView)
    assert failures and all(isinstance(e, httpx.ConnectError) for e in failures), failures


# -- unit tests: follow against a scripted transport ----------------------------------------------------------
Step = httpx.Response | Exception


def ndjson(*items: dict[str, Any], cut: bytes | None = None) -> httpx.Response:
    """A 200 NDJSON answer of these items; `cut`: then this partial line, and the connection drops."""
    def body() -> Iterator[bytes]:
        for item in items:
            yield json.dumps(item).encode() + b"\n"
        if cut is not None:
            yield cut
            raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")
    return httpx.Response(200, headers={"Content-Type": "application/x-ndjson"}, content=body())


def problem(status: int, code: str, retry_after: str | None = None) -> httpx.Response:
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    return httpx.Response(status, headers=headers, json={"type": "about:blank", "title": "x", "status": status,
                                                         "code": code, "detail": code})


def entry(v: int) -> dict[str, Any]:
    return {"type": "entry", "version": v, "seat": "british", "command": {"type": "pass"}, "events": [], "ts": 0}


def turn(v: int) -> dict[str, Any]:
    return {"type": "your_turn", "version": v, "seat": "british", "kind": "turn", "decision": None,
            "legal_commands": []}


def view(v: int) -> dict[str, Any]:
    return {"type": "view", "game_id": "g1", "version": v, "seat": "british", "state": {}, "fairness": {}}


def end(v: int) -> dict[str, Any]:
    return {"type": "end", "version": v, "result": {}, "fairness": {}}


ERROR_ITEM = {"type": "error", "status": 503, "code": "slow_consumer", "detail": "fell behind"}


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> Callable[[list[Step]], tuple[Client, list[httpx.Request]]]:
    """A client whose requests get the scripted answers in turn; `follow` waits on a fake clock (the waits go
    to `sleeps`), so these tests take no time."""
    clock = [1000.0]
    sleeps: list[float] = []

    def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        clock[0] += seconds

    monkeypatch.setattr(feed_module, "_sleep", sleep)
    monkeypatch.setattr(feed_module, "_clock", lambda: clock[0])

    def make(steps: list[Step]) -> tuple[Client, list[httpx.Request]]:
        seen: list[httpx.Request] = []

        def handler(request: httpx.Request) -> httpx.Response:
            seen.append(request)
            step = steps.pop(0)
            if isinstance(step, Exception):
                raise step
            return step

        client = Client(base_url="http://tabula.test")
        client.set_httpx_client(httpx.Client(base_url="http://tabula.test", transport=httpx.MockTransport(handler)))
        return client, seen

    make.sleeps = sleeps  # type: ignore[attr-defined]
    return make


def labels(items: list[dict[str, Any]]) -> list[str]:
    return [f"{i['type']}@{i['version']}" if "version" in i else i["type"] for i in items]


def test_follow_resumes_after_every_kind_of_failure_without_a_gap_or_a_repeat(scripted) -> None:
    client, seen = scripted([
        problem(503, "store_unavailable", "2"),
        ndjson(ERROR_ITEM),
        httpx.ConnectError("connection refused"),
        ndjson(view(0), turn(0), entry(1), entry(2), cut=b'{"type":"entry","vers'),
        problem(429, "rate_limited", "0"),
        ndjson(entry(2), entry(3), turn(3), {"type": "keep_alive"}, cut=b'{"type":"en'),
        ndjson(view(3), turn(3), entry(5)),  # a view not asked for is dropped; 5 after 3 is a gap
        ndjson(entry(4), entry(5), turn(5)),  # closed cleanly after delivering (the idle timeout): again at once
        ndjson(entry(5), end(5)),
    ])
    failures: list[BaseException] = []
    policy = RetryPolicy(base=0.5, cap=30, on_retry=lambda error, wait: failures.append(error))
    items = list(follow(client, "g1", retry=policy, raw=True))
    assert labels(items) == ["view@0", "your_turn@0", "entry@1", "entry@2", "entry@3", "your_turn@3", "entry@4",
                             "entry@5", "your_turn@5", "end@5"]
    asked = [dict(r.url.params) for r in seen]
    assert [(q.get("after"), q["view"]) for q in asked] == [(None, "1")] * 4 + [("2", "0"), ("2", "0"), ("3", "0"),
                                                                                ("3", "0"), ("5", "0")]
    assert all(q["format"] == "ndjson" and r.url.path == "/v1/games/g1/feed" for q, r in zip(asked, seen, strict=True))
    assert [type(e).__name__ for e in failures] == ["FeedError", "FeedError", "ConnectError", "RemoteProtocolError",
                                                    "FeedError", "RemoteProtocolError", "FeedError"]
    assert [getattr(e, "code", None) for e in failures][::2] == ["store_unavailable", None, "rate_limited",
                                                                 "feed_gap"]
    assert failures[1].item == ERROR_ITEM  # type: ignore[attr-defined]
    sleeps = scripted.sleeps  # type: ignore[attr-defined]
    assert sleeps[0] == 2.0 and sleeps[4] == 0.0  # Retry-After
    assert 0 <= sleeps[1] <= 1.0 and 0 <= sleeps[2] <= 2.0  # full jitter: the 2nd and 3rd failures in a row
    assert 0 <= sleeps[3] <= 0.5 and 0 <= sleeps[5] <= 0.5 and 0 <= sleeps[6] <= 0.5  # after progress: reset
    assert len(sleeps) == 7  # the clean close after items: no wait


def test_follow_with_after_yields_no_view_unless_asked_and_keeps_its_place(scripted) -> None:
    client, seen = scripted([ndjson(view(9), entry(8), entry(9), cut=b"{"), ndjson(entry(9), end(9))])
    assert labels(list(follow(client, "g1", after=7, view=True, raw=True))) == ["view@9", "entry@8", "entry@9", "end@9"]
    assert [(r.url.params["after"], r.url.params["view"]) for r in seen] == [("7", "1"), ("9", "0")]
    client, seen = scripted([httpx.Response(200, json={"version": 4}), ndjson(entry(5), end(5))])
    assert labels(list(follow(client, "g1", view=False, raw=True))) == ["entry@5", "end@5"]  # "from now": the game's version
    assert seen[0].url.path == "/v1/games/g1" and seen[1].url.params["after"] == "4"


@pytest.mark.parametrize("status", [400, 401, 403, 404, 410])
def test_follow_raises_a_4xx_at_once(scripted, status: int) -> None:
    client, seen = scripted([problem(status, "nope"), ndjson(end(0))])
    with pytest.raises(FeedError) as raised:
        list(follow(client, "g1"))
    assert raised.value.status == status and raised.value.code == "nope" and not raised.value.retryable
    assert len(seen) == 1


def test_follow_gives_up_as_its_policy_says(scripted) -> None:
    client, seen = scripted([httpx.ReadTimeout("silent"), problem(502, "bad_gateway"), problem(503, "x")])
    with pytest.raises(FeedError) as raised:
        list(follow(client, "g1", after=0, retry=RetryPolicy(max_attempts=2)))
    assert raised.value.status == 502 and len(seen) == 2
    client, seen = scripted([problem(503, "store_unavailable", "120")])
    with pytest.raises(FeedError):  # a Retry-After beyond the deadline is not waited for
        list(follow(client, "g1", after=0, retry=RetryPolicy(deadline=60)))
    scripted.sleeps.clear()  # type: ignore[attr-defined]
    client, seen = scripted([httpx.ConnectError("refused")] * 200 + [ndjson(end(0))])
    with pytest.raises(httpx.ConnectError):  # the default: 600 s of failures in a row, however many attempts
        list(follow(client, "g1", after=0))
    assert 10 < len(seen) < 200 and sum(scripted.sleeps) <= 600  # type: ignore[attr-defined]
    client, seen = scripted([httpx.ConnectError("refused")] * 200 + [ndjson(end(0))])
    assert labels(list(follow(client, "g1", after=0, retry=RetryPolicy(deadline=None), raw=True))) == ["end@0"]


def test_follow_yields_models_by_type_and_raises_an_unreadable_item_at_once(scripted) -> None:
    """By default each item is the model its `type` names (read after the ordering, so the same items come as
    with raw=True), `to_dict()` gives back the JSON sent; a type the SDK does not know is left out; an item its
    model cannot read (here a view whose state is no game's) raises FeedError "unreadable_item" at once, not
    retried, and the connection is closed."""
    kept = {"type": "entry", "version": 2, "seat": "british", "command": {"type": "pass"}, "ts": 5,
            "events": [{"type": "Resigned", "seat": "british"}]}
    client, seen = scripted([ndjson(entry(1), {"type": "chat", "version": 1}, kept, turn(2), view(2), end(2)),
                             ndjson(end(2))])
    items = follow(client, "g1", after=0)
    first, second, third = next(items), next(items), next(items)
    assert isinstance(first, m.FeedEntry) and first.to_dict() == entry(1) and first.events == []
    assert isinstance(second, m.FeedEntry) and second.to_dict() == kept
    assert isinstance(second.events[0], m.LifecycleResignedEvent) and second.events[0].seat == "british"
    assert isinstance(third, m.FeedYourTurn) and third.to_dict() == turn(2) and third.decision is None
    with pytest.raises(FeedError) as raised:
        next(items)  # the view (not asked for) is dropped: the end's result {} is no game's
    assert raised.value.code == "unreadable_item" and not raised.value.retryable
    assert raised.value.item == end(2) and "FeedEnd" in str(raised.value)
    assert len(seen) == 1  # not retried
