"""Fairness (docs/fairness.md) through the Flask test client, against a real Redis (see conftest.py).

In a normal game the server chooses a secret seed of 128 random bits: it is in no answer any client can get
before the game is over, nothing a client sees gives the rng of the next draw, and two games created with the
same body deal different hands. A chosen seed, a sandbox and a position are marked (`fairness.fair` false,
with their reasons) in the summary, the list, every seat's view and the feed. The server commits to its seed
at creation (`seed_sha256`) and reveals it once the game is over, and replaying the log with it gives every
chance event the log holds. A game stored before the record existed is marked `unrecorded`."""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from api.game import UNFAIR_REASONS
from engine import acres, registry
from engine.bots import random_command
from engine.core import seeded_rng
from wiring import create_app

from .test_api import auth, finish, played_position, service
from .test_feeds import feed

FAIR_KEYS = {"fair", "reasons", "seed_sha256", "seed"}


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def unfair(*reasons: str, seed_sha256: str | None = None) -> dict[str, Any]:
    return {"fair": False, "reasons": sorted(reasons), "seed_sha256": seed_sha256, "seed": None}


class Table:
    """One game seen only through HTTP; every answer's text is kept (`texts`) to be searched for the seed."""

    def __init__(self, app: Any, client: Any, game_type: str = "acres", players: int = 2, **extra: Any):
        self.app, self.client = app, client
        self.body = {"type": game_type, "seats": [{} for _ in range(players)], **extra}
        self.texts: list[tuple[str, str]] = []
        self.created = self.answer("create", client.post("/v1/games", json=self.body), 201)
        self.id = self.created["game_id"]
        self.tokens = {s["seat"]: s["token"] for s in self.created["seats"] if "token" in s}
        self.owner = self.created["owner_token"]

    @property
    def seed(self) -> str:  # the server's secret: read from the store, never from an answer
        return service(self.app).load(self.id).meta["seed"]

    def answer(self, where: str, response: Any, status: int = 200) -> Any:
        text = response.get_data(as_text=True)
        assert response.status_code == status, (where, response.status_code, text)
        self.texts.append((where, text))
        return json.loads(text) if response.mimetype.endswith("json") else text

    def get(self, url: str, token: str | None = None, status: int = 200) -> Any:
        return self.answer(f"GET {url}", self.client.get(url, headers=auth(token)), status)

    def callers(self) -> dict[str, str | None]:
        return {**self.tokens, "owner": self.owner, "spectator": None}

    def feed(self, token: str | None) -> list[dict[str, Any]]:
        items = feed(self.client, self.id, token, "ndjson", timeout=0.1)
        self.texts.append((f"feed {token}", json.dumps(items)))
        return items

    def read_everything(self) -> dict[str, Any]:
        """Every read a client can make now, by every caller (seats, owner, spectator); the answers that carry
        `fairness`, by where they came from."""
        marks: dict[str, Any] = {}
        g = f"/v1/games/{self.id}"
        marks["summary"] = self.get(g)["fairness"]
        (row,) = [x for x in self.get("/v1/games?limit=100")["games"] if x["game_id"] == self.id]
        marks["list"] = row["fairness"]
        for name, token in self.callers().items():
            marks[f"state {name}"] = self.get(f"{g}/state", token)["fairness"]
            self.get(f"{g}/events?after=0", token)
            self.get(f"{g}/log", token)
            self.get(f"{g}/events/stream?timeout=0.1", token)
            items = self.feed(token)
            marks[f"feed {name}"] = items[0]["fairness"]
            if items[-1]["type"] == "end":
                marks[f"feed end {name}"] = items[-1]["fairness"]
            if name in self.tokens:
                self.get(f"{g}/legal-commands", token)
                self.loose(f"{g}/orders", token)  # 404 without a standing order
            self.loose(f"{g}/state?full=1", token)  # 200 or 403, depending
        self.loose(f"{g}/result", None)  # 409 before the end
        return marks

    def loose(self, url: str, token: str | None) -> Any:
        """A read whose status depends on the game (kept whatever it is)."""
        response = self.client.get(url, headers=auth(token))
        return self.answer(f"GET {url}", response, response.status_code)

    def step(self, rng: random.Random) -> dict[str, Any]:
        """One random legal command of the seat to act, over HTTP, after two refused tries (a stale version: 409,
        another seat: 403), so that problem answers are searched for the seed too."""
        summary = self.get(f"/v1/games/{self.id}")
        (seat,) = summary["to_act"]
        token = self.tokens[seat]
        commands = self.get(f"/v1/games/{self.id}/legal-commands", token)["commands"]
        url = f"/v1/games/{self.id}/commands"
        stale = self.client.post(url, json={"expected_version": summary["version"] + 5, "command": commands[0]},
                                 headers=auth(token))
        self.answer("stale command", stale, 409)
        other = self.tokens[next(s for s in self.tokens if s != seat)]
        self.answer("not your turn", self.client.post(url, json={"expected_version": summary["version"],
                                                                 "command": commands[0]}, headers=auth(other)), 403)
        command = random_command(commands, rng, by_type=True)
        return self.answer("submit", self.client.post(
            url, json={"expected_version": summary["version"], "command": command},
            headers={**auth(token), "Idempotency-Key": f"k-{summary['version']}"}), 201)

    def assert_seed_nowhere(self, seed: str) -> None:
        assert self.texts
        for where, text in self.texts:
            assert seed not in text, f"{where}: the seed is in the answer"


