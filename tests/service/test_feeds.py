"""The live feeds (GET /v1/games/{id}/feed, api/http/feeds.py, docs/feeds.md) through the Flask test client,
against a real Redis: both formats, seats and spectators, resuming, `your_turn` items that post as they
are, keep-alives, the `end` item, and the problem answers. Streams are read to their end, so every read
gives a short `timeout` (idle seconds before the server closes the stream)."""
from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

import pytest

from engine.acres.data import SEATS
from engine.bots import random_command
from tests.hidden import card_ids
from tests.hidden import hidden_from as hidden

pytestmark = pytest.mark.cluster

PROBLEM = "application/problem+json"
NDJSON = "application/x-ndjson"
SSE = "text/event-stream"
VIEWERS = (*SEATS, None)  # A Few Acres of Snow's seats, and a spectator


# -- helpers -----------------------------------------------------------------------------------------
def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client, game_type: str = "acres", seed: str = "feed-seed") -> dict[str, Any]:
    r = client.post("/v1/games", json={"type": game_type, "seats": [{}, {}], "seed": seed})
    assert r.status_code == 201, r.get_data(as_text=True)
    out = r.get_json()
    out["tokens"] = {s["seat"]: s["token"] for s in out["seats"]}
    return out


def sse_events(body: str) -> tuple[list[tuple[dict[str, str], dict[str, Any]]], int]:
    """The events of an SSE body, as (their fields, the item in `data`), each checked to be `event` = its type,
    and the number of keep-alive comments."""
    events, comments = [], 0
    for block in body.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if line.startswith(":"):
                comments += 1
                continue
            name, _, value = line.partition(":")
            fields[name] = value.removeprefix(" ")
        if not fields:
            continue
        item = json.loads(fields["data"])
        assert fields["event"] == item["type"], fields
        events.append((fields, item))
    return events, comments


def parse_sse(body: str) -> tuple[list[dict[str, Any]], int]:
    """The items of a game feed's SSE body (checking that id = version) and the number of keep-alive comments."""
    events, comments = sse_events(body)
    for fields, item in events:
        assert fields.get("id") == (str(item["version"]) if "version" in item else None), fields
    return [item for _, item in events], comments


def parse_ndjson(body: str) -> list[dict[str, Any]]:
    assert body == "" or body.endswith("\n")
    return [json.loads(line) for line in body.splitlines()]


def feed(client, game_id: str, token: str | None = None, fmt: str = "ndjson", query: str = "",
         headers: dict[str, str] | None = None, timeout: float = 0.1) -> list[dict[str, Any]]:
    """Read a feed to its end; its items (keep-alives included)."""
    url = f"/v1/games/{game_id}/feed?format={fmt}&timeout={timeout}" + (f"&{query}" if query else "")
    r = client.get(url, headers={**auth(token), **(headers or {})})
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.mimetype == (NDJSON if fmt == "ndjson" else SSE)
    assert r.headers["Cache-Control"] == "no-cache"
    if fmt == "ndjson":
        return parse_ndjson(r.get_data(as_text=True))
    items, comments = parse_sse(r.get_data(as_text=True))
    return items + [{"type": "keep_alive"}] * comments


def types(items: list[dict[str, Any]]) -> list[str]:
    return [i["type"] for i in items]


def problem(response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True))
    assert response.mimetype == PROBLEM
    body = response.get_json(force=True)
    assert body["code"] == code and body["status"] == status, body
    return body


def service(app):
    return app.extensions["tabula.service"]


def play(app, game_id: str, steps: int, seed: int = 1, until: Any = None) -> int:
    """Random legal commands through the Service (no Governor: it makes games long) for `steps` steps, or
    until the game is over or `until(game, seat)` holds; the version reached."""
    svc, rng = service(app), random.Random(seed)
    for _ in range(steps):
        game = svc.load(game_id)
        if game.over:
            break
        (seat,) = game.engine.to_act(game.state)
        if until and until(game, seat):
            break
        commands = game.engine.legal_commands(game.state, seat)
        commands = [c for c in commands if c["type"] != "governor"] or commands
        svc.submit(game_id, seat, random_command(commands, rng, by_type=True), game.version)
    return svc.load(game_id).version


def responding(game, seat: str) -> bool:
    """`seat` answers a question: a pending decision, or (The First Sparks) a card on offer."""
    view = game.engine.view(game.state, seat)
    pending = view.get("pending") or []
    offer = view.get("offer")
    return bool(pending and pending[0]["seat"] == seat) or bool(offer and offer["asked"][:1] == [seat])


