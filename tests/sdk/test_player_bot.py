"""examples/player_bot.py plays several games at once over one player stream, and the SDKs' helpers for that
stream (`follow_player`, TypeScript `playerFeed()`) follow it through dropped connections without missing or
repeating an inbox item (issue 19).

The live server of conftest.py runs no jobs (TABULA_ENQUEUE=0). So the bot's opponent is played by the test:
`Challenger`, a registered player on its own `follow_player` stream, which sends a few random commands in each
game, then resigns it and runs the scoring job by hand (workers/scoring.py: the job that writes each player's
game_over item)."""
from __future__ import annotations

import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import IO, Any

import httpx
import pytest
from tabula_client import AuthenticatedClient
from tabula_client import models as m
from tabula_client.feed import FeedError, RetryPolicy, follow_player

from .chaos_proxy import CALM, ChaosProxy
from .conftest import CLIENT, ROOT, Live
from .live_game import FAST
from .test_feed_recovery import ndjson, problem, scripted  # noqa: F401 - scripted: a fixture (by name, below)
from .test_typescript_sdk import PACKAGE, built, npm_installed  # noqa: F401 - fixtures (by name, below)
from .test_typescript_sdk import run as run_in_package

Json = dict[str, Any]
STREAM = "/v1/players/me/stream"
needs_node = pytest.mark.skipif(shutil.which("node") is None or shutil.which("npm") is None,
                                reason="node and npm are needed for the TypeScript client; CI installs them")


def unique(prefix: str) -> str:
    """A fresh player name (the session's server keeps every player of the run)."""
    return f"{prefix}{uuid.uuid4().hex[:12]}"


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def register(base_url: str, name: str) -> str:
    r = httpx.post(f"{base_url}/v1/players", json={"name": name, "bot": True}, timeout=30)
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def create(base_url: str, token: str, first: str, second: str) -> str:
    """A game of A Few Acres of Snow created by `token`'s player: `first` british (it acts first), `second`
    french; the creator's own seat is taken at once, the other one is a challenge."""
    seats = [{"kind": "player", "player": first}, {"kind": "player", "player": second}]
    r = httpx.post(f"{base_url}/v1/games", headers=bearer(token), json={"type": "acres", "seats": seats}, timeout=30)
    assert r.status_code == 201, r.text
    game_id: str = r.json()["game_id"]
    return game_id


def join(base_url: str, token: str, game_id: str) -> None:
    r = httpx.post(f"{base_url}/v1/games/{game_id}/join", headers=bearer(token), json={}, timeout=30)
    assert r.status_code == 200, r.text


def release(base_url: str, token: str, creator: str, player: str) -> None:
    """Ends the server's side of the stream of `player`, whose client has gone: the server notices a closed
    connection only when it writes to it, so two challenges from `creator` (`token`) make it write twice now
    rather than at its next keep-alive, up to 15 s later (and the session's server waits for open streams
    when it stops)."""
    for _ in range(2):
        create(base_url, token, creator, player)
    time.sleep(0.2)


def inbox(base_url: str, token: str) -> list[Json]:
    """Every item of the player's inbox, read once from the server (a stream from 0-0, closed when idle)."""
    r = httpx.get(f"{base_url}{STREAM}", params={"format": "ndjson", "after": "0-0", "timeout": 0.5},
                  headers=bearer(token), timeout=30)
    assert r.status_code == 200, r.text
    return [item for item in map(json.loads, r.text.splitlines()) if "id" in item and item["type"] != "ready"]


