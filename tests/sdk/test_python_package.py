"""The Python SDK as a third party gets it: the wheel of openapi/clients/python (`pip wheel --no-deps`), installed
in a clean virtualenv (its dependencies, httpx and attrs, from PyPI or pip's cache; nothing of this repository on
its path), where a script creates a game with plain strings for enum fields and sends its first command with
`submit`, then the smallest bot of the package's README (read from the wheel's metadata) plays each seat with
`follow` and `submit` against the live server of conftest.py until the game has moved well on; then a seat
resigns, and both bots print the result and exit. The same bot, and typed reads of a view, pass mypy --strict
against the installed package, and mistakes in them do not."""
from __future__ import annotations

import email
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from tabula_client import AuthenticatedClient
from tabula_client.submit import VersionConflict, submit

from .conftest import CLIENT, Live

ADVANCED = 40  # the version both bots must take the game to (or its end)
PLAY_TIMEOUT = 30.0  # seconds for the bots to get there

# Run in the virtualenv: a game of A Few Acres of Snow for two seats, every enum field a plain string; its first
# command a typed model (plain strings again) sent with submit; a stream operation's generated function refused.
CREATE = '''
import json, sys
import tabula_client
from tabula_client import AuthenticatedClient, Client
from tabula_client.api.games import create_game, get_legal_commands, stream_feed
from tabula_client.feed import StreamOperationError
from tabula_client.models import AcresSettleCommand, CreateGame, Created, SeatSpec
from tabula_client.submit import submit

base_url = sys.argv[1]
body = CreateGame(type_="acres", seed="package-1",
                  seats=[SeatSpec(name="ada", kind="human"), SeatSpec(name="bo", kind="human")])
created = create_game.sync(client=Client(base_url=base_url), body=body)
assert isinstance(created, Created), created
tokens = {s.seat: s.token for s in created.seats}
seat = AuthenticatedClient(base_url=base_url, token=tokens[created.to_act[0]])
legal = get_legal_commands.sync(created.game_id, client=seat)
settle = next(c for c in legal.commands if isinstance(c, AcresSettleCommand))
location = settle.location
assert type(location) is str, location  # a plain string, as it is built:
command = AcresSettleCommand(location=location, transport=settle.transport, via=settle.via, settler=settle.settler)
accepted = submit(seat, created.game_id, command, legal.version)
assert accepted.version == 1 and not accepted.replayed, accepted
try:
    stream_feed.sync(created.game_id, client=seat)
    raise AssertionError("stream_feed.sync did not raise")
except StreamOperationError as refused:
    assert "follow(client, game_id)" in str(refused)
print(json.dumps({"game_id": created.game_id, "tokens": tokens, "package": tabula_client.__file__}))
'''


def run(*argv: str | Path, cwd: Path, env: dict[str, str], timeout: float = 120) -> str:
    done = subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)
    assert done.returncode == 0, f"{argv} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def readme_bot(wheel: Path) -> str:
    """The code block under "## The smallest bot" of the README the wheel carries as its description (checking
    the metadata's licence on the way)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        message = email.message_from_bytes(archive.read(metadata))
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
        assert not [n for n in names if "__pycache__" in n or not n.startswith(("tabula_client", metadata[:-8]))]
    assert message["License-Expression"] == "MIT" and message["Requires-Python"] == ">=3.11"
    description = message.get_payload()
    assert isinstance(description, str) and "MyDataModel" not in description  # not the generator's boilerplate
    section = description.split("## The smallest bot", 1)[1]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


@dataclass(frozen=True)
class Installed:
    wheel: Path
    python: Path  # the clean virtualenv's interpreter, the wheel installed in it
    env: dict[str, str]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel, built from a copy of the committed client, installed in a clean virtualenv (with the licence
    and README checks of `readme_bot` on the way)."""
    tmp_path = tmp_path_factory.mktemp("package")
    # a clean environment: nothing of the repository or of this test's interpreter on the bots' path
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP", "PYTHONSAFEPATH")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    source = tmp_path / "source"  # built from a copy: nothing lands in the committed client while other tests read it
    shutil.copytree(CLIENT, source, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".ruff_cache"))
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", tmp_path / "dist", source,
        cwd=tmp_path, env=env)
    (wheel,) = (tmp_path / "dist").glob("tabula_client-*-py3-none-any.whl")
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv, cwd=tmp_path, env=env)
    python = venv / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", wheel, cwd=tmp_path, env=env)
    listed = run(python, "-m", "pip", "list", "--format=json", cwd=tmp_path, env=env)
    installed = {p["name"].lower() for p in json.loads(listed)}
    assert {"tabula-client", "httpx", "attrs"} <= installed and not {"flask", "redis", "tabula"} & installed
    return Installed(wheel, python, env)