# -- a fresh stream ----------------------------------------------------------------------------------
def test_fresh_feed_is_the_view_then_your_turn_in_both_formats(app, client):
    game = create(client)
    gid, svc = game["game_id"], service(app)
    state = svc.load(gid).state
    for viewer in VIEWERS:
        token = game["tokens"][viewer] if viewer else None
        ndjson = feed(client, gid, token, "ndjson")
        sse = feed(client, gid, token, "sse")
        assert ndjson == sse, viewer  # one generator, two framings
        expected_view = client.get(f"/v1/games/{gid}/state", headers=auth(token)).get_json()
        assert ndjson[0] == {"type": "view", "game_id": gid, "version": 0, "seat": viewer,
                             "state": expected_view["state"], "fairness": expected_view["fairness"],
                             "clock": None}
        if viewer == "british":  # the seat to act
            assert types(ndjson) == ["view", "your_turn"]
            turn = ndjson[1]
            assert turn["version"] == 0 and turn["seat"] == "british"
            assert turn["kind"] == "turn" and turn["decision"] is None
            assert turn["legal_commands"] == json.loads(json.dumps(svc.load(gid).engine.legal_commands(state,
                                                                                                     "british")))
            assert turn["legal_commands"] == client.get(f"/v1/games/{gid}/legal-commands",
                                                        headers=auth(token)).get_json()["commands"]
        else:
            assert types(ndjson) == ["view"]


def test_owner_token_sees_what_a_spectator_sees(client):
    game = create(client)
    owner = feed(client, game["game_id"], game["owner_token"])
    assert owner == feed(client, game["game_id"]) and owner[0]["seat"] is None and types(owner) == ["view"]


def test_format_from_accept_header_or_query(client):
    game = create(client)
    url = f"/v1/games/{game['game_id']}/feed?timeout=0.1"

    def mimetype(path: str, accept: str | None = None) -> str:
        # each stream is read to its end and closed here: one left open is closed by the garbage collector
        # later, outside its request context (a teardown error pytest reports as a failure of whatever runs then)
        with client.get(path, headers={"Accept": accept} if accept else {}) as r:
            r.get_data()
            return r.mimetype
    assert mimetype(url) == SSE  # no Accept: SSE
    assert mimetype(url, "*/*") == SSE  # curl's default
    assert mimetype(url, SSE) == SSE
    with client.get(url, headers={"Accept": NDJSON}) as r:
        assert r.mimetype == NDJSON and types(parse_ndjson(r.get_data(as_text=True))) == ["view"]
    assert mimetype(url, f"{NDJSON}, {SSE};q=0.5") == NDJSON
    assert mimetype(url + "&format=ndjson", SSE) == NDJSON
    assert mimetype(url + "&format=sse", NDJSON) == SSE


# -- hidden information ------------------------------------------------------------------------------
def test_opening_hands_stay_private(app, client):
    """At version 0 each seat holds a private opening hand: it is in its own feed, and in no other."""
    game = create(client, seed="feed-opening")
    gid = game["game_id"]
    state = service(app).load(gid).state
    for viewer in VIEWERS:
        token = game["tokens"][viewer] if viewer else None
        for fmt in ("ndjson", "sse"):
            items = feed(client, gid, token, fmt)
            seen = card_ids(items)
            for seat in SEATS:
                hand = set(state.zones[seat]["hand"])
                assert len(hand) >= 3
                if seat == viewer:
                    assert hand <= seen, f"{viewer} does not see its own hand"
                else:
                    assert not hand & seen, f"{seat}'s opening hand in the {fmt} feed of {viewer}"
            assert not seen & hidden(state, viewer)


