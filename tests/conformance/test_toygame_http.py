"""A whole game of Goofspiel (tests/toygame) over HTTP, against the app as wiring.create_app builds it and the RQ
jobs of workers/ run by an in-process burst worker, with the test game registered the way any game is and no
change to api/ or workers/: the proof that a new game is a package plus one registry line.

Three seats: hearts, a human who posts its bids; spades, an AI seat (heuristic) whose turns are RQ jobs; clubs, a
human with a standing order ("always bid my lowest card") that the service answers for it. The test reads only
what an HTTP client reads: the game types, views, legal commands, the log, the events, the feed and the result.
"""
from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from api.config import Config
from api.store import connect
from engine.core import Engine
from wiring import create_app
from workers import queue as wq

CARDS = 5  # ranks, hence rounds


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


@dataclass
class Stack:
    client: FlaskClient
    config: Config
    conn: redis.Redis
    games: list[str]

    def work(self) -> None:
        """Run this test's queued jobs (AI turns, scoring) to the end, in this process."""
        queues = wq.queues(self.conn, self.config)
        for _ in range(50):
            SimpleWorker(queues, connection=wq.rq_connection(self.conn), serializer=JSONSerializer).work(burst=True)
            if not any(q.count for q in queues):
                return
        raise AssertionError("the queues never drained")


@pytest.fixture
def stack(with_toygame: Engine, monkeypatch: pytest.MonkeyPatch) -> Iterator[Stack]:
    url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/15"
    prefix = f"test-{uuid.uuid4().hex[:10]}"
    for name, value in (("REDIS_URL", url), ("TABULA_PREFIX", prefix), ("TABULA_SNAPSHOT_EVERY", "4")):
        monkeypatch.setenv(name, value)  # what the jobs read their settings from
    config = Config.from_env()
    conn = connect(url)
    try:
        conn.ping()
    except redis.RedisError:
        pytest.skip(f"no Redis at {url}")
    stack = Stack(create_app(config).test_client(), config, conn, [])
    yield stack
    rq = wq.rq_connection(conn)
    for q in wq.queues(conn, config):  # the queues are this test's own (named after its prefix)
        for registry in (q.finished_job_registry, q.failed_job_registry, q.scheduled_job_registry):
            rq.delete(registry.key)
        q.delete(delete_jobs=True)
    for game_id in stack.games:  # its jobs and their results are named after its games
        for key in list(rq.scan_iter(match=f"rq:*{game_id}*", count=1000)):
            rq.delete(key)
    keys = list(conn.scan_iter(match=f"{prefix}:*", count=1000))
    if keys:
        conn.delete(*keys)


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True))
    return response.get_json()


def test_a_whole_game_of_the_test_game_over_http(stack: Stack) -> None:
    client = stack.client
    (listed,) = [t for t in ok(client.get("/v1/games/types"))["types"] if t["type"] == "goofspiel"]
    assert listed["seats"] == [2, 3] and listed["seat_names"]["3"] == ["hearts", "spades", "clubs"]
    assert listed["commands"] == ["bid"] and listed["options"]["properties"]["cards"]["maximum"] == 13

    created = ok(client.post("/v1/games", json={
        "type": "goofspiel", "options": {"cards": CARDS}, "seed": "toy-http",
        "seats": [{"name": "Ann"}, {"kind": "ai", "level": "heuristic"}, {"name": "Cy"}]}), 201)
    stack.games.append(created["game_id"])
    game = f"/v1/games/{created['game_id']}"
    tokens = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}
    assert set(tokens) == {"hearts", "clubs"} and created["to_act"] == ["clubs", "hearts", "spades"]

    # clubs leaves its bids to a standing order, answered at once (its first decision is due)
    put = ok(client.put(f"{game}/orders", json={"bid": "lowest"}, headers=auth(tokens["clubs"])))
    assert put["order"] == {"bid": "lowest"} and put["version"] == 1
    bad = client.put(f"{game}/orders", json={"bid": "boldly"}, headers=auth(tokens["clubs"]))
    assert bad.status_code == 400 and bad.get_json()["details"]["field"] == "bid"

    rounds = 0
    while ok(client.get(game))["status"] != "over":
        stack.work()  # the AI seat's turn, if the game waits for it
        summary = ok(client.get(game))
        if summary["status"] == "over":
            break
        assert summary["to_act"] == ["hearts"], summary  # clubs by order and spades by job have bid
        view = ok(client.get(f"{game}/state", headers=auth(tokens["hearts"])))
        mine = view["state"]
        assert mine["bid"] is None and mine["players"]["spades"]["has_bid"] and mine["players"]["clubs"]["has_bid"]
        assert not {c for c in json.dumps(mine).split('"') if c.startswith(("spades-", "clubs-"))} - \
            {c for seat in ("spades", "clubs") for c in mine["players"][seat]["played"]}, "a bid shown too early"
        legal = ok(client.get(f"{game}/legal-commands", headers=auth(tokens["hearts"])))
        assert [c["card"] for c in legal["commands"]] == mine["hand"]
        wrong = client.post(f"{game}/commands", json={"command": {"type": "bid", "card": "spades-1"},
                                                      "expected_version": legal["version"]},
                            headers=auth(tokens["hearts"]))
        assert wrong.status_code == 422 and wrong.get_json()["rule"] == "GS-BID-1", wrong.get_json()
        bid = max(legal["commands"], key=lambda c: int(c["card"].split("-")[1]))
        posted = ok(client.post(f"{game}/commands", json={"command": bid, "expected_version": legal["version"]},
                                headers={**auth(tokens["hearts"]), "Idempotency-Key": f"round-{rounds}"}), 201)
        assert posted["events"][0] == {"type": "BidPlaced", "seat": "hearts", "card": bid["card"]}
        assert posted["events"][1]["type"] == "BidsRevealed"
        rounds += 1
    assert rounds == CARDS

    stack.work()  # the scoring job
    summary = ok(client.get(game))
    result = ok(client.get(f"{game}/result"))
    assert result["result"] == summary["result"] and set(result["result"]["scores"]) == {"hearts", "spades", "clubs"}
    assert result["version"] == summary["version"] == 3 * CARDS

    log = ok(client.get(f"{game}/log", headers=auth(tokens["hearts"])))
    assert log["complete"] and len(log["entries"]) == 3 * CARDS
    by_seat = {seat: [e for e in log["entries"] if e["seat"] == seat] for seat in ("hearts", "spades", "clubs")}
    assert all(len(entries) == CARDS for entries in by_seat.values())
    assert [e["command"]["card"] for e in by_seat["clubs"]] == [f"clubs-{r}" for r in range(1, CARDS + 1)]
    assert all(e.get("by") == "order" for e in by_seat["clubs"]) and not any("by" in e for e in by_seat["hearts"])

    events = ok(client.get(f"{game}/events?after=0", headers=auth(tokens["hearts"])))["entries"]
    others = [e for entry in events for e in entry["events"] if e["type"] == "BidPlaced" and e["seat"] != "hearts"]
    assert len(others) == 2 * CARDS and all("card" not in e for e in others)  # redacted, even after the end

    feed = client.get(f"{game}/feed?format=ndjson&after=0&timeout=0.5", headers=auth(tokens["hearts"]))
    items = [json.loads(line) for line in feed.get_data(as_text=True).splitlines() if line]
    assert [i["type"] for i in items] == ["view"] * (items[0]["type"] == "view") + ["entry"] * (3 * CARDS) + ["end"]
    assert items[-1]["result"] == summary["result"]