def test_the_wheel_installs_in_a_clean_virtualenv_and_its_readme_bot_plays(live: Live, installed: Installed,
                                                                           tmp_path: Path) -> None:
    python, env, wheel = installed.python, installed.env, installed.wheel
    venv = python.parent.parent
    (tmp_path / "create.py").write_text(CREATE)
    game = json.loads(run(python, "create.py", live.base_url, cwd=tmp_path, env=env))
    assert Path(game["package"]).is_relative_to(venv)  # the installed wheel, not the repository's client
    (tmp_path / "bot.py").write_text(readme_bot(wheel))
    bots = [subprocess.Popen([str(python), "bot.py", live.base_url, game["game_id"], token], cwd=tmp_path, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for token in game["tokens"].values()]
    try:
        summary = wait_until_advanced(live, game["game_id"], bots)
        if summary["status"] != "over":  # then a seat resigns: both feeds end, and so do the bots
            resign(live, game["game_id"], game["tokens"]["british"], summary["version"])
        outputs = [bot.communicate(timeout=30) for bot in bots]
    finally:
        for bot in bots:  # only if something above failed
            if bot.poll() is None:
                bot.kill()
                bot.wait()
    for bot, (out, err) in zip(bots, outputs, strict=True):
        assert bot.returncode == 0 and not err, f"a bot failed ({bot.returncode}):\n{err[-3000:]}"
        assert out.startswith("{") and "'winner'" in out  # the README bot prints the result at the end
    summary = httpx.get(f"{live.base_url}/v1/games/{game['game_id']}", timeout=10).json()
    assert summary["status"] == "over" and summary["version"] > ADVANCED, summary
    log = httpx.get(f"{live.base_url}/v1/games/{game['game_id']}/log", timeout=10).json()
    assert {e["seat"] for e in log["entries"][:ADVANCED]} == set(game["tokens"])  # both bots played


def wait_until_advanced(live: Live, game_id: str, bots: list[subprocess.Popen]) -> dict[str, Any]:
    """The game's summary once it reached version ADVANCED (or its end), while the bots play."""
    end = time.monotonic() + PLAY_TIMEOUT
    while True:
        summary = httpx.get(f"{live.base_url}/v1/games/{game_id}", timeout=10).json()
        if summary["version"] >= ADVANCED or summary["status"] == "over":
            return summary
        assert all(bot.poll() is None for bot in bots), "a bot stopped before the game was over"
        assert time.monotonic() < end, f"the game reached only version {summary['version']} in {PLAY_TIMEOUT} s"
        time.sleep(0.2)


def resign(live: Live, game_id: str, token: str, version: int) -> None:
    """LC-RESIGN-1, whoever is to act, at the version the game is at when it arrives."""
    seat = AuthenticatedClient(base_url=live.base_url, token=token)
    for _ in range(50):
        try:
            submit(seat, game_id, {"type": "resign"}, version)
            return
        except VersionConflict as moved:  # a bot played first
            assert moved.current_version is not None
            version = moved.current_version
    raise AssertionError("could not resign: the game kept moving")


# Typed reads a bot makes: mypy --strict passes the file, and each line marked `type: ignore[code]` must be an
# error of that code, since --strict reports an ignore that silences nothing (the Python twin of the TypeScript
# package test's @ts-expect-error lines).
TYPED = '''
from tabula_client.models import AcresSettleCommand, AcresTableView, FeedEntry, SparksView, View


def reads(view: View) -> int:
    state = view.state
    if isinstance(state, AcresTableView):
        return state.seats.british.money + state.turn
    if isinstance(state, SparksView):
        return state.round_ + len(state.players.additional_properties)
    return 0


def mistakes(view: View, entry: FeedEntry) -> None:
    view.state.turn  # type: ignore[union-attr]
    state = view.state
    if isinstance(state, AcresTableView):
        state.players  # type: ignore[attr-defined]
        state.turn.upper()  # type: ignore[attr-defined]
    AcresSettleCommand(location="nowhere", transport="b-boston", via="b-boston")  # type: ignore[arg-type]
    entry.events[0].cards  # type: ignore[union-attr]
'''


def test_bots_type_check_against_the_installed_wheel_and_mistakes_do_not(installed: Installed,
                                                                         tmp_path: Path) -> None:
    """The README's smallest bot and typed reads of a view pass mypy --strict against the installed package (its
    py.typed: PEP 561); a field of the other game, a wrong type, a location off the map and a field no event has
    are errors."""
    (tmp_path / "bot.py").write_text(readme_bot(installed.wheel))
    (tmp_path / "typed.py").write_text(TYPED)
    mypy = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-executable", installed.python]
    run(*mypy, "bot.py", "typed.py", cwd=tmp_path, env=installed.env)
    # and the same file without its ignores has those errors (so the check above can fail)
    (tmp_path / "bare.py").write_text(re.sub(r"  # type: ignore\[[a-z-]+\]", "", TYPED))
    done = subprocess.run([str(a) for a in [*mypy, "bare.py"]], cwd=tmp_path, env=installed.env,
                          capture_output=True, text=True, timeout=300, check=False)
    codes = re.findall(r"^bare\.py:(\d+): error: .*\[([a-z-]+)\]$", done.stdout, re.MULTILINE)
    marked = {(i, code) for i, text in enumerate(TYPED.splitlines(), start=1)
              for code in re.findall(r"type: ignore\[([a-z-]+)\]", text)}
    assert len(marked) == 5 and {(int(line), code) for line, code in codes} == marked, done.stdout[-3000:]
