"""A real browser for the tests that need one: Debian's Chromium, found on this machine or installed with
apt-get when the tests run as root (as CI does), driven by Playwright (its Python package only: it never
downloads a browser of its own here)."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

NAMES = ("chromium", "chromium-browser", "google-chrome")
APT = ["apt-get", "install", "-y", "-q", "--no-install-recommends", "chromium"]


def find() -> str | None:
    given = os.environ.get("TABULA_CHROMIUM")
    if given:
        return given
    return next((path for path in map(shutil.which, NAMES) if path), None)


def install() -> str:
    """The browser's path: found, or installed from Debian's packages. Outside CI a machine without one (and
    without the right to install it) skips the test; in CI that is a failure."""
    path = find()
    if path is None and hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for step in ([APT], [["apt-get", "update", "-q"], APT]):  # stale package lists: update, then again
            if all(subprocess.run(cmd, env=env, capture_output=True, timeout=900, check=False).returncode == 0
                   for cmd in step):
                break
        path = find()
    if path is None:
        reason = "no Chromium here (apt-get install chromium, or TABULA_CHROMIUM=<path>)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    return path
