"""The generated Python SDK (openapi/clients/python, package `tabula_client`): current with the spec, typed,
and enough to play whole games against a live server (see conftest.py).

The games use the SDK only: typed command models (one per game and command type), posted with the typed
submit call, an Idempotency-Key and expected_version; every problem comes back as a typed `Problem`. Enum
fields take plain strings; the stream operations' generated functions raise, pointing to `follow`; the
hand-written `submit` retries with one Idempotency-Key and raises typed refusals (against a scripted transport
and the live server). tests/sdk/test_python_package.py installs the built wheel in a clean virtualenv."""
from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar, get_args

import attrs
import httpx
import pytest
import tabula_client.submit as submitting
from tabula_client import AuthenticatedClient, Client
from tabula_client import models as m
from tabula_client.api.games import (
    create_game,
    get_game,
    get_game_state,
    get_legal_commands,
    get_log,
    get_result,
    list_game_types,
    stream_events,
    stream_feed,
    submit_command,
)
from tabula_client.api.players import stream_player
from tabula_client.feed import RetryPolicy, StreamOperationError
from tabula_client.models.seat_spec_kind import SEAT_SPEC_KIND_VALUES
from tabula_client.submit import IllegalCommand, TabulaProblem, VersionConflict, submit
from tabula_client.submit import create_game as create_game_retried
from tabula_client.types import UNSET

from tests.service.test_sparks_http import policy as sparks_policy  # reads only the view and the public pack

from .chaos_proxy import CALM, ChaosProxy
from .conftest import CLIENT, ROOT, Live

# Seeds whose games end quickly (measured): acres, uniform random choice, about 210 commands; sparks, 3 seats
# and the view-reading policy of tests/service/test_sparks_http.py, about 60.
ACRES_SEED, ACRES_CHOOSER = "sdk-114", 114
SPARKS_SEED, SPARKS_CHOOSER = "sparks-http-3", 3
CAP = 1500  # commands: a game that has not ended by then fails the test


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def model_of(game: str, kind: str) -> type:
    """The SDK's model of one command type, e.g. ("sparks", "hunt") -> SparksHuntCommand."""
    return getattr(m, f"{camel(game)}{camel(kind)}Command")


T = TypeVar("T")


def expect(value: Any, cls: type[T]) -> T:
    assert isinstance(value, cls), value  # a Problem (or None) otherwise: shown in the failure
    return value


# -- the committed client is what the generator makes of the committed spec ------------------------------
CACHES = {"__pycache__", ".ruff_cache", ".mypy_cache", ".pytest_cache"}  # made by tools run there, never committed


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not CACHES & set(p.relative_to(root).parts) and p.suffix != ".pyc"}


