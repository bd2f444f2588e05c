"""The TypeScript client (openapi/clients/typescript): installed from its lock file, its generated types are
those of the committed spec, it type-checks (including the proof that a mistyped command does not compile),
and it plays a complete game of A Few Acres of Snow against a live server from Node. The package as a third
party installs it (`npm pack`, a strict project, the README's bot) is test_typescript_package.py's.

Skipped only where `node` or `npm` is missing; CI has both."""
from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from .chaos_proxy import ChaosProxy
from .conftest import Live
from .live_game import check_followed, create, play_randomly, tokens

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "openapi" / "clients" / "typescript"
SCHEMA = PACKAGE / "src" / "schema.d.ts"
NPM_TIMEOUT = 180  # seconds; npm ci takes ~5 s with a warm cache
GAME_TIMEOUT = 240  # seconds; a random game of 400-1200 commands takes 5-15 s here

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or shutil.which("npm") is None,
    reason="node and npm are needed for the TypeScript client (Node >= 20); CI installs them",
)


def run(*argv: str, timeout: float, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(argv, cwd=PACKAGE, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **(env or {})}, check=False)
    assert done.returncode == 0, f"{' '.join(argv)} exited {done.returncode}\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done


def once_per_run(name: str, action: Callable[[], object]) -> None:
    """Runs `action` once per test run, even with xdist (workers of one run share PYTEST_XDIST_TESTRUNUID):
    under a lock on the package, and only if no worker of this run has done it already."""
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID") or f"pid-{os.getpid()}"
    with open(PACKAGE / "package-lock.json") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            stamp = PACKAGE / "node_modules" / f".tabula-{name}-{run_id}"
            if not stamp.exists():
                action()
                stamp.touch()  # npm ci empties node_modules, so old stamps go with it
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def npm_installed() -> Path:
    """`npm ci` from the committed lock file (the npm cache may serve it), once per test run."""
    version = run("node", "--version", timeout=30).stdout.strip()
    assert int(version.lstrip("v").split(".")[0]) >= 20, f"the TypeScript client needs Node >= 20, found {version}"
    once_per_run("ci", lambda: run("npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", timeout=NPM_TIMEOUT))
    return PACKAGE


@pytest.fixture(scope="session")
def built(npm_installed: Path) -> Path:
    """src/ and test/ compiled to dist/ (git-ignored) for Node, once per run. `--noCheck`: emit only, the
    type-check is a test of its own."""
    once_per_run("build", lambda: run("npx", "--no-install", "tsc", "--noCheck", timeout=120))
    return PACKAGE / "dist"


