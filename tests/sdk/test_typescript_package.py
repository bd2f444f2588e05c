"""The TypeScript client (openapi/clients/typescript) as a third party gets it: `npm pack`ed (its `prepack`
builds it), the tarball installed into a fresh project that type-checks with `"strict": true` and
`"skipLibCheck": false`, so that a declaration the package lacks is an error instead of a silent `any`.
There the package README's quick start, smallest bot and views example compile, mistyped commands and reads
of a view or an event do not (a field of the other game after narrowing on `game`), and the compiled examples
run with Node against the live server of conftest.py (two copies of the bot, each printing its typed view's turn,
play a whole game of A Few Acres of Snow).

Skipped where `node` or `npm` is missing, except in CI (`CI` set), where that fails. The tarball and the
installed project are made once per test run (xdist workers share them, under a lock): 25-35 s in all
with a warm npm cache, the bots' game included."""
from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import tarfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from .conftest import Live

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "openapi" / "clients" / "typescript"
NPM_TIMEOUT = 180  # seconds; npm ci or an install from a warm cache takes 2-5 s
TSC_TIMEOUT = 120  # seconds; one tsc run with skipLibCheck false takes 7-10 s here
GAME_TIMEOUT = 180  # seconds; two bots play a random game in 5-20 s
# What the tarball must hold (npm adds package.json and README.md): the built module and all its declarations
TARBALL = {"package.json", "README.md", "dist/index.js", "dist/index.d.ts", "dist/schema.d.ts"}

MISSING = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING) and not os.environ.get("CI"),
                                reason="node and npm are needed for the TypeScript package (Node >= 20)")

# The consumer's compiler options: a Node project as strict as they come, checking the package's declarations
TSCONFIG = {
    "compilerOptions": {
        "target": "ES2022", "lib": ["ES2022"], "types": ["node"],
        "module": "NodeNext", "moduleResolution": "NodeNext",
        "strict": True, "skipLibCheck": False, "noUncheckedIndexedAccess": True,
        "exactOptionalPropertyTypes": True, "outDir": "out",
    },
    "files": ["first.ts", "bot.ts", "views.ts"],
}
# Mistyped uses of the package's types, each a compile error: (line, code, a piece of tsc's message)
MISTYPED = """\
import type { CommandOf, GameEvent, GameView, Legal } from "@tabula/client";

export function mistyped(legal: Legal, state: GameView, event: GameEvent): void {
  const count: number = legal.commands;
  const settle: CommandOf<"settle"> = { type: "settle", location: 42, via: "b-boston", transport: "b-new-haven" };
  const version: string = legal.version;
  if (state.game === "acres") void state.round;
  if (state.game === "sparks") void state.turn;
  if (state.game === "acres") { const turn: string = state.turn; void turn; }
  if (event.type === "Resigned") void event.location;
  void [count, settle, version];
}
"""
MISTYPED_ERRORS = [
    (4, "TS2322", "is not assignable to type 'number'"),  # legal.commands is Command[], not any
    (5, "TS2322", "Type 'number' is not assignable to type '\"albany\" | "),  # a location is one of the map's ids
    (6, "TS2322", "Type 'number' is not assignable to type 'string'"),
    (7, "TS2339", "Property 'round' does not exist on type"),  # a view narrowed to acres has no sparks field
    (8, "TS2339", "Property 'turn' does not exist on type"),  # nor the other way round
    (9, "TS2322", "Type 'number' is not assignable to type 'string'"),  # acres' turn is a number
    (10, "TS2339", "Property 'location' does not exist on type"),  # a Resigned event has no location
]


def run(argv: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None,
        ok: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False,
                          env={**os.environ, "npm_config_update_notifier": "false", **(env or {})})
    if ok:
        assert done.returncode == 0, f"{' '.join(argv)} exited {done.returncode}\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done