# -- a normal game ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_type, players", [("acres", 2), ("sparks", 3)])
def test_a_normal_game_is_fair_and_its_seed_is_in_no_answer(app, client, game_type, players):
    table = Table(app, client, game_type, players)
    seed = table.seed
    assert len(seed) == 32 and int(seed, 16) >= 0  # 128 bits from `secrets`, in hex
    fair = {"fair": True, "reasons": [], "seed_sha256": sha256(seed), "seed": None}
    assert table.created["fairness"] == fair
    rng = random.Random(3)
    for _ in range(6):
        marks = table.read_everything()
        assert marks and all(mark == fair for mark in marks.values()), marks
        table.step(rng)
    table.read_everything()
    assert service(app).load(table.id).meta["fairness"] == {k: fair[k] for k in ("fair", "reasons", "seed_sha256")}
    assert len(table.texts) > 100
    table.assert_seed_nowhere(seed)


def _strings(value: Any) -> set[str]:
    """Every string, number and key in a JSON value, as text."""
    if isinstance(value, dict):
        return {str(k) for k in value} | {s for v in value.values() for s in _strings(v)}
    if isinstance(value, list):
        return {s for v in value for s in _strings(v)}
    return set() if value is None else {json.dumps(value) if isinstance(value, bool) else str(value)}


def _stream(seed: str, version: int) -> int:
    """What the rng of the command that becomes `version` gives first, under `seed`."""
    return seeded_rng(seed, version).getrandbits(512)


def test_nothing_a_client_sees_gives_the_next_draw(app, client):
    """Every value in every answer any caller can get (tokens, ids, times, the commitment, card ids...), and
    the usual hashes of each, tried as the seed: none gives the rng of the next command, so none predicts its
    draws; the opening hands of each seat are no more predictable (the rng of version 0)."""
    table = Table(app, client)
    rng = random.Random(4)
    for _ in range(4):
        table.read_everything()
        version = table.get(f"/v1/games/{table.id}")["version"]
        seen: set[str] = set()
        for _, text in table.texts:
            if text.startswith(("id:", "event:", ":")) or "\nevent: " in text or text == "":  # an SSE body
                seen |= {s for line in text.splitlines() if line.startswith("data: ")
                         for s in _strings(json.loads(line[6:]))}
            else:
                seen |= _strings(json.loads(text))
        candidates = {x for s in seen for x in (s, sha256(s), hashlib.md5(s.encode()).hexdigest(),
                                                hashlib.sha1(s.encode()).hexdigest(), s[:32], s[-32:])}
        assert table.tokens["british"] in candidates and table.created["fairness"]["seed_sha256"] in candidates
        truth = {v: _stream(table.seed, v) for v in (0, version + 1)}
        for candidate in candidates:
            for v, first in truth.items():
                assert _stream(candidate, v) != first, f"{candidate!r} (seen by a client) gives the draws of {v}"
        table.step(rng)


