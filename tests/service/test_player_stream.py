"""One stream per registered player (GET /v1/players/me/stream, api/http/player_stream.py, docs/feeds.md) through
the Flask test client, against a real Redis: challenges, starts and turns arrive live, a bot plays two games
over one connection, resuming by inbox id, both framings, the problem answers, and hidden information (a
player's stream shows only what its own seats may see)."""
from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from api.http.player_stream import is_inbox_id
from tests.hidden import card_ids
from tests.hidden import hidden_from as hidden_cards

from .test_feeds import NDJSON, SSE, parse_ndjson, problem, sse_events

pytestmark = pytest.mark.cluster(slow=True)  # on the cluster too, in the slow tier (docs/scaling.md)

Json = dict[str, Any]
INBOX_TYPES = {"challenge", "game_started", "game_over"}
URL = "/v1/players/me/stream"


# -- helpers -----------------------------------------------------------------------------------------
def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def register(client, name: str) -> str:
    r = client.post("/v1/players", json={"name": name, "bot": True})
    assert r.status_code == 201, r.get_data(as_text=True)
    token: str = r.get_json()["token"]
    return token


def challenge(client, token: str, me: str, other: str, game_type: str = "acres", **extra: Any) -> str:
    """A game of `me` (seated) and `other` (challenged); its id."""
    r = client.post("/v1/games", headers=bearer(token),
                    json={"type": game_type, "seats": [{"kind": "player", "player": me},
                                                       {"kind": "player", "player": other}], **extra})
    assert r.status_code == 201, r.get_data(as_text=True)
    game_id: str = r.get_json()["game_id"]
    return game_id