def test_committed_client_is_what_the_generator_makes(tmp_path: Path) -> None:
    """scripts/gen-clients' Python step into a temp dir, compared file by file with openapi/clients/python."""
    out = tmp_path / "python"
    env = {**os.environ, "PYTHON": sys.executable}
    run = subprocess.run(["bash", str(ROOT / "scripts" / "gen-clients"), "--python-to", str(out)], cwd=ROOT,
                         check=False, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"the generator failed (or warned):\n{run.stdout}\n{run.stderr}"
    fresh, committed = _tree(out), _tree(CLIENT)
    differences = {"new": sorted(fresh.keys() - committed.keys()), "gone": sorted(committed.keys() - fresh.keys()),
                   "changed": sorted(k for k in fresh.keys() & committed.keys() if fresh[k] != committed[k])}
    assert not any(differences.values()), \
        f"openapi/clients/python is stale: run ./scripts/gen-clients and commit what it writes\n{differences}"


# -- typed commands ----------------------------------------------------------------------------------------
def test_one_model_per_command_type_of_each_game(live: Live) -> None:
    with Client(base_url=live.base_url, raise_on_unexpected_status=True) as public:
        types = expect(list_game_types.sync(client=public), m.GameTypes)
    found = {t.type_: t.commands for t in types.types}
    assert {"acres", "sparks"} <= set(found)
    for game, kinds in found.items():
        for kind in kinds:
            cls = model_of(game, kind)
            discriminator = getattr(m, f"{cls.__name__}Type")  # `type` is a one-value Literal: the union parses
            assert get_args(discriminator) == (kind,)
            assert attrs.fields_dict(cls)["type_"].default == kind  # and needs no naming by hand
    assert len(found["acres"]) == 33 and len(found["sparks"]) == 14  # acres: 5 of them with scenario options
    assert m.SparksHuntCommand(tools=[12]).to_dict() == {"type": "hunt", "tools": [12]}
    assert m.AcresEndTurnCommand() == m.Submit.from_dict({"command": {"type": "end_turn"}}).command


# -- enums are plain strings --------------------------------------------------------------------------------
def test_enum_fields_take_and_give_plain_strings(live: Live) -> None:
    """literal_enums (python-config.yml): a field whose schema lists its values is a Literal of them, so a plain
    string is the value, built by hand, sent, and read back (the default, Enum classes, failed only when sent)."""
    assert m.SeatSpec(kind="ai", level="search").to_dict() == {"kind": "ai", "level": "search"}
    assert SEAT_SPEC_KIND_VALUES == {"ai", "human", "open", "player"}
    settle = m.AcresSettleCommand(location="halifax", transport="b-regular-infantry-3", via="b-boston-1")
    assert settle.to_dict() == {"type": "settle", "location": "halifax", "transport": "b-regular-infantry-3",
                                "via": "b-boston-1"}
    assert m.AcresSettleCommand.from_dict(settle.to_dict()) == settle
    with pytest.raises(TypeError, match="Expected one of"):  # a value outside the schema's, read from JSON
        m.SeatSpec.from_dict({"kind": "robot"})
    body = m.CreateGame(type_="acres", seats=[m.SeatSpec(name="ada"), m.SeatSpec(kind="ai", level="random")])
    with Client(base_url=live.base_url, raise_on_unexpected_status=True) as public:
        created = expect(create_game.sync(client=public, body=body), m.Created)
        assert [(s.kind, s.level) for s in created.seats] == [("human", UNSET), ("ai", "random")]
        summary = expect(get_game.sync(created.game_id, client=public), m.Summary)
        assert summary.status == "active" and isinstance(summary.status, str)
        refused = create_game.sync_detailed(client=public, body=m.CreateGame(type_="acres", seats=[
            m.SeatSpec(kind="robot"), m.SeatSpec()]))  # type: ignore[arg-type]  # not a kind: the server says so
        assert refused.status_code in (400, 422) and isinstance(refused.parsed, m.Problem)


# -- the stream operations point to follow -----------------------------------------------------------------
@pytest.mark.parametrize(("module", "instead"), [
    (stream_feed, "tabula_client.feed.follow(client, game_id)"),
    (stream_events, "tabula_client.feed.follow(client, game_id, after=0)"),
    (stream_player, "tabula_client.feed.follow_player(client)"),
])
def test_stream_operations_raise_and_name_the_helper_to_use(module: Any, instead: str) -> None:
    """scripts/gen-clients replaces their generated modules: a call would block until the stream closes."""
    client = AuthenticatedClient(base_url="http://127.0.0.1:9", token="t")  # never reached
    for function in (module.sync, module.sync_detailed):
        with pytest.raises(StreamOperationError, match="is a live stream") as raised:
            function("some-game", client=client)
        assert raised.value.instead == instead and instead in str(raised.value)
    for function in (module.asyncio, module.asyncio_detailed):
        with pytest.raises(StreamOperationError):
            asyncio.run(function("some-game", client=client))


# -- whole games -------------------------------------------------------------------------------------------
Chooser = Callable[[str, m.Legal, list[dict[str, Any]]], Any]


class Table:
    """One game played through the SDK: a client per seat token, one for the public."""

    def __init__(self, live: Live, game_type: str, seats: int, seed: str):
        self.live = live
        self.public = Client(base_url=live.base_url, raise_on_unexpected_status=True,
                             timeout=httpx.Timeout(30.0))
        body = m.CreateGame(type_=game_type, seats=[m.SeatSpec(name=f"bot-{i}") for i in range(seats)], seed=seed)
        self.created = expect(create_game.sync(client=self.public, body=body), m.Created)
        self.id = self.created.game_id
        assert self.created.type_ == game_type and self.created.version == 0
        self.seats = {s.seat: AuthenticatedClient(base_url=live.base_url, token=s.token,
                                                  raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0))
                      for s in self.created.seats if isinstance(s.token, str)}
        assert len(self.seats) == seats

    def close(self) -> None:
        for client in (self.public, *self.seats.values()):
            client.get_httpx_client().close()

    def legal(self, seat: str) -> tuple[m.Legal, list[dict[str, Any]]]:
        """The seat's legal commands, typed, and as the JSON the server sent."""
        response = get_legal_commands.sync_detailed(self.id, client=self.seats[seat])
        legal = expect(response.parsed, m.Legal)
        raw = json.loads(response.content)["commands"]
        assert [c.to_dict() for c in legal.commands] == raw  # every command survives its model unchanged
        return legal, raw

    def submit(self, seat: str, command: Any, version: int, key: str):
        return submit_command.sync_detailed(self.id, client=self.seats[seat], idempotency_key=key,
                                            body=m.Submit(command=command, expected_version=version))

    def play(self, choose: Chooser) -> tuple[int, Counter[str]]:
        """Plays to the end: `choose(seat, legal, raw)` returns a command model. Returns the final version and
        how often each model was sent."""
        version, to_act, status, sent = 0, self.created.to_act, "active", Counter()
        for _ in range(CAP):
            if status == "over":
                break
            (seat,) = to_act
            legal, raw = self.legal(seat)
            assert (legal.version, legal.seat, legal.to_act) == (version, seat, [seat])
            command = choose(seat, legal, raw)
            assert command in legal.commands
            if version == 1:
                self.check_errors(seat, command, version)
            response = self.submit(seat, command, version, key=f"{seat}-{version}")
            assert response.status_code == 201, response.content
            done = expect(response.parsed, m.Accepted)
            assert done.version == version + 1 and done.replayed is False
            if version == 1:
                self.check_retry(seat, command, version, done)
            version, to_act, status = done.version, done.to_act, done.status
            sent[type(command).__name__] += 1
        else:
            raise AssertionError(f"the game did not end in {CAP} commands")
        assert to_act == []
        return version, sent

    def check_errors(self, seat: str, command: Any, version: int) -> None:
        """Problems come back typed: a stale version is a 409 naming the current one, another seat a 403."""
        stale = self.submit(seat, command, version - 1, key=f"stale-{version}")
        problem = expect(stale.parsed, m.Problem)
        assert (stale.status_code, problem.code, problem.current_version) == (409, "version_conflict", version)
        other = next(s for s in self.seats if s != seat)
        wrong = self.submit(other, command, version, key=f"wrong-{version}")
        assert wrong.status_code == 403 and expect(wrong.parsed, m.Problem).code == "not_your_turn"

    def check_retry(self, seat: str, command: Any, version: int, first: m.Accepted) -> None:
        """The same request again (a retry): the first answer, marked replayed, and nothing appended."""
        again = expect(self.submit(seat, command, version, key=f"{seat}-{version}").parsed, m.Accepted)
        assert again.replayed is True and again.version == first.version and again.events == first.events
        summary = expect(get_game.sync(self.id, client=self.public), m.Summary)
        assert summary.version == first.version

    def check_end(self, version: int, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
        """The finished game as the SDK sees it: summary, empty legal lists, the whole log, the scored result."""
        summary = expect(get_game.sync(self.id, client=self.public), m.Summary)
        assert summary.status == "over" and summary.version == version and summary.to_act == []
        result_model = summary.result
        assert isinstance(result_model, (m.AcresResult, m.SparksResult)), result_model  # the game's own, typed
        result = result_model.to_dict()
        assert all(self.legal(seat)[0].commands == [] for seat in self.seats)
        log = expect(get_log.sync(self.id, client=self.public), m.Log)
        assert log.complete is True and len(log.entries) == version
        assert [e.version for e in log.entries] == list(range(1, version + 1))
        view = expect(get_game_state.sync(self.id, client=self.public), m.View)
        assert view.seat is None and view.version == version

        pending = get_result.sync_detailed(self.id, client=self.public)  # no worker here: not scored yet
        assert pending.status_code == 202 and expect(pending.parsed, m.Pending).status == "scoring"
        monkeypatch.setenv("REDIS_URL", self.live.redis_url)
        monkeypatch.setenv("TABULA_PREFIX", self.live.prefix)
        from workers.scoring import finalize  # the scoring job, run by hand against the server's store

        assert finalize(self.id)["action"] == "stored"
        scored = expect(get_result.sync(self.id, client=self.public), m.Result)
        assert scored.version == version and scored.result.to_dict() == result
        return result


@pytest.fixture
def table(live: Live) -> Iterator[Callable[[str, int, str], Table]]:
    made: list[Table] = []

    def make(game_type: str, seats: int, seed: str) -> Table:
        made.append(Table(live, game_type, seats, seed))
        return made[-1]

    yield make
    for t in made:
        t.close()


def test_a_few_acres_of_snow_played_to_the_end_through_the_sdk(table, monkeypatch) -> None:
    """Two human seats, each choosing uniformly among the typed legal commands the SDK parsed."""
    game = table("acres", 2, ACRES_SEED)
    assert set(game.seats) == {"british", "french"}
    rng = random.Random(ACRES_CHOOSER)

    def choose(seat: str, legal: m.Legal, raw: list[dict[str, Any]]) -> Any:
        command = rng.choice(legal.commands)
        assert type(command) is model_of("acres", command.type_)
        return command

    version, sent = game.play(choose)
    assert {"AcresSettleCommand", "AcresDraftCommand", "AcresEndTurnCommand"} <= set(sent) and len(sent) >= 8
    result = game.check_end(version, monkeypatch)
    assert result["winner"] in ("british", "french")
    assert all(s["total"] == s["villages"] + s["towns"] + s["captured"] for s in result["scores"].values())


def test_the_first_sparks_played_to_the_end_through_the_sdk(table, monkeypatch) -> None:
    """Three seats; a policy that reads the seat's view picks a legal command as JSON, which becomes its typed
    model (e.g. SparksHuntCommand.from_dict) before it is posted."""
    game = table("sparks", 3, SPARKS_SEED)
    assert set(game.seats) == {"red", "blue", "yellow"}
    policy = sparks_policy(random.Random(SPARKS_CHOOSER))

    def choose(seat: str, legal: m.Legal, raw: list[dict[str, Any]]) -> Any:
        view = expect(get_game_state.sync(game.id, client=game.seats[seat]), m.View)
        assert view.seat == seat and view.version == legal.version
        chosen = policy(view.state.to_dict(), seat, raw)
        command = model_of("sparks", chosen["type"]).from_dict(chosen)
        assert command == legal.commands[raw.index(chosen)]
        return command

    version, sent = game.play(choose)
    assert {"SparksPlaceMemberCommand", "SparksHuntCommand", "SparksExpandCommand"} <= set(sent)
    result = game.check_end(version, monkeypatch)
    assert sorted(result["ranking"]) == ["blue", "red", "yellow"] and result["winners"]
    assert result["scores"][result["ranking"][0]]["members"] >= 13  # FS-END-1: only a clan of 13 ends the game


# -- submit: one Idempotency-Key, safe retries, typed refusals -----------------------------------------------
ACCEPTED = {"version": 8, "replayed": False, "status": "active", "to_act": ["french"], "events": []}


class Scripted:
    """A transport that answers each request with the next of `script` (a status and its JSON or headers, or an
    exception to raise), recording the requests; and a clock whose sleeps are recorded, not slept."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *script: Any) -> None:
        self.script, self.requests, self.slept = list(script), [], []
        monkeypatch.setattr(submitting, "_sleep", self.slept.append)
        self.client = Client(base_url="http://tabula.test")
        self.client.set_httpx_client(httpx.Client(base_url="http://tabula.test",
                                                  transport=httpx.MockTransport(self.answer)))

    def answer(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        step = self.script.pop(0) if len(self.script) > 1 else self.script[0]  # the last one repeats
        if isinstance(step, Exception):
            raise step
        status, body, headers = (*step, {})[:3]
        return httpx.Response(status, json=body, headers=headers)

    @property
    def keys(self) -> list[str]:
        return [r.headers["Idempotency-Key"] for r in self.requests]

    def bodies(self) -> list[Any]:
        return [json.loads(r.content) for r in self.requests]


def problem(status: int, code: str, **more: Any) -> dict[str, Any]:
    return {"type": "about:blank", "title": code, "status": status, "code": code, "detail": f"{code}!", **more}


def test_submit_retries_failures_with_one_idempotency_key(monkeypatch) -> None:
    """A refused connection, a timeout, a cut answer, a 503 (Retry-After 2) and a 429: the same request each
    time, with the same key; the answer is the Accepted the server finally gives."""
    t = Scripted(monkeypatch, httpx.ConnectError("refused"), httpx.ReadTimeout("slow"),
                 httpx.RemoteProtocolError("cut"), (503, problem(503, "store_unavailable"), {"Retry-After": "2"}),
                 (429, problem(429, "rate_limited"), {"Retry-After": "0"}), (201, {**ACCEPTED, "replayed": True}))
    retried: list[tuple[type, float]] = []
    policy = RetryPolicy(base=0.5, cap=8.0, max_attempts=6, deadline=60.0,
                         on_retry=lambda error, wait: retried.append((type(error), wait)))
    done = submit(t.client, "g 1", {"type": "end_turn"}, 7, retry=policy)
    assert isinstance(done, m.Accepted) and (done.version, done.replayed, done.to_act) == (8, True, ["french"])
    assert len(t.requests) == 6 and len(set(t.keys)) == 1 and len(t.keys[0]) == 36  # a uuid4, sent six times
    assert {(r.method, r.url.raw_path) for r in t.requests} == {("POST", b"/v1/games/g%201/commands")}
    assert t.bodies() == [{"command": {"type": "end_turn"}, "expected_version": 7}] * 6
    assert [kind for kind, _ in retried] == [httpx.ConnectError, httpx.ReadTimeout, httpx.RemoteProtocolError,
                                             TabulaProblem, TabulaProblem]
    assert t.slept[3:] == [2.0, 0.0] and all(0 <= w <= 2.0 for w in t.slept[:3])  # Retry-After, else backoff
    again = Scripted(monkeypatch, (201, ACCEPTED))
    submit(again.client, "g", m.SparksHuntCommand(tools=[12]), 3)
    submit(again.client, "g", m.SparksHuntCommand(tools=[12]), 3, idempotency_key="mine")
    assert again.bodies()[0] == {"command": {"type": "hunt", "tools": [12]}, "expected_version": 3}
    assert again.keys[0] != t.keys[0] and again.keys[1] == "mine"  # a new key per call, or the caller's


def test_submit_gives_up_when_its_bounds_run_out(monkeypatch) -> None:
    """By default 5 attempts, and none after 60 s of failures (a Retry-After beyond that: at once); then the
    last failure is raised."""
    down = Scripted(monkeypatch, (503, problem(503, "store_unavailable"), {"Retry-After": "1"}))
    with pytest.raises(TabulaProblem) as raised:
        submit(down.client, "g", {"type": "end_turn"}, 7)
    assert (raised.value.status, raised.value.code, raised.value.retry_after) == (503, "store_unavailable", 1.0)
    assert len(down.requests) == 5 and down.slept == [1.0] * 4 and len(set(down.keys)) == 1
    later = Scripted(monkeypatch, (429, problem(429, "rate_limited"), {"Retry-After": "120"}))
    with pytest.raises(TabulaProblem, match="429 rate_limited"):
        submit(later.client, "g", {"type": "end_turn"}, 7)
    assert len(later.requests) == 1 and later.slept == []
    gone = Scripted(monkeypatch, httpx.ConnectError("refused"))
    with pytest.raises(httpx.ConnectError):
        submit(gone.client, "g", {"type": "end_turn"}, 7, retry=RetryPolicy(base=0.01, max_attempts=3))
    assert len(gone.requests) == 3 and len(gone.slept) == 2


def test_submit_raises_refusals_at_once_typed(monkeypatch) -> None:
    """409: VersionConflict with the current version; 422: IllegalCommand with the rule and code; any other 4xx
    a TabulaProblem; none of them retried. Not a command: a TypeError before anything is sent."""
    cases = [(409, problem(409, "version_conflict", current_version=9), VersionConflict),
             (422, problem(422, "illegal_command", rule="AC-RAID-3"), IllegalCommand),
             (403, problem(403, "not_your_turn"), TabulaProblem), (401, problem(401, "unauthorized"), TabulaProblem),
             (400, problem(400, "idempotency_key_reused"), TabulaProblem)]
    for status, body, kind in cases:
        t = Scripted(monkeypatch, (status, body))
        with pytest.raises(TabulaProblem) as raised:
            submit(t.client, "g", {"type": "raid"}, 7)
        error = raised.value
        assert type(error) is kind and len(t.requests) == 1 and t.slept == []
        assert (error.status, error.code, error.problem) == (status, body["code"], body)
        assert error.current_version == body.get("current_version") and error.rule == body.get("rule")
    assert str(error) == "400 idempotency_key_reused: idempotency_key_reused!"
    t = Scripted(monkeypatch, (201, ACCEPTED))
    for wrong in (m.Submit(command=m.AcresEndTurnCommand(), expected_version=1), "end_turn"):
        with pytest.raises(TypeError):
            submit(t.client, "g", wrong, 1)
    assert t.requests == []


CREATED = {"game_id": "g1", "type": "acres", "version": 0, "status": "active", "rated": False, "owner_token": "o",
           "to_act": ["british"], "fairness": {"fair": True, "reasons": [], "seed": None, "seed_sha256": "ab"},
           "seats": [{"seat": "british", "name": "british", "kind": "human", "token": "t"},
                     {"seat": "french", "name": "french", "kind": "ai", "level": "random"}]}


def test_create_game_retries_with_one_idempotency_key(monkeypatch) -> None:
    """create_game: a refused connection, a cut answer and a 503, each sent again with the same key and body; a
    422 is raised at once as a plain TabulaProblem (no command was refused)."""
    t = Scripted(monkeypatch, httpx.ConnectError("refused"), httpx.RemoteProtocolError("cut"),
                 (503, problem(503, "store_unavailable"), {"Retry-After": "1"}), (201, CREATED))
    body = {"type": "acres", "seats": [{}, {"kind": "ai"}]}
    created = create_game_retried(t.client, body)
    assert isinstance(created, m.Created) and created.game_id == "g1" and created.owner_token == "o"
    assert len(t.requests) == 4 and len(set(t.keys)) == 1 and len(t.keys[0]) == 36 and t.bodies() == [body] * 4
    assert {(r.method, r.url.raw_path) for r in t.requests} == {("POST", b"/v1/games")} and t.slept[2] == 1.0
    model = Scripted(monkeypatch, (201, CREATED))
    create_game_retried(model.client, m.CreateGame(type_="acres", seats=[m.SeatSpec(), m.SeatSpec()]),
                        idempotency_key="mine")
    assert model.bodies()[0]["type"] == "acres" and len(model.bodies()[0]["seats"]) == 2 and model.keys == ["mine"]
    reused = Scripted(monkeypatch, (422, problem(422, "idempotency_key_reused")))
    with pytest.raises(TabulaProblem) as raised:
        create_game_retried(reused.client, body)
    assert type(raised.value) is TabulaProblem and raised.value.code == "idempotency_key_reused"
    assert len(reused.requests) == 1


def test_create_game_whose_answer_was_cut_makes_one_game(live) -> None:
    """Against the server, through a proxy that cuts the first answer after the server made the game: the retry
    gets that game and its tokens, and the server has one game more, not two."""
    public = Client(base_url=live.base_url, timeout=httpx.Timeout(30.0))
    before = public.get_httpx_client().get("/v1/games").json()["total"]
    with ChaosProxy(live.base_url, script=["cut"], weights=CALM, cut_bytes=(1, 12)) as proxy:
        client = Client(base_url=proxy.url, timeout=httpx.Timeout(30.0))
        created = create_game_retried(client, {"type": "acres", "seats": [{}, {}]},
                                      retry=RetryPolicy(base=0.01, max_attempts=3))
        assert proxy.counts["cut"] == 1
    assert public.get_httpx_client().get("/v1/games").json()["total"] == before + 1
    seat = created.seats[0]
    state = public.get_httpx_client().get(f"/v1/games/{created.game_id}/legal-commands",
                                          headers={"Authorization": f"Bearer {seat.token}"})
    assert state.status_code == 200 and state.json()["seat"] == seat.seat


def test_submit_against_the_server(table) -> None:
    """A typed command built with plain strings, its retry (replayed), a stale version, an illegal command, the
    wrong seat, and a plain dict: each answered as submit says."""
    game = table("acres", 2, "submit-1")
    seat = game.created.to_act[0]
    me = game.seats[seat]
    legal, raw = game.legal(seat)
    settles = [c for c in raw if c["type"] == "settle"]
    command = m.AcresSettleCommand(**{k: v for k, v in settles[0].items() if k != "type"})
    assert isinstance(command.location, str) and command in legal.commands
    first = submit(me, game.id, command, 0, idempotency_key="settle-0")
    assert (first.version, first.replayed, first.status) == (1, False, "active") and first.events
    again = submit(me, game.id, command, 0, idempotency_key="settle-0")  # a retry whose first answer was lost
    assert (again.version, again.replayed, again.events) == (1, True, first.events)
    (actor,) = first.to_act
    with pytest.raises(VersionConflict) as stale:
        submit(game.seats[actor], game.id, {"type": "end_turn"}, 0)
    assert (stale.value.status, stale.value.code, stale.value.current_version) == (409, "version_conflict", 1)
    legal, raw = game.legal(actor)
    settled = {c["location"] for c in raw if c["type"] == "settle"}
    elsewhere = next(place for place in get_args(m.AcresSettleCommandLocation) if place not in settled)
    with pytest.raises(IllegalCommand) as illegal:
        submit(game.seats[actor], game.id, {**settles[0], "location": elsewhere}, 1)
    assert (illegal.value.status, illegal.value.code) == (422, "illegal_command")
    assert illegal.value.rule and illegal.value.rule.startswith("AC-")
    other = next(s for s in game.seats if s != actor)
    with pytest.raises(TabulaProblem) as wrong:
        submit(game.seats[other], game.id, raw[0], 1)
    assert type(wrong.value) is TabulaProblem and (wrong.value.status, wrong.value.code) == (403, "not_your_turn")
    done = submit(game.seats[actor], game.id, raw[0], 1)  # the JSON the server listed, as it came
    assert done.version == 2 and done.replayed is False
    assert expect(get_game.sync(game.id, client=game.public), m.Summary).version == 2
