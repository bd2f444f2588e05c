"""Real processes for the tests that need them: a free port, and ./scripts/serve's launcher started as a
newcomer starts it (its own port, an embedded Redis with its data in a test folder, a key prefix of its own)."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_serve(tmp_path: Path, prefix: str, port: int, **env: str) -> tuple[subprocess.Popen, IO[str]]:
    """scripts/_serve.py in a session of its own, its output in tmp_path/serve.log (the caller closes the log
    it returns); REDIS_URL and TABULA_* of this process are left out, `env` is added."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_URL", "TABULA_"))}
    environ.update({"PORT": str(port), "TABULA_DATA_DIR": str(tmp_path / "data"), "TABULA_PREFIX": prefix, **env})
    log = open(tmp_path / "serve.log", "w")  # noqa: SIM115 - the caller closes it
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "_serve.py")], cwd=ROOT, env=environ,
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    return server, log