@contextmanager
def locked(path: Path) -> Iterator[None]:
    with open(path, "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder for this test run, the same for every xdist worker (their base temps share a parent)."""
    assert not MISSING, f"{' and '.join(MISSING)} not found, and CI is set: the TypeScript package needs Node >= 20"
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID") or f"pid-{os.getpid()}"
    folder = root / f"typescript-package-{run_id}"
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def packed(shared: Path) -> Path:
    """The tarball of `npm pack` (its prepack builds dist/), once per run. The package's node_modules is used
    under the lock test_typescript_sdk.py takes before its `npm ci` (which empties it)."""
    tarball = shared / "tabula-client.tgz"
    with locked(shared / "pack.lock"):
        if tarball.exists():
            return tarball
        with locked(PACKAGE / "package-lock.json"):
            if not (PACKAGE / "node_modules" / ".package-lock.json").exists():
                run(["npm", "ci", "--prefer-offline", "--no-audit", "--no-fund"], PACKAGE, NPM_TIMEOUT)
            out = shared / "pack"
            out.mkdir(exist_ok=True)
            done = run(["npm", "pack", "--json", "--pack-destination", str(out)], PACKAGE, NPM_TIMEOUT)
        report = json.loads(done.stdout[done.stdout.index("[\n"):])  # after the prepack's own output, if any
        (out / report[0]["filename"]).rename(tarball)
        (shared / "pack.json").write_text(json.dumps(report[0]))
    return tarball


@pytest.fixture(scope="session")
def consumer(shared: Path, packed: Path) -> Path:
    """A fresh project that installs the tarball (and the package's pinned TypeScript and @types/node) from
    the npm cache where it can, with the README's two examples and the mistyped file."""
    project = shared / "consumer"
    with locked(shared / "consumer.lock"):
        if (project / "node_modules" / "@tabula" / "client").exists():
            return project
        project.mkdir(exist_ok=True)
        dev = json.loads((PACKAGE / "package.json").read_text())["devDependencies"]
        (project / "package.json").write_text(json.dumps({
            "name": "tabula-consumer", "private": True, "type": "module",
            "dependencies": {"@tabula/client": f"file:{packed}"},
            "devDependencies": {name: dev[name] for name in ("typescript", "@types/node")},
        }, indent=2))
        (project / "tsconfig.json").write_text(json.dumps(TSCONFIG, indent=2))
        (project / "tsconfig.mistyped.json").write_text(json.dumps(
            {"extends": "./tsconfig.json", "compilerOptions": {"noEmit": True}, "files": ["mistyped.ts"]}))
        readme = (project / "README.md")
        with tarfile.open(packed) as tar:
            source = tar.extractfile("package/README.md")
            assert source is not None
            readme.write_bytes(source.read())
        text = readme.read_text(encoding="utf-8")
        (project / "first.ts").write_text(example(text, "## Create a game, list the legal commands, post one"))
        (project / "bot.ts").write_text(example(text, "## The smallest bot"))
        (project / "views.ts").write_text(example(text, "## Views, events, results"))
        (project / "mistyped.ts").write_text(MISTYPED)
        run(["npm", "install", "--prefer-offline", "--no-audit", "--no-fund"], project, NPM_TIMEOUT)
    return project


def example(readme: str, heading: str) -> str:
    """The first ```ts block of the README's section `heading`."""
    section = readme.split(f"\n{heading}\n", 1)[1]
    found = re.search(r"^```ts\n(.*?)^```$", section, re.DOTALL | re.MULTILINE)
    assert found is not None, f"no ts example under {heading}"
    return found.group(1)


def tsc(project: Path, *argv: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    return run(["node", "node_modules/typescript/bin/tsc", "--pretty", "false", *argv], project, TSC_TIMEOUT, ok=ok)


def test_the_tarball_holds_the_built_module_and_every_declaration_it_imports(packed: Path, shared: Path) -> None:
    files = {}
    with tarfile.open(packed) as tar:
        for member in tar.getmembers():
            content = tar.extractfile(member)
            if content is not None:
                files[member.name.removeprefix("package/")] = content.read().decode("utf-8")
    assert set(files) == TARBALL, sorted(files)
    manifest = json.loads(files["package.json"])
    assert manifest["name"] == "@tabula/client" and re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"])
    assert "private" not in manifest and manifest["type"] == "module"
    assert manifest["dependencies"] == {"openapi-fetch": "0.17.0"}  # pinned: the only runtime dependency
    entry = manifest["exports"]["."]
    assert (entry["types"], entry["default"]) == ("./dist/index.d.ts", "./dist/index.js") == (
        manifest["types"], manifest["main"])
    # every module the built files import is in the tarball (a declaration next to a .js name), or a dependency
    for name in ("dist/index.js", "dist/index.d.ts", "dist/schema.d.ts"):
        for spec in re.findall(r"""(?:from|import)\s*\(?\s*["']([^"']+)["']""", files[name]):
            if spec.startswith("."):
                target = os.path.normpath(os.path.join(os.path.dirname(name), spec))
                wanted = target if name.endswith(".js") else re.sub(r"\.js$", ".d.ts", target)
                assert wanted in files, f"{name} imports {spec}, which the tarball lacks"
            else:
                assert spec in manifest["dependencies"], f"{name} imports {spec}, not a dependency"
    assert 'from "./schema.js"' in files["dist/index.d.ts"]
    assert files["dist/schema.d.ts"] == (PACKAGE / "src" / "schema.d.ts").read_text(encoding="utf-8")
    assert "export declare class Tabula" in files["dist/index.d.ts"] and "class Tabula" in files["dist/index.js"]
    report = json.loads((shared / "pack.json").read_text())
    assert report["size"] < 100_000, report["size"]  # bytes, gzipped (about 25 kB)


def test_a_mistyped_command_does_not_compile_in_a_strict_project(consumer: Path) -> None:
    """The package's types are real types, not `any`: each line of MISTYPED is a compile error, and nothing
    else is (the package's own declarations included, with skipLibCheck false)."""
    done = tsc(consumer, "-p", "tsconfig.mistyped.json", ok=False)
    assert done.returncode != 0
    errors = [line for line in done.stdout.splitlines() if ": error TS" in line]
    assert len(errors) == len(MISTYPED_ERRORS), done.stdout[-4000:]
    for error, (line, code, message) in zip(errors, MISTYPED_ERRORS, strict=True):
        assert error.startswith(f"mistyped.ts({line},") and f"error {code}: " in error and message in error, error


def test_the_readme_examples_compile_and_play_against_a_live_server(consumer: Path, live: Live) -> None:
    """The README's quick start and smallest bot type-check against the installed tarball (strict,
    skipLibCheck false; the declarations come from node_modules/@tabula/client), then run with Node: the quick
    start creates a game and posts one legal command, two copies of the bot play a whole game."""
    listed = tsc(consumer, "-p", ".", "--listFiles").stdout
    installed = consumer / "node_modules" / "@tabula" / "client" / "dist"
    assert str(installed / "index.d.ts") in listed and str(installed / "schema.d.ts") in listed, listed[-3000:]

    out = run(["node", "out/first.js"], consumer, 60, env={"TABULA_URL": live.base_url}).stdout.splitlines()
    assert out[-1] == "409 version_conflict 1", out  # the second post, on a version that is gone
    sent = re.fullmatch(r"(\w+) sent (\w+): the game is at version 1", out[-2])
    assert sent is not None, out

    created = httpx.post(f"{live.base_url}/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "ts-package"},
                         timeout=30)
    assert created.status_code == 201, created.text
    game = created.json()
    bots = [subprocess.Popen(["node", "out/bot.js", live.base_url, game["game_id"], seat["token"]], cwd=consumer,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for seat in game["seats"]]
    try:
        outputs = [bot.communicate(timeout=GAME_TIMEOUT) for bot in bots]
    finally:
        for bot in bots:
            if bot.poll() is None:
                bot.kill()
                bot.wait()
    for bot, (stdout, stderr) in zip(bots, outputs, strict=True):
        assert bot.returncode == 0, stderr[-3000:]
        lines = stdout.splitlines()
        assert re.fullmatch(r"turn \d+: (british|french) to act", lines[0]), stdout[-2000:]  # the typed view
        assert lines[-1].startswith("game over: "), stdout[-2000:]
    results = [json.loads(stdout.splitlines()[-1].removeprefix("game over: ")) for stdout, _ in outputs]
    summary = httpx.get(f"{live.base_url}/v1/games/{game['game_id']}", timeout=30).json()
    assert summary["status"] == "over" and summary["version"] > 50
    assert results[0] == results[1] == summary["result"] and summary["result"]["winner"] in ("british", "french")
