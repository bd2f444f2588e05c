"""tabula-engine (packaging/engine/pyproject.toml): the engine/ package as a distribution of its own, for bots that
simulate the rules locally (issue 21). The wheel is built from the repository's engine/ (copied with the
packaging folder into a temporary tree, so that no build/ or egg-info lands in the checkout), installed alone
into a clean virtualenv, and used there: the service's libraries are absent, a game of each title is played to
the end, and examples/search_bot.py decides from a seat's view, offline and against a live server."""
from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import random
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .conftest import ROOT, Live

PACKAGING = ROOT / "packaging" / "engine"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]

# run by the clean virtualenv's python, in isolated mode (-I), from a temporary folder: only the wheel is there
IN_THE_VENV = r'''
import importlib.metadata, importlib.util, json, random, sys
from engine import bots, registry
from engine.search import Budget

found = {name: importlib.util.find_spec(name) is not None for name in ("flask", "redis", "rq", "tabula_client")}
spec = importlib.util.spec_from_file_location("search_bot", sys.argv[1])
search_bot = importlib.util.module_from_spec(spec)
spec.loader.exec_module(search_bot)

def seen_alike(game, state, n_seats):
    """The seats whose view the wheel's position_from_view turns into a position they could not tell from the real
    one: the same view, the same legal commands."""
    alike = []
    for seat in game.seats(n_seats):
        view = json.loads(json.dumps(game.view(state, seat), sort_keys=True))  # as the API sends it
        known = game.load_position(game.position_from_view(view, random.Random(0)))
        alike.append(game.view(known, seat) == view
                     and game.legal_commands(known, seat) == game.legal_commands(state, seat))
    return all(alike)

def play(name, n_seats, seed, plies=None):
    """A seeded game: each command random (a quarter of them) or the heuristic's; the state after `plies`."""
    game, rng = registry.get(name), random.Random(seed)
    state, count = game.fold(game.setup(None, n_seats, rng)), 0
    while game.result(state) is None and count != plies and count < 3000:
        if plies is None and not seen_alike(game, state, n_seats):
            raise AssertionError(f"search_bot's position differs from what {name}'s seats see at {count}")
        seat = min(game.to_act(state))
        level = "random" if rng.random() < 0.25 else "heuristic"
        command = bots.choose(game, state, seat, game.legal_commands(state, seat), level, rng)
        state, count = game.play(state, seat, command, rng)[1], count + 1
    return game, state, count

games = {}
for name, n_seats in (("acres", 2), ("sparks", 3)):
    game, state, count = play(name, n_seats, 1)
    games[name] = {"commands": count, "result": game.result(state)}
decisions = []
for name, n_seats, plies in (("acres", 2, 40), ("sparks", 3, 20), ("sparks", 2, 30), ("acres", 2, 7)):
    game, state, _ = play(name, n_seats, 2, plies)
    seat = min(game.to_act(state))
    view = json.loads(json.dumps(game.view(state, seat), sort_keys=True))
    command = search_bot.decide(view, Budget(iterations=60), seed=3)
    decisions.append({"game": name, "legal": command in game.legal_commands(state, seat)})
print(json.dumps({"found": found, "engine": registry.__file__, "prefix": sys.prefix, "games": games,
                  "decisions": decisions,
                  "installed": sorted(d.metadata["Name"] for d in importlib.metadata.distributions())}))
'''


def run(*argv: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(a) for a in argv], check=False, capture_output=True, text=True, timeout=120, cwd=cwd)
    assert done.returncode == 0, f"{argv}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def build_isolated() -> bool:
    """pip builds in this environment when its setuptools makes wheels by itself (70.1+, or with `wheel`), else in
    an isolated one with setuptools from the package index."""
    major, minor = (int(x) for x in importlib.metadata.version("setuptools").split(".")[:2])
    return (major, minor) < (70, 1) and importlib.util.find_spec("wheel") is None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("engine-package")
    junk = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "*.egg-info")
    shutil.copytree(ROOT / "engine", tmp / "src" / "engine", ignore=junk)
    shutil.copytree(PACKAGING, tmp / "src" / "packaging" / "engine", ignore=junk)
    isolation = [] if build_isolated() else ["--no-build-isolation"]
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", *isolation,
        "-w", tmp / "dist", tmp / "src" / "packaging" / "engine")
    (found,) = (tmp / "dist").glob("*.whl")
    return found