def test_no_hidden_card_or_secret_in_any_feed(app, client):
    """A played game, read from the start by each seat and a spectator in both formats: the view, every
    entry and every your_turn item show only what that viewer may know (the same entries as GET /events),
    and no seed, token or token hash."""
    seed = "feed-hidden-seed-7c1e"
    game = create(client, seed=seed)
    gid, svc = game["game_id"], service(app)
    version = play(app, gid, 60, seed=7)
    loaded = svc.load(gid)
    engine = loaded.engine
    assert version == 60 and not loaded.over
    states = [engine.fold(loaded.meta["setup"])]  # states[v]: the state at version v
    entries = svc.log(loaded)
    for entry in entries:
        states.append(engine.fold(entry.events, states[-1]))
    secrets = {seed, loaded.meta["owner"], *(s["token_hash"] for s in loaded.seats)}
    (to_act,) = engine.to_act(loaded.state)
    for viewer in VIEWERS:
        token = game["tokens"][viewer] if viewer else None
        others = {t for s, t in {**game["tokens"], "owner": game["owner_token"]}.items() if s != viewer}
        for fmt in ("ndjson", "sse"):
            url = f"/v1/games/{gid}/feed?format={fmt}&timeout=0.1&after=0&view=1"
            text = client.get(url, headers=auth(token)).get_data(as_text=True)
            for secret in secrets | others:
                assert secret not in text, f"a secret in the {fmt} feed of {viewer}"
            items = parse_ndjson(text) if fmt == "ndjson" else parse_sse(text)[0]
            assert types(items) == ["view"] + ["entry"] * version + (["your_turn"] if viewer == to_act else [])
            assert not card_ids(items[0]) & hidden(loaded.state, viewer)
            if viewer:
                assert set(loaded.state.zones[viewer]["hand"]) <= card_ids(items[0]["state"]["seats"][viewer])
            polled = client.get(f"/v1/games/{gid}/events?after=0", headers=auth(token)).get_json()["entries"]
            assert [{"type": "entry", **e} for e in polled] == items[1:version + 1]
            for item, entry in zip(items[1:version + 1], entries):
                before, after = states[entry.version - 1], states[entry.version]
                redacted = [r for r in (engine.redact(e, viewer) for e in entry.events) if r is not None]
                assert item["events"] == json.loads(json.dumps(redacted))
                shown = card_ids(item["command"]) | card_ids([e for e in item["events"]
                                                              if e["type"] != "HandRevealed"])
                leaked = shown & hidden(before, viewer) & hidden(after, viewer)
                assert not leaked, f"entry {entry.version} shows {viewer} hidden cards {sorted(leaked)}"
            if viewer == to_act:
                turn = items[-1]
                assert turn["seat"] == viewer and turn["version"] == version
                assert card_ids(turn["legal_commands"]) <= set(loaded.state.zones[viewer]["hand"]) | card_ids(
                    items[0]["state"])


# -- your_turn items ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_type", ["acres", "sparks"])
def test_your_turn_items_carry_the_legal_commands_ready_to_post(app, client, game_type):
    game = create(client, game_type, seed=f"feed-turns-{game_type}")
    gid, svc, rng = game["game_id"], service(app), random.Random(3)
    for step in range(6):
        now = svc.load(gid)
        (seat,) = now.engine.to_act(now.state)
        (other,) = set(game["tokens"]) - {seat}
        items = feed(client, gid, game["tokens"][seat], query=f"after={now.version}")
        assert types(items) == ["your_turn"], items  # resuming at the current version: no view, no entry
        (turn,) = items
        assert turn["version"] == now.version and turn["seat"] == seat
        assert turn["legal_commands"] == json.loads(json.dumps(now.engine.legal_commands(now.state, seat)))
        assert turn["kind"] == ("response" if responding(now, seat) else "turn")
        assert feed(client, gid, game["tokens"][other], query=f"after={now.version}") == []
        assert feed(client, gid, None, query=f"after={now.version}") == []
        r = client.post(f"/v1/games/{gid}/commands", headers={**auth(game["tokens"][seat]), "Idempotency-Key": f"k{step}"},
                        json={"expected_version": turn["version"], "command": rng.choice(turn["legal_commands"])})
        assert r.status_code == 201, r.get_data(as_text=True)
        assert r.get_json()["version"] == now.version + 1
    assert svc.load(gid).version == 6


@pytest.mark.parametrize(("game_type", "seed"), [("acres", "feed-response-acres"), ("sparks", "feed-response-sparks")])
def test_a_pending_decision_is_a_response_item(app, client, game_type, seed):
    """Raids, ambushes, occupations (acres); offers and other questions (sparks): `kind: response`, the
    question in `decision`, and the answers as legal commands that post."""
    game = create(client, game_type, seed=seed)
    gid, svc = game["game_id"], service(app)
    play(app, gid, 600, seed=2, until=responding)
    now = svc.load(gid)
    (seat,) = now.engine.to_act(now.state)
    assert responding(now, seat), "no decision arose"
    view = now.engine.view(now.state, seat)
    items = feed(client, gid, game["tokens"][seat], query=f"after={now.version}")
    (turn,) = items
    assert turn["type"] == "your_turn" and turn["kind"] == "response" and turn["seat"] == seat
    pending = view.get("pending") or []
    if pending and pending[0]["seat"] == seat:
        assert turn["decision"] == pending[0]
    else:
        assert turn["decision"] == {"kind": "offer", **view["offer"]}
    assert turn["legal_commands"] == json.loads(json.dumps(now.engine.legal_commands(now.state, seat)))
    r = client.post(f"/v1/games/{gid}/commands", headers=auth(game["tokens"][seat]),
                    json={"expected_version": turn["version"], "command": turn["legal_commands"][-1]})
    assert r.status_code == 201, r.get_data(as_text=True)