def join(client, game_id: str, token: str) -> Json:
    r = client.post(f"/v1/games/{game_id}/join", headers=bearer(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    body: Json = r.get_json()
    return body


def legal(client, game_id: str, token: str) -> Json:
    r = client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    body: Json = r.get_json()
    return body


def post(client, game_id: str, token: str, version: int, command: Json) -> Json:
    r = client.post(f"/v1/games/{game_id}/commands", headers=bearer(token),
                    json={"expected_version": version, "command": command})
    assert r.status_code == 201, r.get_data(as_text=True)
    body: Json = r.get_json()
    return body


def to_act(client, game_id: str) -> list[str]:
    found: list[str] = client.get(f"/v1/games/{game_id}").get_json()["to_act"]
    return found


def read(client, token: str | None, query: str = "", fmt: str = "ndjson", headers: dict[str, str] | None = None,
         timeout: float = 0.1) -> list[Json]:
    """A stream read to its end (it closes after `timeout` idle seconds); its items, keep-alives left out."""
    r = client.get(f"{URL}?format={fmt}&timeout={timeout}" + (f"&{query}" if query else ""),
                   headers={**bearer(token), **(headers or {})})
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.mimetype == (NDJSON if fmt == "ndjson" else SSE) and r.headers["Cache-Control"] == "no-cache"
    text = r.get_data(as_text=True)
    items = parse_ndjson(text) if fmt == "ndjson" else parse_sse(text)[0]
    assert items[0]["type"] == "ready" and is_inbox_id(items[0]["id"]), items[:1]  # where the stream starts
    if "after=" in query:
        assert items[0]["id"] == query.split("after=")[1].split("&")[0]
    return [i for i in items[1:] if i["type"] != "keep_alive"]


def parse_sse(body: str) -> tuple[list[Json], int]:
    """The items of an SSE body, checking its framing (event = type; id = the inbox id on inbox items, none on
    the others), and the number of keep-alive comments."""
    events, comments = sse_events(body)
    for fields, item in events:
        assert fields.get("id") == (item["id"] if item["type"] in INBOX_TYPES | {"ready"} else None), fields
    return [item for _, item in events], comments


def turns(items: list[Json]) -> list[tuple[str, int]]:
    return [(i["game_id"], i["version"]) for i in items if i["type"] == "your_turn"]


class Reader:
    """A player's live stream, read by a thread into `items` (keep-alives too); `on_item` may act on each."""

    def __init__(self, app, token: str, query: str = "", on_item: Callable[[Json], None] | None = None):
        self.app, self.items, self.on_item = app, [], on_item
        self.done, self.error = threading.Event(), None
        self.changed = threading.Condition()
        fanout = app.extensions["tabula.fanout"]
        before = fanout.listeners()
        url = f"{URL}?format=ndjson&timeout=20&keep_alive=0.5" + (f"&{query}" if query else "")
        self.thread = threading.Thread(target=self._run, args=(url, token), daemon=True)  # a request's context
        self.thread.start()
        deadline = time.monotonic() + 5
        while fanout.listeners() <= before and time.monotonic() < deadline:  # it listens: nothing is missed
            time.sleep(0.01)

    def _run(self, url: str, token: str) -> None:
        response = self.app.test_client().get(url, headers=bearer(token), buffered=False)  # lives in one thread
        try:
            assert response.status_code == 200, response.get_data(as_text=True)
            for chunk in response.response:
                for line in (chunk.decode() if isinstance(chunk, bytes) else chunk).splitlines():
                    item = json.loads(line)
                    with self.changed:
                        self.items.append(item)
                        self.changed.notify_all()
                    if self.on_item is not None:
                        self.on_item(item)
                if self.done.is_set():
                    break
        except Exception as exc:  # noqa: BLE001 - reported by the test
            self.error = exc
        finally:
            response.close()
            with self.changed:
                self.done.set()
                self.changed.notify_all()

    def wait(self, found: Callable[[list[Json]], bool], timeout: float = 10) -> list[Json]:
        with self.changed:
            assert self.changed.wait_for(lambda: found(self.items) or self.done.is_set(), timeout), self.items
            assert found(self.items), (self.error, self.items)
            return list(self.items)

    def close(self) -> list[Json]:
        self.done.set()
        self.thread.join(5)
        assert self.error is None, self.error
        return [i for i in self.items if i["type"] not in ("keep_alive", "ready")]


# -- what arrives, live --------------------------------------------------------------------------------
def test_a_challenge_the_start_and_turns_arrive_live(app, client):
    """Ben's stream, open before anything happens: Ann's challenge, the start when Ben takes the seat, a
    your_turn (the legal commands of GET /legal-commands with Ben's token) whenever Ben's seat is to act, again
    after Ann moves; nothing of the game else."""
    ann, ben = register(client, "Ann"), register(client, "Ben")
    stream = Reader(app, ben)
    gid = challenge(client, ann, "ann", "ben")
    items = stream.wait(lambda xs: any(i["type"] == "challenge" for i in xs))
    (first,) = [i for i in items if i["type"] == "challenge"]
    assert first["game_id"] == gid and first["game_type"] == "acres" and first["seat"] == "french"
    assert first["players"] == {"british": "ann"} and first["creator"] == "ann" and "-" in first["id"]
    assert join(client, gid, ben)["status"] == "active"
    stream.wait(lambda xs: any(i["type"] == "game_started" for i in xs))
    tokens = {"british": ann, "french": ben}
    ben_turns = 0
    for _ in range(8):  # Ann and Ben alternate, in steps of the game's own length
        seat = to_act(client, gid)[0]
        now = legal(client, gid, tokens[seat])
        if seat == "french":
            items = stream.wait(lambda xs, v=now["version"]: (gid, v) in turns(xs))
            (turn,) = [i for i in items if i["type"] == "your_turn" and i["version"] == now["version"]]
            assert turn["seat"] == "french" and turn["legal_commands"] == now["commands"]
            assert set(turn) == {"type", "game_id", "version", "seat", "kind", "decision", "legal_commands"} | (
                {"clock"} if "clock" in turn else set())
            ben_turns += 1
        post(client, gid, tokens[seat], now["version"], now["commands"][0])
    last = legal(client, gid, ben)
    if last["commands"]:  # Ben's turn again after the last command
        stream.wait(lambda xs: (gid, last["version"]) in turns(xs))
        ben_turns += 1
    items = stream.close()
    assert ben_turns >= 2  # once at the start or after Ann's move, and again after her next move
    assert [i["type"] for i in items if i["type"] != "your_turn"] == ["challenge", "game_started"]
    assert len(turns(items)) == len(set(turns(items))) == ben_turns  # once per version, only Ben's seat
    assert all(i["seat"] == "french" for i in items)


def test_a_bot_plays_two_games_over_one_stream(app, client):
    """One connection for all its games: the bot gets the your_turn items of both and plays them from the
    stream alone, while its two opponents play theirs."""
    bot, cal, dan = register(client, "Bot"), register(client, "Cal"), register(client, "Dan")
    games = {challenge(client, cal, "cal", "bot"): cal, challenge(client, dan, "dan", "bot", "sparks"): dan}
    for gid in games:
        join(client, gid, bot)
    played: list[tuple[str, int]] = []
    mine = app.test_client()

    def answer(item: Json) -> None:  # the bot: the first legal command of each your_turn, posted at once
        if item["type"] == "your_turn" and len(played) < 12:
            post(mine, item["game_id"], bot, item["version"], item["legal_commands"][0])
            played.append((item["game_id"], item["version"]))

    stream = Reader(app, bot, on_item=answer)  # fresh: the turns due now first, then live ones
    deadline = time.monotonic() + 20
    while len(played) < 12 and time.monotonic() < deadline:
        for gid, token in games.items():  # the opponents move whenever it is their turn
            now = legal(client, gid, token)
            if now["commands"]:
                post(client, gid, token, now["version"], random.Random(now["version"]).choice(now["commands"]))
        time.sleep(0.02)
    items = stream.close()
    assert len(played) == 12
    assert {gid for gid, _ in played} == set(games)  # it played both games
    assert all(sum(g == gid for g, _ in played) >= 3 for gid in games), played
    assert turns(items)[:len(played)] == played
    assert {i["type"] for i in items} == {"your_turn"}  # fresh: the inbox from now on only


def test_the_stream_stops_following_a_game_that_ends(app, client):
    """A game that ends (a resignation) is followed no more; the game_over item the scoring job writes comes
    with its inbox id."""
    eve, fay = register(client, "Eve"), register(client, "Fay")
    gid = challenge(client, eve, "eve", "fay")
    join(client, gid, fay)
    stream = Reader(app, fay)
    fanout = app.extensions["tabula.fanout"]
    deadline = time.monotonic() + 5  # the stream registers its listeners as it starts, in its own thread
    while gid not in fanout._listeners and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gid in fanout._listeners
    post(client, gid, fay, legal(client, gid, fay)["version"], {"type": "resign"})
    deadline = time.monotonic() + 5
    while gid in fanout._listeners and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gid not in fanout._listeners
    store = app.extensions["tabula.service"].store
    store.notify({"fay": {"type": "game_over", "game_id": gid, "game_type": "acres", "seat": "french",
                          "version": 2, "result": {"reason": "resignation"}}})
    items = stream.wait(lambda xs: any(i["type"] == "game_over" for i in xs))
    stream.close()
    (over,) = [i for i in items if i["type"] == "game_over"]
    assert over["game_id"] == gid and over["seat"] == "french" and over["id"] == store.inbox("fay")[-1][0]


# -- resuming and framing ------------------------------------------------------------------------------
def test_resume_after_an_inbox_id_sends_only_later_items(client):
    gil, hal = register(client, "Gil"), register(client, "Hal")
    first, second = challenge(client, gil, "gil", "hal"), challenge(client, gil, "gil", "hal")
    assert read(client, hal) == []  # fresh: from now, and no game of Hal's is active
    everything = read(client, hal, "after=0-0")
    assert [(i["type"], i["game_id"]) for i in everything] == [("challenge", first), ("challenge", second)]
    one, two = (i["id"] for i in everything)
    assert [i["id"] for i in read(client, hal, f"after={one}")] == [two]
    assert [i["id"] for i in read(client, hal, headers={"Last-Event-ID": one})] == [two]
    assert [i["id"] for i in read(client, hal, f"after={one}", headers={"Last-Event-ID": two})] == [two]  # wins
    assert read(client, hal, f"after={two}") == []
    join(client, first, hal)
    later = read(client, hal, f"after={two}")
    assert later[0]["type"] == "game_started" and later[0]["game_id"] == first and later[0]["id"] > two
    assert [i["type"] for i in later[1:]] == (["your_turn"] if to_act(client, first) == ["french"] else [])
    assert read(client, hal, f"after={later[0]['id']}") == later[1:]  # the turn due is sent on every connect
    assert read(client, hal) == later[1:]


def test_ndjson_and_sse_framing(client):
    ivy, jon = register(client, "Ivy"), register(client, "Jon")
    gid = challenge(client, ivy, "ivy", "jon")
    join(client, gid, jon)
    seat = to_act(client, gid)[0]
    token = jon if seat == "french" else ivy
    ndjson_items = read(client, token, "after=0-0")
    sse_items = read(client, token, "after=0-0", fmt="sse")  # parse_sse checks the id lines
    assert sse_items == ndjson_items
    assert [i["type"] for i in ndjson_items][-2:] == ["game_started", "your_turn"]
    r = client.get(f"{URL}?timeout=0.1", headers={**bearer(token), "Accept": NDJSON})
    assert r.mimetype == NDJSON and [json.loads(x)["type"] for x in r.get_data(as_text=True).splitlines()] == [
        "ready", "your_turn"]
    r = client.get(f"{URL}?timeout=1.2&keep_alive=0.5", headers=bearer(register(client, "Kay")))
    assert r.mimetype == SSE
    items, comments = parse_sse(r.get_data(as_text=True))
    assert [i["type"] for i in items] == ["ready"] and comments == 2  # keep-alives are comment lines
    r = client.get(f"{URL}?format=ndjson&timeout=1.2&keep_alive=0.5", headers=bearer(register(client, "Lou")))
    assert [i["type"] for i in parse_ndjson(r.get_data(as_text=True))] == ["ready", "keep_alive", "keep_alive"]


def test_problems(client):
    token = register(client, "Mia")
    problem(client.get(URL), 401, "unauthorized")
    problem(client.get(URL, headers=bearer("tbp_" + "A" * 43)), 401, "unauthorized")
    seat_token = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}).get_json()["seats"][0]["token"]
    problem(client.get(URL, headers=bearer(seat_token)), 401, "unauthorized")  # a seat token opens no player
    rotated = client.post("/v1/players/me/token", headers=bearer(token)).get_json()["token"]
    problem(client.get(URL, headers=bearer(token)), 401, "token_revoked")
    for bad in ("abc", "12", "1-2-3", "-1-0", f"{2**64}-0", "1-x", f"{2**64 - 1}-{2**64 - 1}"):
        problem(client.get(f"{URL}?after={bad}", headers=bearer(rotated)), 400, "malformed_request")
        problem(client.get(URL, headers={**bearer(rotated), "Last-Event-ID": bad}), 400, "malformed_request")
    for query in ("format=xml", "timeout=0", "keep_alive=100"):
        problem(client.get(f"{URL}?{query}", headers=bearer(rotated)), 400, "malformed_request")
    assert read(client, rotated, f"after={2**64 - 1}-{2**64 - 2}") == []  # the last id a stream can resume after


