"""The generated Python SDK (openapi/clients/python, package `tabula_client`): current with the spec, typed,
and enough to play whole games against a live server (see conftest.py).

The games use the SDK only: typed command models (one per game and command type), posted with the typed
submit call, an Idempotency-Key and expected_version; every problem comes back as a typed `Problem`."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import attrs
import httpx
import pytest
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
    submit_command,
)

from tests.service.test_sparks_http import policy as sparks_policy  # reads only the view and the public pack

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
            discriminator = getattr(m, f"{cls.__name__}Type")  # `type` is a one-value enum: the union parses
            assert [e.value for e in discriminator] == [kind]
            assert attrs.fields_dict(cls)["type_"].default == discriminator(kind)  # and needs no naming by hand
    assert len(found["acres"]) == 28 and len(found["sparks"]) == 14
    assert m.SparksHuntCommand(tools=[12]).to_dict() == {"type": "hunt", "tools": [12]}
    assert m.AcresEndTurnCommand() == m.Submit.from_dict({"command": {"type": "end_turn"}}).command


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
        assert summary.status == m.SummaryStatus.OVER and summary.version == version and summary.to_act == []
        result = expect(summary.result, m.SummaryResultType0).to_dict()
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
        assert type(command) is model_of("acres", command.type_.value)
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