# -- resuming ----------------------------------------------------------------------------------------
def test_resume_with_last_event_id_or_after(app, client):
    game = create(client, seed="feed-resume")
    gid = game["game_id"]
    play(app, gid, 4)
    now = service(app).load(gid)
    (seat,) = now.engine.to_act(now.state)
    token = game["tokens"][seat]
    for fmt in ("ndjson", "sse"):
        got = feed(client, gid, token, fmt, headers={"Last-Event-ID": "2"})
        assert types(got) == ["entry", "entry", "your_turn"] and [i["version"] for i in got] == [3, 4, 4]
        got = feed(client, gid, token, fmt, query="after=3")
        assert types(got) == ["entry", "your_turn"] and got[0]["version"] == 4
        got = feed(client, gid, token, fmt, query="after=1", headers={"Last-Event-ID": "3"})  # ?after= wins
        assert [i["version"] for i in got if i["type"] == "entry"] == [2, 3, 4]
        got = feed(client, gid, token, fmt, query="after=2&view=1")  # the view (at 4), then what came after 2
        assert types(got) == ["view", "entry", "entry", "your_turn"] and got[0]["version"] == 4
        assert got[0]["state"] == client.get(f"/v1/games/{gid}/state", headers=auth(token)).get_json()["state"]
        got = feed(client, gid, None, fmt, headers={"Last-Event-ID": "2"})  # a spectator: no your_turn
        assert types(got) == ["entry", "entry"]
        assert types(feed(client, gid, token, fmt, query="view=0")) == ["your_turn"]
        assert types(feed(client, gid, token, fmt, headers={"Last-Event-ID": "junk"})) == ["view", "your_turn"]
        assert types(feed(client, gid, token, fmt, query="after=99")) == ["your_turn"]  # beyond: taken as now
    # the SSE id of every item is the version to resume after: resuming after the last id sent is silent
    items, _ = parse_sse(client.get(f"/v1/games/{gid}/feed?timeout=0.1").get_data(as_text=True))
    last = items[-1]["version"]
    assert feed(client, gid, None, "sse", headers={"Last-Event-ID": str(last)}) == []


# -- live --------------------------------------------------------------------------------------------
def test_live_entries_your_turn_and_keep_alives(app, client):
    """Two streams stay open while british plays: french's (NDJSON) and a spectator's (SSE) see the entry
    as it is appended, french its turn if it comes, and keep-alives while the game is quiet."""
    game = create(client, seed="feed-live")
    gid = game["game_id"]
    bodies: dict[str, str] = {}

    def listen(name: str, fmt: str, token: str | None) -> None:
        r = app.test_client().get(f"/v1/games/{gid}/feed?format={fmt}&timeout=1.6&keep_alive=0.5",
                                  headers=auth(token))
        assert r.status_code == 200
        bodies[name] = r.get_data(as_text=True)

    threads = [threading.Thread(target=listen, args=("french", "ndjson", game["tokens"]["french"])),
               threading.Thread(target=listen, args=("spectator", "sse", None))]
    started = time.monotonic()
    for t in threads:
        t.start()
    time.sleep(0.3)
    turn = feed(client, gid, game["tokens"]["british"], query="after=0")[0]
    r = client.post(f"/v1/games/{gid}/commands", headers=auth(game["tokens"]["british"]),
                    json={"expected_version": 0, "command": turn["legal_commands"][0]})
    assert r.status_code == 201
    for t in threads:
        t.join(10)
    elapsed = time.monotonic() - started
    assert 1.8 < elapsed < 10  # closed `timeout` idle seconds after the entry (a loaded machine is slow)
    now = service(app).load(gid)
    french = parse_ndjson(bodies["french"])
    due = ["your_turn"] if "french" in now.engine.to_act(now.state) else []
    # a keep-alive may come before the entry when the machine is slow to post it (the interval is 0.5 s)
    assert [t for t in types(french) if t != "keep_alive"] == ["view", "entry", *due]
    entry = next(item for item in french if item["type"] == "entry")
    assert entry["version"] == 1 and entry["command"] == turn["legal_commands"][0]
    assert types(french)[-1] == "keep_alive"  # and they go on while the game is quiet
    spectator, comments = parse_sse(bodies["spectator"])
    assert types(spectator) == ["view", "entry"] and comments >= 1
    assert ": keep-alive\n\n" in bodies["spectator"]