@pytest.fixture
def score(live: Live, monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """The scoring job of a game that is over, run here against the live server's store (it writes the
    game_over item of each of its players)."""
    monkeypatch.setenv("REDIS_URL", live.redis_url)
    monkeypatch.setenv("TABULA_PREFIX", live.prefix)
    monkeypatch.setenv("TABULA_ENQUEUE", "0")
    from workers.scoring import finalize

    def run(game_id: str) -> None:
        done = finalize(game_id)
        assert done["action"] == "stored", done

    return run


class Challenger(threading.Thread):
    """A registered player that plays its seat of `games` (game id -> commands to send before it resigns) from
    its own stream: a random legal command at each new your_turn (the Governor only when nothing else is
    legal), then `resign`; it runs the scoring job of each game it ends, and stops once its stream has told it
    that every one of its games is over."""

    def __init__(self, base_url: str, token: str, score: Callable[[str], None], seed: str):
        super().__init__(daemon=True)
        self.base_url, self.token, self.score = base_url, token, score
        self.games: dict[str, int] = {}
        self.sent: dict[str, int] = {}
        self.over: set[str] = set()
        self.error: BaseException | None = None
        self.rng = random.Random(seed)

    def run(self) -> None:
        played: dict[str, int] = {}
        client = AuthenticatedClient(base_url=self.base_url, token=self.token)
        try:
            # idle streams closed after 1 s (and reopened): the server's side of the last one ends soon after
            for item in follow_player(client, after="0-0", timeout=1, retry=RetryPolicy(**FAST)):
                game_id = item.game_id
                if isinstance(item, m.PlayerYourTurn) and game_id in self.games and \
                        played.get(game_id, -1) < item.version:
                    played[game_id] = item.version
                    self.move(game_id, item.to_dict())
                elif isinstance(item, m.PlayerGameOver):
                    self.over.add(game_id)
                    if self.over >= set(self.games):
                        return
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc

    def move(self, game_id: str, turn: Json) -> None:
        if self.sent.get(game_id, 0) >= self.games[game_id]:
            command = {"type": "resign"}
        else:
            command = self.rng.choice([c for c in turn["legal_commands"] if c["type"] != "governor"]
                                      or turn["legal_commands"])
        r = httpx.post(f"{self.base_url}/v1/games/{game_id}/commands", timeout=30,
                       headers={**bearer(self.token), "Idempotency-Key": f"{game_id}-{turn['version']}"},
                       json={"command": command, "expected_version": turn["version"]})
        assert r.status_code == 201, r.text
        self.sent[game_id] = self.sent.get(game_id, 0) + 1
        if r.json()["status"] == "over":
            self.score(game_id)


def player_bot(monkeypatch: pytest.MonkeyPatch) -> Any:
    """examples/player_bot.py as a module (examples/ on sys.path, for its `from bot import ...`)."""
    monkeypatch.syspath_prepend(str(ROOT / "examples"))
    spec = importlib.util.spec_from_file_location("player_bot", ROOT / "examples" / "player_bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bot_moves(base_url: str, token: str, game_id: str) -> tuple[str, list[int]]:
    """The bot's seat in the finished game, and the time (ms) of each command it sent there."""
    summary = httpx.get(f"{base_url}/v1/games/{game_id}", timeout=30).json()
    assert summary["status"] == "over", summary
    log = httpx.get(f"{base_url}/v1/games/{game_id}/events", params={"after": 0}, headers=bearer(token),
                    timeout=30).json()
    seat = next(e["seat"] for e in log["entries"] if e["command"]["type"] == "join")
    return seat, [e["ts"] for e in log["entries"] if e["seat"] == seat and e["command"]["type"] != "join"]


# -- the example bot ------------------------------------------------------------------------------------------
def test_the_player_bot_plays_three_challenges_at_once_over_one_stream(live: Live, score, monkeypatch, capsys):
    """The bot registers, is challenged three times, accepts each challenge and plays the three games at the
    same time (its commands in each game span a time when it also played the others) until each is over, all
    on the one connection it opened (every request to the player stream with its token is counted)."""
    bot = player_bot(monkeypatch)
    name = unique("pb")
    token = bot.register(live.base_url, name)
    me = name.lower()
    streams: list[httpx.URL] = []
    send = httpx.Client.send

    def counting(self: httpx.Client, request: httpx.Request, **kwargs: Any) -> httpx.Response:
        if request.url.path == STREAM and request.headers.get("Authorization") == f"Bearer {token}":
            streams.append(request.url)
        return send(self, request, **kwargs)

    monkeypatch.setattr(httpx.Client, "send", counting)
    results: dict[str, Any] = {}

    def play() -> None:
        try:
            results.update(bot.run(live.base_url, token, games=3, after="0-0", seed="pb", retry=RetryPolicy(**FAST)))
        except BaseException as exc:  # noqa: BLE001 - reported below
            results["error"] = exc

    playing = threading.Thread(target=play, daemon=True)
    playing.start()
    opponent = unique("ch")
    challenger = Challenger(live.base_url, register(live.base_url, opponent), score, seed="ch")
    games = {create(live.base_url, challenger.token, me, opponent): 6,  # the bot british: it acts first
             create(live.base_url, challenger.token, opponent, me): 9,
             create(live.base_url, challenger.token, me, opponent): 12}
    challenger.games.update(games)
    challenger.start()
    playing.join(45)
    challenger.join(10)
    assert not playing.is_alive() and not challenger.is_alive(), (results, challenger.sent, challenger.over)
    assert challenger.error is None, repr(challenger.error)
    assert "error" not in results, repr(results.get("error"))
    assert [(url.params["after"], url.params["format"]) for url in streams] == [("0-0", "ndjson")]  # one connection
    assert set(results) == set(games)
    spans = []
    for game_id, resigned_after in games.items():
        seat, moves = bot_moves(live.base_url, token, game_id)
        result = results[game_id]  # typed: the lifecycle's result of a resignation
        assert isinstance(result, m.LifecycleResult), result
        assert result.reason == "resignation" and result.winner == seat, result
        assert challenger.sent[game_id] == resigned_after + 1 and len(moves) >= resigned_after // 2, moves
        spans.append((moves[0], moves[-1]))
    assert max(first for first, _ in spans) <= min(last for _, last in spans), spans  # all three at once
    out = capsys.readouterr().out
    assert out.count("accepted ") == 3 and out.count("game over: ") == 3, out
    release(live.base_url, challenger.token, opponent, me)


class Lines(threading.Thread):
    """The lines a process writes to a pipe, as they come."""

    def __init__(self, pipe: IO[str]):
        super().__init__(daemon=True)
        self.pipe = pipe
        self.lines: list[str] = []
        self.changed = threading.Condition()
        self.start()

    def run(self) -> None:
        for line in self.pipe:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()

    def wait(self, found: Callable[[str], bool], timeout: float = 20) -> str:
        with self.changed:
            assert self.changed.wait_for(lambda: any(map(found, self.lines)), timeout), self.lines
            return next(filter(found, self.lines))


def test_the_player_bot_program_opens_a_lobby_game_and_accepts_a_challenge(live: Live, score):
    """examples/player_bot.py as a program: it registers, opens a game with a seat for anyone (listed in the
    lobby), plays it once the challenger takes that seat, accepts the challenger's challenge and plays it too,
    prints both results and exits after the second one (--games 2)."""
    name = unique("pb")
    me = name.lower()
    bot = subprocess.Popen([sys.executable, str(ROOT / "examples" / "player_bot.py"), live.base_url, "--name", name,
                            "--games", "2", "--against", "anyone", "--seed", "cli"],
                           env={**os.environ, "PYTHONPATH": str(CLIENT)}, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert bot.stdout is not None
        out = Lines(bot.stdout)
        lobby_game = out.wait(lambda line: line.startswith("opened ")).split()[1]
        assert out.lines[0].startswith(f"registered {me}; its token (play again with --token): tbp_")
        lobby = httpx.get(f"{live.base_url}/v1/lobby", params={"type": "acres"}, timeout=30).json()["games"]
        assert lobby_game in [game["game_id"] for game in lobby]
        opponent = unique("ch")
        challenger = Challenger(live.base_url, register(live.base_url, opponent), score, seed="cli")
        challenger.games[lobby_game] = 2
        join(live.base_url, challenger.token, lobby_game)  # the open seat: the game starts, the bot british
        challenged = create(live.base_url, challenger.token, opponent, me)
        challenger.games[challenged] = 3
        challenger.start()
        assert bot.wait(45) == 0, bot.stderr.read() if bot.stderr else ""
    finally:
        if bot.poll() is None:
            bot.kill()
            bot.wait()
    out.join(5)
    challenger.join(10)
    assert challenger.error is None, repr(challenger.error)
    assert f"opened {lobby_game} against anyone" in out.lines
    assert f"accepted {challenged} from {opponent}" in out.lines
    over = [line for line in out.lines if line.startswith("game over: ")]
    assert sorted(line.split()[2] for line in over) == sorted([lobby_game, challenged]), out.lines
    assert "'reason': 'resignation'" in over[0] and "'reason': 'resignation'" in over[1]
    release(live.base_url, challenger.token, opponent, me)


# -- follow_player through dropped connections ---------------------------------------------------------------
def test_follow_player_yields_each_inbox_item_once_through_a_chaos_proxy(live: Live):
    """A player follows its stream from 0-0 through tests/sdk/chaos_proxy.py (connections cut after a random
    number of bytes, mostly mid-line, some closed, reset or refused with a 503 or 429) while it is challenged
    ten times and accepts four of the challenges: `follow_player` yields every inbox item exactly once, in the
    inbox's order, as the server holds them. (The your_turn items of the two games where it is to act are
    resent at every connection, each bigger than most cuts: most connections end in the middle of one.)"""
    player, opponent = unique("fp"), unique("fq")
    token, other = register(live.base_url, player), register(live.base_url, opponent)
    expected = 10 + 4  # a challenge each, and a game_started for each accepted one
    items: list[Json] = []  # as JSON: the to_dict() of each model yielded
    failures: list[BaseException] = []
    errors: list[BaseException] = []

    def follow(url: str) -> None:
        policy = RetryPolicy(**FAST, on_retry=lambda error, wait: failures.append(error))
        try:
            for item in follow_player(AuthenticatedClient(base_url=url, token=token), after="0-0", timeout=1,
                                      retry=policy):
                assert isinstance(item, (m.PlayerChallenge, m.PlayerGameStarted, m.PlayerYourTurn)), item
                if isinstance(item, m.PlayerYourTurn):
                    assert item.seat == "british" and item.decision is None and all(
                        type(c).__name__.startswith(("Acres", "Game")) for c in item.legal_commands), item
                items.append(item.to_dict())
                if sum("id" in i for i in items) == expected:
                    return
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    with ChaosProxy(live.base_url, seed=19, weights={"forward": 1}, cut_bytes=(1, 1500), retry_after=(0,)) as proxy:
        follower = threading.Thread(target=follow, args=(proxy.url,), daemon=True)
        follower.start()
        to_act: set[str] = set()
        for n in range(10):
            seats = (player.lower(), opponent.lower()) if n % 2 else (opponent.lower(), player.lower())
            game_id = create(live.base_url, other, *seats)
            if n % 3 == 0:  # accepted: in two of them (3 and 9) the player is british, to act
                join(live.base_url, token, game_id)
                if n % 2:
                    to_act.add(game_id)
            time.sleep(0.05)
        follower.join(30)
        assert not follower.is_alive(), f"{sum('id' in i for i in items)} of {expected} inbox items"
    assert not errors, errors
    received = [item for item in items if "id" in item]
    assert received == inbox(live.base_url, token)  # each once, in order, as the server has them (to_dict() too)
    assert [item["type"] for item in received].count("game_started") == 4
    assert len({item["id"] for item in received}) == expected
    assert all(item["game_id"] in to_act and item["version"] == 1 for item in items if item["type"] == "your_turn")
    counts = proxy.counts  # the proxy broke connections, mid-line among others; follow_player retried them
    assert counts["cut_done"] >= 3 and counts["cut_mid_line"] >= 2, counts
    assert len(failures) >= 3 and any(isinstance(e, httpx.TransportError) for e in failures), failures


def label(item: Any) -> str:
    if not isinstance(item, dict):  # a model: the scripted items below are all readable
        item = item.to_dict()
    return f"{item['type']}#{item['id']}" if "id" in item else \
        f"your_turn@{item['game_id']}:{item['version']}" if item["type"] == "your_turn" else item["type"]


def notice(kind: str, inbox_id: str, game_id: str = "g1") -> Json:
    if kind == "game_over":  # ended unplayed (declined): no result
        return {"type": kind, "id": inbox_id, "game_id": game_id, "game_type": "acres", "seat": "french",
                "version": 0, "result": None}
    return {"type": kind, "id": inbox_id, "game_id": game_id, "game_type": "acres", "seat": "french",
            "creator": "cal", "rated": False, "expires_at": None, "players": {"british": "cal"}}


def turn(game_id: str, version: int) -> Json:
    return {"type": "your_turn", "game_id": game_id, "version": version, "seat": "french", "kind": "turn",
            "decision": None, "legal_commands": []}


def test_follow_player_resumes_after_the_last_inbox_id(request: pytest.FixtureRequest) -> None:
    """Against a scripted transport: after a 503, a cut in the middle of a line, a refused connection, a clean
    close, an `error` item and a malformed id, each connection asks for what follows the last inbox id yielded
    (compared as numbers: 10-0 is after 3-0); an inbox item comes once, a your_turn as often as it is sent; a
    401 is raised at once."""
    error_item = {"type": "error", "status": 503, "code": "slow_consumer", "detail": "fell behind"}
    client, seen = request.getfixturevalue("scripted")([
        problem(503, "store_unavailable", "0"),
        ndjson(notice("challenge", "1-0"), {"type": "keep_alive"}, notice("game_started", "2-0"), turn("g1", 1),
               cut=b'{"type":"gam'),
        httpx.ConnectError("connection refused"),
        ndjson(notice("challenge", "1-0"), notice("game_started", "2-0"), turn("g1", 1), notice("game_over", "3-0")),
        ndjson(notice("game_over", "3-0"), notice("challenge", "10-0", "g2"), error_item),
        ndjson(notice("challenge", "10-0", "g2"), notice("challenge", "10-x", "g3")),
        ndjson(notice("challenge", "11-0", "g3")),
        problem(401, "token_revoked"),
    ])
    failures: list[BaseException] = []
    items: list[Json] = []
    with pytest.raises(FeedError) as raised:  # what came before the 401 stays in `items`
        items.extend(follow_player(client, retry=RetryPolicy(on_retry=lambda error, wait: failures.append(error))))
    assert [label(i) for i in items] == ["challenge#1-0", "game_started#2-0", "your_turn@g1:1", "your_turn@g1:1",
                                         "game_over#3-0", "challenge#10-0", "challenge#11-0"]
    assert [type(i).__name__ for i in items] == ["PlayerChallenge", "PlayerGameStarted", "PlayerYourTurn",
                                                 "PlayerYourTurn", "PlayerGameOver", "PlayerChallenge",
                                                 "PlayerChallenge"]  # the models, typed by `type`
    assert items[0].to_dict() == notice("challenge", "1-0") and items[2].to_dict() == turn("g1", 1)
    assert items[4].result is None and items[0].players.additional_properties == {"british": "cal"}
    assert (raised.value.status, raised.value.code) == (401, "token_revoked")
    assert [r.url.params.get("after") for r in seen] == [None, None, "2-0", "2-0", "3-0", "10-0", "10-0", "11-0"]
    assert all(r.url.path == STREAM and r.url.params["format"] == "ndjson" for r in seen)
    assert [getattr(e, "code", type(e).__name__) for e in failures] == [
        "store_unavailable", "RemoteProtocolError", "ConnectError", "slow_consumer", "malformed_item"]


# -- the TypeScript playerFeed() ------------------------------------------------------------------------------
@needs_node
@pytest.mark.usefixtures("built")
def test_typescript_player_feed_against_a_scripted_fetch() -> None:
    """test/player-feed.ts unit: resumes after the last inbox id through a 503, a mid-line cut, a refused
    connection and clean closes; each inbox item once, your_turn as sent; a 401 thrown at once."""
    assert run_in_package("node", "dist/test/player-feed.js", "unit", timeout=60).stdout.strip() == "ok"


def node_lines(process: subprocess.Popen[str]) -> Iterator[Json]:
    assert process.stdout is not None
    for line in process.stdout:
        yield json.loads(line)


@needs_node
@pytest.mark.usefixtures("built")
def test_typescript_player_feed_yields_a_challenge_then_the_start_and_resumes_after_a_cut(live: Live):
    """playerFeed() from Node through a proxy: it yields the challenge, then (once the player accepts it) the
    game_started; the proxy then stops, dropping the connection and refusing the next ones, while the player is
    challenged again and accepts; once the proxy is back, playerFeed resumes after the last inbox id: the new
    challenge and start come, then the your_turn of the new game, and the first two are not repeated."""
    player, opponent = unique("tp"), unique("tq")
    token, other = register(live.base_url, player), register(live.base_url, opponent)
    first = create(live.base_url, other, opponent.lower(), player.lower())
    proxy = ChaosProxy(live.base_url, weights=CALM).start()
    node = subprocess.Popen(["node", "dist/test/player-feed.js", "live"], cwd=PACKAGE, text=True,
                            env={**os.environ, "TABULA_URL": proxy.url, "TABULA_TOKEN": token, "TABULA_INBOX": "4",
                                 "TABULA_TURNS": "1"},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    events: list[Json] = []
    try:
        lines = node_lines(node)

        def until(found: Callable[[Json], bool]) -> None:
            for event in lines:
                events.append(event)
                if found(event):
                    return
            raise AssertionError(f"node stopped: {events} {node.stderr.read() if node.stderr else ''}")

        until(lambda e: e.get("item", {}).get("type") == "challenge")
        join(live.base_url, token, first)
        until(lambda e: e.get("item", {}).get("type") == "game_started")
        proxy.stop()  # drops the stream; connections are refused until it is back
        second = create(live.base_url, other, player.lower(), opponent.lower())
        join(live.base_url, token, second)
        time.sleep(0.3)
        proxy.start()
        until(lambda e: e.get("done", False))
        assert node.wait(30) == 0
    finally:
        proxy.stop()
        if node.poll() is None:
            node.kill()
            node.wait()
    received = [e["item"] for e in events if "id" in e.get("item", {})]
    assert [(i["type"], i["game_id"]) for i in received] == [("challenge", first), ("game_started", first),
                                                             ("challenge", second), ("game_started", second)]
    assert received == inbox(live.base_url, token)  # each once, in order
    cut = next(n for n, e in enumerate(events) if "failure" in e)
    assert cut > events.index({"item": received[1]})  # the failures came after the first start
    assert events[-2]["item"]["type"] == "your_turn" and events[-2]["item"]["game_id"] == second, events[-2:]


def test_follow_player_from_now_resumes_after_the_ready_item(request: pytest.FixtureRequest) -> None:
    """Without `after`, the first stream's `ready` item says where "now" is: a connection lost before any inbox
    item resumes after it (nothing written meanwhile is missed), and no `ready` item is yielded."""
    client, seen = request.getfixturevalue("scripted")([
        ndjson({"type": "ready", "id": "5-0"}, {"type": "keep_alive"}, cut=b'{"type":"cha'),
        ndjson({"type": "ready", "id": "5-0"}, notice("challenge", "6-0")),
        problem(401, "token_revoked"),
    ])
    items: list[Json] = []
    with pytest.raises(FeedError):
        items.extend(follow_player(client, retry=RetryPolicy(on_retry=lambda error, wait: None)))
    assert [label(i) for i in items] == ["challenge#6-0"]
    assert [r.url.params.get("after") for r in seen] == [None, "5-0", "6-0"]
