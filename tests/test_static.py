"""The static guards CI runs with the suite: ruff (clean) and mypy (strict on engine/, default elsewhere).

The import rules (which package may import which) are tests/test_imports.py.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)


def test_ruff_finds_nothing() -> None:
    done = run("ruff", "check", "--no-cache", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_on_the_engines() -> None:
    done = run("mypy", "--strict", "--no-incremental", "engine")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_on_the_service_workers_and_tools() -> None:
    done = run("mypy", "--no-incremental", "api", "workers", "tools", "wiring.py")
    assert done.returncode == 0, done.stdout + done.stderr
