"""What the API sends of a game's typed state (docs/state-schemas.md) against the OpenAPI document it serves,
validated with jsonschema_rs: the answers test_schemathesis.py reaches rarely or never (a finished game's result,
a pending decision) and the live feed's items, which it does not check (the stream bodies are text). A game of
The First Sparks played to its end by a policy that reads the view, and one of A Few Acres of Snow played at
random until seats face decisions, then resigned: every seat's and a spectator's view, the full position, each
POST's answer, the events, the log, the summary, and every feed item (view, entry, your_turn, end). And the
entries every other command makes (the lobby's join, leave, decline and expire; abort, claim_timeout and the
server's timeout), the clocks of games with a time control, and a problem's typed members."""
from __future__ import annotations

import json
import random
import uuid
from typing import Any

import jsonschema_rs
import pytest

import api.lobby
from api import ratings
from workers.sweep import Sweeper

from .test_clocks import FakeTime
from .test_players import bearer, register
from .test_sparks_http import policy as sparks_policy

SPARKS_SEED, SPARKS_CHOOSER = "sparks-http-3", 3  # ends in about 60 commands (tests/sdk/test_python_sdk.py)
ACRES_STEPS = 120


def as_json_schema(node: Any) -> Any:
    """An OpenAPI 3.0.3 schema as JSON Schema: `nullable` becomes a null type (the rest is the same)."""
    if isinstance(node, list):
        return [as_json_schema(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {k: as_json_schema(v) for k, v in node.items() if k != "nullable"}
    if node.get("nullable") and "type" in node:
        out["type"] = [node["type"], "null"]
    return out


class Document:
    """Validators of the components of the app's own OpenAPI document."""

    def __init__(self, client: Any):
        spec = client.get("/openapi.json").get_json()
        self.components = as_json_schema(spec["components"])
        self.cache: dict[str, Any] = {}

    def check(self, component: str, value: Any) -> None:
        if component not in self.cache:
            self.cache[component] = jsonschema_rs.validator_for(
                {"$ref": f"#/components/schemas/{component}", "components": self.components})
        errors = list(self.cache[component].iter_errors(value))
        assert not errors, f"{component}: " + "; ".join(
            f"at /{'/'.join(map(str, e.instance_path))}: {e.message[:300]}" for e in errors[:3])


@pytest.fixture
def doc(client: Any) -> Document:
    return Document(client)


class Table:
    def __init__(self, client: Any, doc: Document, kind: str, seats: int, seed: str):
        self.client, self.doc = client, doc
        r = client.post("/v1/games", json={"type": kind, "seats": [{}] * seats, "seed": seed, "sandbox": True})
        assert r.status_code == 201, r.get_json()
        created = r.get_json()
        self.id, self.owner = created["game_id"], created["owner_token"]
        self.tokens = {s["seat"]: s["token"] for s in created["seats"]}
        self.decisions: list[str] = []

    def get(self, path: str, token: str | None = None) -> Any:
        r = self.client.get(f"/v1/games/{self.id}{path}", headers={"Authorization": f"Bearer {token}"} if token else {})
        assert r.status_code == 200, r.get_json()
        return r.get_json()

    def feed(self, token: str | None, after: int = 0) -> list[dict[str, Any]]:
        r = self.client.get(f"/v1/games/{self.id}/feed?format=ndjson&timeout=0.2&view=1&after={after}",
                            headers={"Authorization": f"Bearer {token}"} if token else {})
        assert r.status_code == 200
        items = [json.loads(line) for line in r.get_data(as_text=True).splitlines() if line.strip()]
        for item in items:
            self.doc.check("FeedItem", item)
            self.doc.check({"view": "FeedView", "entry": "FeedEntry", "your_turn": "FeedYourTurn",
                            "end": "FeedEnd", "keep_alive": "FeedKeepAlive", "error": "FeedError"}[item["type"]],
                           item)
            if item["type"] == "your_turn" and item["decision"] is not None:
                self.decisions.append(item["decision"]["kind"])
        return items

    def look(self) -> dict[str, Any]:
        """Every view and the full position, checked; the summary."""
        summary = self.get("")
        self.doc.check("Summary", summary)
        for seat, token in [*self.tokens.items(), (None, None)]:
            self.doc.check("View", self.get("/state", token))
        self.doc.check("View", self.get("/state?full=1", self.owner))
        return summary

    def play(self, seat: str, command: dict[str, Any], version: int) -> dict[str, Any]:
        r = self.client.post(f"/v1/games/{self.id}/commands", json={"command": command, "expected_version": version},
                             headers={"Authorization": f"Bearer {self.tokens[seat]}",
                                      "Idempotency-Key": uuid.uuid4().hex})
        assert r.status_code == 201, r.get_json()
        self.doc.check("Accepted", r.get_json())
        return r.get_json()

    def check_log(self) -> None:
        for token in [*self.tokens.values(), None]:
            self.doc.check("Log", self.get("/log?words=true", token))
            self.doc.check("Events", self.get("/events?after=0", token))
            self.feed(token)


def pending_seat(view: dict[str, Any]) -> str | None:
    pending = view.get("pending") or []
    offer = view.get("offer") or {}
    return pending[0]["seat"] if pending else (offer.get("asked") or [None])[0]


def test_a_game_of_the_first_sparks_to_its_end_fits_the_document(client: Any, doc: Document) -> None:
    table = Table(client, doc, "sparks", 3, SPARKS_SEED)
    choose = sparks_policy(random.Random(SPARKS_CHOOSER))
    for step in range(400):
        summary = table.look() if step % 4 == 0 else table.get("")
        if summary["status"] == "over":
            break
        seat = summary["to_act"][0]
        view = table.get("/state", table.tokens[seat])["state"]
        if pending_seat(view) == seat:
            table.feed(table.tokens[seat], after=summary["version"])  # its your_turn carries the decision
        legal = table.get("/legal-commands", table.tokens[seat])
        table.play(seat, choose(view, seat, legal["commands"]), legal["version"])
    else:
        raise AssertionError("the game did not end")
    summary = table.look()
    assert summary["status"] == "over" and summary["result"]["reason"] in ("clan_size", "no_members", "repetition")
    assert table.decisions, "no your_turn item carried a decision"
    table.check_log()
    end = table.feed(None)[-1]
    assert end["type"] == "end" and end["result"] == summary["result"]
    # the rating changes a rated game's result gets (api/rated.py), as GET /result would give them
    before, after = ratings.DEFAULT, ratings.update([["a"], ["b"]], {})["a"]
    change = {"player": "ada", **ratings.change(before, after), "rating_before": ratings.display(before),
              "rating_after": ratings.display(after)}
    doc.check("GameResult", {**summary["result"], "ratings": {"red": change}})


def test_a_game_of_a_few_acres_of_snow_with_decisions_and_a_resignation_fits_the_document(
        client: Any, doc: Document) -> None:
    table = Table(client, doc, "acres", 2, "typed-http-1")
    rng = random.Random(1)
    for step in range(ACRES_STEPS):
        summary = table.look() if step % 6 == 0 else table.get("")
        seat = summary["to_act"][0]
        view = table.get("/state", table.tokens[seat])["state"]
        if pending_seat(view) == seat:
            table.feed(table.tokens[seat], after=summary["version"])
        legal = table.get("/legal-commands", table.tokens[seat])
        commands = [c for c in legal["commands"] if c["type"] != "governor"] or legal["commands"]
        table.play(seat, rng.choice(commands), legal["version"])
    assert table.decisions, "no your_turn item carried a decision"
    table.check_log()
    summary = table.get("")
    answer = table.play("french", {"type": "resign"}, summary["version"])
    assert answer["events"] == [{"type": "Resigned", "seat": "french"}] and answer["status"] == "over"
    summary = table.look()
    assert summary["result"]["reason"] == "resignation" and summary["result"]["winner"] == "british"
    table.check_log()


def check_game(client: Any, doc: Document, game_id: str, tokens: list[str]) -> list[dict[str, Any]]:
    """The summary, every view, the log and the events, and a feed, as each of `tokens` (a seat's or a player's)
    and a spectator get them, checked against the document; the log's entries."""
    summary = client.get(f"/v1/games/{game_id}").get_json()
    doc.check("Summary", summary)
    for token in [*tokens, None]:
        headers = bearer(token) if token else {}
        if summary["status"] != "open":
            doc.check("View", client.get(f"/v1/games/{game_id}/state", headers=headers).get_json())
        log = client.get(f"/v1/games/{game_id}/log?words=true", headers=headers).get_json()
        doc.check("Log", log)
        doc.check("Events", client.get(f"/v1/games/{game_id}/events?after=0", headers=headers).get_json())
        r = client.get(f"/v1/games/{game_id}/feed?format=ndjson&timeout=0.2&view=1&after=0", headers=headers)
        assert r.status_code == 200, r.get_data(as_text=True)
        for line in r.get_data(as_text=True).splitlines():
            if line.strip():
                doc.check("FeedItem", json.loads(line))
    entries: list[dict[str, Any]] = log["entries"]
    return entries


def post(client: Any, path: str, token: str, body: dict[str, Any] | None = None, status: int = 200) -> Any:
    r = client.post(path, json=body or {}, headers=bearer(token))
    assert r.status_code == status, r.get_data(as_text=True)
    return r.get_json()


def play_first(client: Any, doc: Document, game_id: str, token: str) -> None:
    legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(token)).get_json()
    doc.check("Accepted", post(client, f"/v1/games/{game_id}/commands", token,
                               {"command": legal["commands"][0], "expected_version": legal["version"]}, 201))


def test_lobby_lifecycle_and_clocked_entries_fit_the_document(client: Any, config: Any, doc: Document,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    t = FakeTime(monkeypatch, 10_000_000)
    ada, bob, cy = (register(client, name) for name in ("Ada", "Bob", "Cy"))
    # open seats and a Fischer clock: join, leave, join again, the game starts, moves, then the server's timeout
    fischer = {"kind": "fischer", "base_seconds": 60, "increment_seconds": 5}
    game = post(client, "/v1/games", ada, {"type": "acres", "seats": [{"kind": "open"}, {"kind": "open"}],
                                           "clock": fischer}, 201)
    gid = game["game_id"]
    doc.check("Created", game)
    for token, path in ((ada, "join"), (ada, "leave"), (ada, "join"), (bob, "join")):
        doc.check("Seated", post(client, f"/v1/games/{gid}/{path}", token))
        t.now += 1000
    check_game(client, doc, gid, [ada, bob])
    players = {"british": ada, "french": bob}
    for _ in range(3):
        t.now += 2000
        seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
        play_first(client, doc, gid, players[seat])
    clock = client.get(f"/v1/games/{gid}").get_json()["clock"]
    assert clock["control"]["kind"] == "fischer" and any(s["running"] for s in clock["seats"].values())
    t.now += 120_000  # the seat to act is out of time: the server applies it
    assert Sweeper(config).run_pass(now=t.now)["timeouts"]
    entries = check_game(client, doc, gid, [ada, bob])
    assert [e["command"]["type"] for e in entries[:4]] == ["join", "leave", "join", "join"]
    assert entries[-1]["command"] == {"type": "timeout"} and entries[-1]["by"] == "clock"
    assert all("clock" in e for e in entries) and "used_ms" in entries[-2]["clock"]
    # a correspondence clock, claimed by the other seat
    game = post(client, "/v1/games", ada, {"type": "acres", "seats": [{}, {}],
                                           "clock": {"kind": "correspondence", "hours_per_move": 1}}, 201)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    late = client.get(f"/v1/games/{game['game_id']}").get_json()["to_act"][0]
    t.now += 3600_000 + 1
    other = next(s for s in tokens if s != late)
    post(client, f"/v1/games/{game['game_id']}/commands", tokens[other],
         {"command": {"type": "claim_timeout", "seat": late}, "expected_version": 0}, 201)
    entries = check_game(client, doc, game["game_id"], list(tokens.values()))
    assert entries[-1]["command"] == {"type": "claim_timeout", "seat": late}
    # aborted before anybody acted
    game = post(client, "/v1/games", ada, {"type": "sparks", "seats": [{}, {}, {}]}, 201)
    seat = game["seats"][0]
    post(client, f"/v1/games/{game['game_id']}/commands", seat["token"],
         {"command": {"type": "abort"}, "expected_version": 0}, 201)
    assert check_game(client, doc, game["game_id"], [seat["token"]])[-1]["command"] == {"type": "abort"}
    # a challenge declined
    game = post(client, "/v1/games", ada, {"type": "acres", "seats": [{"kind": "player", "player": "ada"},
                                                                      {"kind": "player", "player": "cy"}]}, 201)
    post(client, f"/v1/games/{game['game_id']}/decline", cy)
    entries = check_game(client, doc, game["game_id"], [ada, cy])
    assert entries[-1]["command"] == {"type": "decline", "player": "cy"}
    # open seats that expire
    game = post(client, "/v1/games", ada, {"type": "acres", "seats": [{"kind": "open"}, {"kind": "ai"}],
                                           "expires_in_seconds": 60}, 201)
    expires = client.get(f"/v1/games/{game['game_id']}").get_json()["expires_at"]
    monkeypatch.setattr(api.lobby, "now_ms", lambda: expires)
    assert client.application.extensions["tabula.lobby"].expire(game["game_id"]) is not None
    assert check_game(client, doc, game["game_id"], [ada])[-1]["command"] == {"type": "expire"}


def test_a_problem_with_its_limit_fits_the_document(client: Any, doc: Document) -> None:
    r = client.post("/v1/games", json={"type": "acres", "seats": [{"name": "x" * 5000}, {}]})
    assert r.status_code == 400 and r.get_json()["limit_exceeded"]["pointer"] == "/seats/0/name"
    doc.check("Problem", r.get_json())