def test_a_store_failure_mid_stream_is_an_error_item(app, client, monkeypatch):
    token = register(client, "Ned")
    store = app.extensions["tabula.service"].store

    def broken(*args: Any, **kwargs: Any) -> Any:
        import redis

        raise redis.ConnectionError("gone")

    monkeypatch.setattr(store, "read_all", broken)  # the process's shared reader (api/fanout.py)
    assert parse_ndjson(client.get(f"{URL}?format=ndjson&timeout=5", headers=bearer(token)).get_data(
        as_text=True))[1:] == [{"type": "error", "status": 503, "code": "store_unavailable",
                            "detail": "the game store is unreachable; retry shortly"}]


# -- hidden information ----------------------------------------------------------------------------------------
def leaves(value: Any) -> set[str]:
    """Every string of a JSON value, object keys included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value) | set().union(*map(leaves, value.values()))
    if isinstance(value, list):
        return set().union(*map(leaves, value))
    return set()


@pytest.mark.parametrize(("game_type", "seed"), [("acres", 1), ("acres", 2), ("sparks", 3), ("sparks", 4)])
def test_a_stream_shows_only_what_the_players_seat_may_see(app, client, game_type, seed):
    """Random games of two players, each with its stream open throughout: every your_turn item is exactly the
    seat's own (legal commands = GET /legal-commands, decision = the question of its GET /state view, nothing
    else: The First Sparks hides numbers, which no string check sees), shows no string of the table that view
    hides (nor, in acres, a card hidden from the seat), and no stream carries a view, an entry or another
    seat's turn."""
    rng = random.Random(seed)
    names = (f"Orc{seed}", f"Pip{seed}")
    tokens = {name.lower(): register(client, name) for name in names}
    one, two = (name.lower() for name in names)
    readers = {p: Reader(app, t) for p, t in tokens.items()}
    gid = challenge(client, tokens[one], one, two, game_type)
    join(client, gid, tokens[two])
    svc = app.extensions["tabula.service"]
    seats = {p: svc.load(gid).seat_of_player(p) for p in tokens}
    owner = {seat: p for p, seat in seats.items()}
    checked = 0
    for _ in range(40):
        game = svc.load(gid)
        if game.over:
            break
        (seat,) = game.to_act()
        p = owner[seat]
        items = readers[p].wait(lambda xs, v=game.version: (gid, v) in turns(xs))
        (turn,) = [i for i in items if i["type"] == "your_turn" and i["version"] == game.version]
        now = legal(client, gid, tokens[p])
        view = client.get(f"/v1/games/{gid}/state", headers=bearer(tokens[p])).get_json()
        assert now["version"] == view["version"] == game.version and view["seat"] == seat == turn["seat"]
        pending, offer = view["state"].get("pending") or [], view["state"].get("offer")
        decision = (pending[0] if pending and pending[0].get("seat") == seat else
                    {"kind": "offer", **offer} if offer and offer.get("asked", [])[:1] == [seat] else None)
        extra = {"clock": turn["clock"]} if "clock" in turn else {}  # a time control's clocks: public
        assert turn == {"type": "your_turn", "game_id": gid, "version": game.version, "seat": seat,
                        "kind": "response" if decision else "turn", "decision": decision,
                        "legal_commands": now["commands"], **extra}, "not the seat's own question and commands"
        table = leaves(game.engine.export_position(game.state))
        leaked = leaves(turn) & (table - leaves(view))
        assert not leaked, f"{p}'s your_turn shows what its view hides: {sorted(leaked)[:5]}"
        if game_type == "acres":
            assert not card_ids(turn) & hidden_cards(game.state, seat)
        checked += 1
        commands = [c for c in now["commands"] if c["type"] != "governor"] or now["commands"]
        post(client, gid, tokens[p], game.version, rng.choice(commands))
    assert checked >= 10
    for p, reader in readers.items():
        items = reader.close()
        assert {i["type"] for i in items} <= INBOX_TYPES | {"your_turn", "ready"}, "an entry or a view on a player stream"
        assert all(i["seat"] == seats[p] and i["game_id"] == gid for i in items)
        assert [i["type"] for i in items if i["type"] != "your_turn"] == (
            ["challenge", "game_started"] if p == two else ["game_started"])
        for turn in (i for i in items if i["type"] == "your_turn"):
            assert owner[turn["seat"]] == p