# -- the end -----------------------------------------------------------------------------------------
def test_end_item_closes_the_stream(app, client):
    game = create(client, seed="feed-end")
    gid, svc = game["game_id"], service(app)
    last = play(app, gid, 2000, seed=5)
    done = svc.load(gid)
    assert done.over
    result = json.loads(json.dumps(done.engine.result(done.state)))
    fairness = client.get(f"/v1/games/{gid}").get_json()["fairness"]  # docs/fairness.md; a chosen seed here
    end = {"type": "end", "version": last, "result": result, "fairness": fairness}
    for viewer in VIEWERS:
        token = game["tokens"][viewer] if viewer else None
        started = time.monotonic()
        items = feed(client, gid, token, "ndjson", timeout=30)
        assert time.monotonic() - started < 5  # the end item closes the stream at once
        assert types(items) == ["view", "end"]
        assert items[1] == end
        items = feed(client, gid, token, "sse", headers={"Last-Event-ID": str(last - 2)}, timeout=30)
        assert types(items) == ["entry", "entry", "end"] and [i["version"] for i in items] == [last - 1, last, last]
    r = client.get(f"/v1/games/{gid}/feed?timeout=30")
    assert r.get_data(as_text=True).endswith(f'id: {last}\nevent: end\ndata: {json.dumps(end, separators=(",", ":"))}\n\n')


# -- problems ----------------------------------------------------------------------------------------
def test_problems(client):
    game = create(client)
    url = f"/v1/games/{game['game_id']}/feed?timeout=0.1"
    for fmt in ("ndjson", "sse"):
        r = client.get(f"{url}&format={fmt}", headers=auth("not-a-token"))
        assert problem(r, 401, "unauthorized") and r.headers["WWW-Authenticate"] == "Bearer"
        problem(client.get(f"{url}&format={fmt}", headers={"Authorization": "Basic eDp5"}), 401, "unauthorized")
        problem(client.get(f"{url}&format={fmt}", headers={**auth("not-a-token"), "Last-Event-ID": "1"}), 401,
                "unauthorized")
        problem(client.get(f"/v1/games/no-such-game/feed?timeout=0.1&format={fmt}"), 404, "game_not_found")
    other = create(client, seed="another")  # a token opens its own game only
    problem(client.get(url, headers=auth(other["tokens"]["british"])), 401, "unauthorized")
    for query in ("timeout=0", "timeout=5000", "format=xml", "keep_alive=0", "after=-1", "view=maybe"):
        problem(client.get(f"/v1/games/{game['game_id']}/feed?{query}&timeout=0.1"), 400, "malformed_request")
    problem(client.get(url, headers={"Last-Event-ID": "9" * 41}), 400, "malformed_request")


def test_the_token_alone_decides_the_seat(app, client):
    """There is no way to ask for another seat's view: a `seat` parameter is ignored (as any unknown query
    parameter), the token names the seat."""
    game = create(client)
    french_hand = set(service(app).load(game["game_id"]).state.zones["french"]["hand"])
    as_british = feed(client, game["game_id"], game["tokens"]["british"], query="seat=french")
    assert as_british[0]["seat"] == "british" and not card_ids(as_british) & french_hand
    as_spectator = feed(client, game["game_id"], None, query="seat=french")
    assert as_spectator[0]["seat"] is None and not card_ids(as_spectator) & french_hand


def test_a_store_failure_mid_stream_is_an_error_item(app, client, monkeypatch):
    game = create(client)
    store = service(app).store

    def broken(*args: Any, **kwargs: Any) -> bool:
        import redis

        raise redis.ConnectionError("gone")

    monkeypatch.setattr(store, "read_logs", broken)  # the process's shared log reader (api/fanout.py)
    items = feed(client, game["game_id"], game["tokens"]["british"], timeout=5)
    assert types(items) == ["view", "your_turn", "error"]
    assert items[-1] == {"type": "error", "status": 503, "code": "store_unavailable",
                         "detail": "the game store is unreachable; retry shortly"}