def test_identical_bodies_deal_different_hands(app, client):
    """The hidden hands come from the server's secret: eight games created with the same body are dealt (almost)
    all differently; with the same chosen seed they are all dealt alike (the comparison can tell)."""
    def hands(table: Table) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(sorted(table.get(f"/v1/games/{table.id}/state", table.tokens[seat])["state"]["seats"][seat]
                                  ["hand"])) for seat in ("british", "french"))

    dealt = [hands(Table(app, client)) for _ in range(8)]
    assert len(set(dealt)) >= 6, dealt  # 21 x 126 deals: under 6 different among 8 has odds below 1 in 10,000
    chosen = [hands(Table(app, client, seed="same")) for _ in range(3)]
    assert len(set(chosen)) == 1


# -- marked games ------------------------------------------------------------------------------------
MARKED = {
    "chosen_seed": ({"seed": "walkthrough"}, ["chosen_seed"]),
    "sandbox": ({"sandbox": True}, ["sandbox"]),
    "position": ({"position": "near-end"}, ["position"]),
    "all": ({"seed": "walkthrough", "sandbox": True, "position": "near-end"}, ["chosen_seed", "position", "sandbox"]),
}


@pytest.mark.parametrize("case", MARKED)
def test_chosen_seed_sandbox_and_position_are_marked_for_everyone(app, client, case):
    extra, reasons = MARKED[case]
    if extra.get("position"):
        extra = {**extra, "position": played_position()}
    table = Table(app, client, **extra)
    seed = table.seed
    expected = unfair(*reasons, seed_sha256=None if "seed" in extra else sha256(seed))
    assert table.created["fairness"] == expected
    for _ in range(2):
        marks = table.read_everything()
        assert {"summary", "list", "state british", "state french", "state owner", "state spectator",
                "feed british", "feed french", "feed owner", "feed spectator"} <= marks.keys()
        assert all(mark == expected for mark in marks.values()), marks
        table.step(random.Random(7))
    stored = service(app).load(table.id).meta["fairness"]  # what ratings will read
    assert stored == {"fair": False, "reasons": reasons, "seed_sha256": expected["seed_sha256"]}
    full = client.get(f"/v1/games/{table.id}/state?full=1", headers=auth(table.owner))
    assert full.status_code == (200 if extra.get("sandbox") else 403)
    table.assert_seed_nowhere(seed)  # a chosen seed is not returned either


def test_a_chosen_seed_tells_its_chooser_the_opponents_hand(app, client):
    """Why a chosen seed is marked (issue 16): the engine run with it deals exactly the French opening hand."""
    table = Table(app, client, seed="walkthrough")
    state = acres.fold(acres.setup({}, 2, seeded_rng("walkthrough", 0)))
    french = table.get(f"/v1/games/{table.id}/state", table.tokens["french"])
    assert sorted(french["state"]["seats"]["french"]["hand"]) == sorted(state.zones["french"]["hand"])
    assert french["fairness"] == unfair("chosen_seed")


# -- the commitment and the reveal -----------------------------------------------------------------
@pytest.mark.parametrize("marked", [False, True])
def test_the_seed_is_revealed_at_the_end_and_replays_every_draw(app, client, marked):
    """At the end the summary, every view and the feed's `end` item reveal the server's seed; it matches the
    commitment published at creation, and the engine run with it from the log's options and commands gives
    the log's setup and every entry's events (all the chance of the game). The same in a sandbox started from a
    position (marked, but its seed is the server's: docs/fairness.md replays it the same way)."""
    extra = {"sandbox": True, "position": played_position()} if marked else {}
    reasons = ["position", "sandbox"] if marked else []
    table = Table(app, client, **extra)
    committed = table.created["fairness"]["seed_sha256"]
    assert committed and table.created["fairness"]["seed"] is None
    rng = random.Random(11)
    for _ in range(5):
        table.step(rng)
    finish(app, table.id)
    g = f"/v1/games/{table.id}"
    summary = table.get(g)
    assert summary["status"] == "over"
    seed = summary["fairness"]["seed"]
    assert seed and sha256(seed) == committed
    assert summary["fairness"] == {"fair": not marked, "reasons": reasons, "seed_sha256": committed, "seed": seed}
    marks = table.read_everything()
    assert all(mark == summary["fairness"] for mark in marks.values()), marks
    assert {"feed end british", "feed end spectator"} <= marks.keys()

    log = table.get(f"{g}/log")
    assert log["complete"] is True
    engine = registry.get(summary["type"])
    position = log["setup"][0]["position"] if marked else None
    setup = engine.setup(summary["options"], len(summary["seats"]), seeded_rng(seed, 0), position=position)
    assert json.loads(json.dumps(setup)) == log["setup"]
    state = engine.fold(log["setup"])
    chance = 0
    for entry in log["entries"]:
        events = engine.decide(state, entry["seat"], entry["command"], seeded_rng(seed, entry["version"]))
        assert json.loads(json.dumps(events)) == entry["events"], entry["version"]
        chance += any(e["type"] in ("CardsDrawn", "DeckReshuffled") for e in events)
        state = engine.fold(events, state)
    assert json.loads(json.dumps(engine.result(state))) == summary["result"] and chance > 10