def test_generated_types_match_the_committed_spec(npm_installed: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "schema.d.ts"
    run("npm", "run", "-s", "generate:to", "--", str(fresh), timeout=120)
    if fresh.read_text(encoding="utf-8") != SCHEMA.read_text(encoding="utf-8"):
        import difflib

        diff = difflib.unified_diff(SCHEMA.read_text(encoding="utf-8").splitlines(),
                                    fresh.read_text(encoding="utf-8").splitlines(),
                                    "committed/schema.d.ts", "regenerated/schema.d.ts", lineterm="")
        pytest.fail("openapi/clients/typescript/src/schema.d.ts is out of date: run scripts/gen-clients\n"
                    + "\n".join(list(diff)[:80]))


def test_client_type_checks_and_mistyped_commands_do_not_compile(npm_installed: Path) -> None:
    """tsc --noEmit (strict) over src/ and test/, including test/typecheck-negative.ts: each of its
    `@ts-expect-error` lines (a wrong field type, an unknown location, a missing field, an unknown command
    type...) must be a type error, or tsc fails with "Unused '@ts-expect-error' directive"."""
    negative = (PACKAGE / "test" / "typecheck-negative.ts").read_text(encoding="utf-8")
    assert negative.count("@ts-expect-error") >= 5
    run("npx", "--no-install", "tsc", "--noEmit", timeout=120)


def test_wrapper_retries_with_one_key_and_throws_typed_problems(built: Path) -> None:
    """test/unit.ts, against a scripted fetch: a 503 and a network error are retried with the same
    Idempotency-Key, a 409 is not, and every error answer (even a proxy's HTML page) is a TabulaProblem.
    The feed resumes after a 503, a 429 (Retry-After), an `error` item, a refused connection, a cut in the
    middle of a line and a gap, each entry once, the view only at the start; a 404 is thrown at once, and the
    policy gives up after maxAttempts or its deadline (issue 18)."""
    assert run("node", "dist/test/unit.js", timeout=60).stdout.strip() == "ok"


# -- games against the live server of conftest.py (gunicorn, no workers: the client plays both seats) -------

def play(script: str, server: str, seed: str) -> dict:
    done = run("node", f"dist/test/{script}", timeout=GAME_TIMEOUT, env={"TABULA_URL": server, "TABULA_SEED": seed})
    return json.loads(done.stdout.strip().splitlines()[-1])


def over(server: str, out: dict) -> dict:
    """The game's public summary, checked to be the finished game the Node script reported."""
    with urllib.request.urlopen(f"{server}/v1/games/{out['game_id']}", timeout=10) as response:
        summary = json.load(response)
    assert summary["status"] == "over" and summary["version"] == out["version"]
    assert summary["result"]["winner"] == out["winner"] in ("british", "french")
    scores = summary["result"]["scores"]
    assert all(s["total"] == s["villages"] + s["towns"] + s["captured"] for s in scores.values())
    return summary


def test_node_plays_a_complete_acres_game(built: Path, live: Live) -> None:
    out = play("play-game.js", live.base_url, "pytest-1")
    assert out["commands"] == out["version"] > 0  # every command the client sent was appended, once
    over(live.base_url, out)
    problems = out["problems"]  # problem+json answers surfaced as TabulaProblem, typed fields filled in
    assert problems["stale_version"] == {"status": 409, "code": "version_conflict", "currentVersion": 0}
    assert problems["illegal"]["status"] == 422 and problems["illegal"]["code"] == "illegal_command"
    assert problems["illegal"]["rule"].startswith("AC-")
    assert problems["bad_token"] == {"status": 401, "code": "unauthorized"}


def test_node_plays_a_complete_game_from_the_seats_feeds(built: Path, live: Live) -> None:
    """The stream helper: each seat follows its own NDJSON feed and answers its `your_turn` items."""
    out = play("feed-game.js", live.base_url, "pytest-feed-1")
    assert out["commands"] == out["version"] > 0
    over(live.base_url, out)
    for seat, items in out["items"].items():
        assert items["view"] == 1 and items["end"] == 1, (seat, items)
        # every entry after the view's version once (checked in order in Node); on a busy machine the other
        # seat may have played its first command before this seat's feed opened
        assert items["entry"] == out["version"] - items["view_version"], (seat, items)
    assert sum(items["your_turn"] for items in out["items"].values()) == out["commands"]


def test_node_feed_yields_every_entry_once_through_a_chaos_proxy(built: Path, live: Live) -> None:
    """`feed()` (issue 18) through tests/sdk/chaos_proxy.py, which cuts connections after a random number of
    bytes (mostly mid-line) and refuses some (close, reset, 503 or 429 with Retry-After, an `error` item): a
    seat following from now (view first) and a spectator from version 0 each get every entry once, in order,
    as GET /events has it, and the `end`, while this test plays the game through the server's own address."""
    game = create(live.base_url, "chaos-node")
    seats = tokens(game)
    followers = [{"name": "british", "token": seats["british"], "after": None}, {"name": "spectator", "after": 0}]
    with ChaosProxy(live.base_url, seed=20, weights={"forward": 0}) as proxy:
        env = {**os.environ, "TABULA_URL": proxy.url, "TABULA_GAME": game["game_id"],
               "TABULA_FOLLOWERS": json.dumps(followers)}
        node = subprocess.Popen(["node", "dist/test/follow-game.js"], cwd=PACKAGE, env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            assert node.stdout is not None
            ready = node.stdout.readline()  # the seat has its view (at version 0): play now
            assert ready.strip() == "ready", (ready, node.stderr.read() if node.poll() is not None else "")
            play_randomly(live.base_url, game, "chaos-node")
            out, err = node.communicate(timeout=60)
        finally:
            if node.poll() is None:
                node.kill()
                node.wait()
    assert node.returncode == 0, err[-3000:]
    runs = json.loads(out.strip().splitlines()[-1])
    seen = {f["name"]: check_followed(live.base_url, game, f.get("token"), runs[f["name"]]["items"], f["after"])
            for f in followers}
    assert seen["british"]["start"] == 0 and seen["british"]["entries"] == seen["spectator"]["entries"] > 0
    counts = proxy.counts  # the proxy really broke connections (mid-line too) and refused some; feed() retried
    assert counts["cut_done"] >= 5 and counts["cut_mid_line"] >= 3, counts
    assert counts["close"] + counts["reset"] + counts["unavailable"] + counts["busy"] + counts["error_item"] >= 3
    failures = [f for run in runs.values() for f in run["failures"]]
    assert len(failures) >= counts["cut_done"] // 2 and any("terminated" in f or "fetch failed" in f for f in failures)
    assert any("slow_consumer" in f for f in failures) == (counts["error_item"] > 0)