@pytest.fixture(scope="module")
def venv_python(wheel: Path) -> Iterator[Path]:
    """A clean virtualenv (no system site packages, no pip) holding only the wheel."""
    venv = wheel.parent.parent / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index",
        "--disable-pip-version-check", wheel)
    yield python


def test_the_wheel_holds_the_engine_and_its_data_only(wheel: Path) -> None:
    assert wheel.name == f"tabula_engine-{VERSION}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    info = f"tabula_engine-{VERSION}.dist-info/"
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / "engine").rglob("*.py")}
    data = {"engine/py.typed", "engine/acres/data/acres.json", *(f"engine/sparks/packs/{p.name}"
                                              for p in (ROOT / "engine" / "sparks" / "packs").glob("*.json"))}
    assert {n for n in names if not n.startswith(info)} == sources | data
    metadata = zipfile.ZipFile(wheel).read(info + "METADATA").decode()
    assert f"Version: {VERSION}\n" in metadata and "Requires-Dist" not in metadata
    packaged = tomllib.loads((PACKAGING / "pyproject.toml").read_text())["project"]
    assert packaged["version"] == VERSION and packaged["dependencies"] == []


def test_the_engine_plays_and_searches_without_the_service(venv_python: Path, tmp_path: Path) -> None:
    script = tmp_path / "in_the_venv.py"
    script.write_text(IN_THE_VENV)
    out = json.loads(run(venv_python, "-I", script, ROOT / "examples" / "search_bot.py", cwd=tmp_path).stdout)
    assert out["found"] == {"flask": False, "redis": False, "rq": False, "tabula_client": False}
    assert out["installed"] == ["tabula-engine"]
    assert out["engine"].startswith(out["prefix"])  # the wheel's engine, not the repository's
    for name, game in out["games"].items():
        assert game["result"] is not None, (name, game)
    assert out["decisions"] and all(d["legal"] for d in out["decisions"]), out["decisions"]


def test_the_search_bot_plays_against_a_live_server(venv_python: Path, live: Live) -> None:
    """The example in the clean virtualenv plays the British seat for 3 commands (0.1 s of search each); the test
    plays the French seat with random legal commands meanwhile."""
    created = httpx.post(f"{live.base_url}/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "search"})
    assert created.status_code == 201, created.text
    game = created.json()
    url = f"{live.base_url}/v1/games/{game['game_id']}"
    british, french = (seat["token"] for seat in game["seats"])
    bot = subprocess.Popen([str(venv_python), "-I", str(ROOT / "examples" / "search_bot.py"), live.base_url,
                            game["game_id"], british, "0.1", "3"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
    rng, auth = random.Random(1), {"Authorization": f"Bearer {french}"}
    try:
        while bot.poll() is None:
            legal = httpx.get(f"{url}/legal-commands", headers=auth).json()
            if "french" not in legal["to_act"]:
                time.sleep(0.02)
                continue
            command = rng.choice([c for c in legal["commands"] if c["type"] != "governor"] or legal["commands"])
            httpx.post(f"{url}/commands", headers=auth, json={"command": command, "expected_version": legal["version"]})
        out, err = bot.communicate(timeout=60)
    finally:
        if bot.poll() is None:
            bot.kill()
    assert bot.returncode == 0, err[-3000:]
    assert out.strip() == "None"  # it stopped after its 3 commands, the game going on
    log = httpx.get(f"{url}/log").json()
    assert [e["seat"] for e in log["entries"]].count("british") == 3