def test_the_seed_stays_hidden_until_the_last_command(app, client):
    """Through the whole game, up to the command before the end, the summary's `seed` is null and the seed is
    in no answer (every read by every caller, every 80 versions); a chosen seed is never returned, not even at
    the end."""
    table = Table(app, client)
    seed, svc, chooser = table.seed, service(app), random.Random("hide")
    for _ in range(5000):
        game = svc.load(table.id)
        if game.over:
            break
        assert table.get(f"/v1/games/{table.id}")["fairness"]["seed"] is None
        if game.version % 80 == 0:
            table.read_everything()
        (seat,) = game.engine.to_act(game.state)
        commands = [c for c in game.engine.legal_commands(game.state, seat) if c["type"] != "governor"]
        svc.submit(table.id, seat, random_command(commands, chooser, by_type=True), game.version, f"k{game.version}")
    else:
        raise AssertionError("the game did not end")
    table.assert_seed_nowhere(seed)
    assert table.get(f"/v1/games/{table.id}")["fairness"]["seed"] == seed

    chosen = Table(app, client, seed="walkthrough")
    finish(app, chosen.id)
    marks = chosen.read_everything()
    assert all(mark == unfair("chosen_seed") for mark in marks.values()), marks
    chosen.assert_seed_nowhere("walkthrough")


# -- games stored before the record ----------------------------------------------------------------
@pytest.mark.parametrize("sandbox, reasons", [(False, ["unrecorded"]), (True, ["sandbox", "unrecorded"])])
def test_a_game_stored_before_the_record_is_unrecorded(config, client, app, sandbox, reasons):
    """A game's meta without `fairness` (written before it existed) may have had a client's seed: it is marked
    `unrecorded` (and `sandbox` if it was one), has no commitment and its seed is never revealed."""
    table = Table(app, client, sandbox=sandbox)
    store = service(app).store
    assert store.r.hdel(store.key(table.id, "meta"), "fairness") == 1
    fresh = create_app(config)  # a process that never saw the game: it reads the meta from Redis
    old = Table.__new__(Table)
    old.__dict__.update(table.__dict__, app=fresh, client=fresh.test_client(), texts=[])
    marks = old.read_everything()
    assert all(mark == unfair(*reasons) for mark in marks.values()), marks
    assert service(fresh).load(table.id).meta["fairness"] == {"fair": False, "reasons": reasons, "seed_sha256": None}
    finish(fresh, table.id)
    marks = old.read_everything()
    assert all(mark == unfair(*reasons) for mark in marks.values()), marks
    old.assert_seed_nowhere(old.seed)


def test_the_schema_documents_the_marks(client):
    spec = client.get("/openapi.json").get_json()["components"]["schemas"]
    assert set(spec["Fairness"]["properties"]) == FAIR_KEYS
    for model in ("Summary", "Created", "View", "FeedView", "FeedEnd"):
        assert "fairness" in spec[model]["required"], model
    for reason in UNFAIR_REASONS:
        assert f"`{reason}`" in spec["Fairness"]["properties"]["reasons"]["description"]
