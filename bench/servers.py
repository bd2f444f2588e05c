"""What the HTTP benchmarks (bench/api_load.py, bench/feeds.py) share: the Procfile's web line as an argv on a
port of their own, the CPU of a server process with its workers (from /proc), and deleting their keys."""
from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = "wiring:create_app()"  # what the Procfile's web line serves: the composition root's app factory


def procfile_web_line() -> str:
    """The Procfile's `web` line (a plain gunicorn line if there is none)."""
    line = f"gunicorn --workers 2 --bind 0.0.0.0:${{PORT:-8000}} {APP}"
    procfile = ROOT / "Procfile"
    if procfile.exists():
        for raw in procfile.read_text().splitlines():
            if raw.startswith("web:"):
                line = raw.split(":", 1)[1].strip()
    return line


def gunicorn_argv(line: str, port: int, target: str = APP, extra: str = "", host: str = "127.0.0.1") -> list[str]:
    """A gunicorn `line` as argv for this interpreter, bound to host:port instead of its own --bind, serving
    `target` instead of the app, with `extra` arguments added (gunicorn takes the last of a repeated option)."""
    out: list[str] = []
    skip = False
    for w in shlex.split(line):
        if skip:
            skip = False
            continue
        if w in ("--bind", "-b"):
            skip = True
            continue
        if w.startswith("--bind="):
            continue
        out.append(target if w == APP else w)
    assert out[0] == "gunicorn", f"the line does not start with gunicorn: {line}"
    return [sys.executable, "-m", "gunicorn", *out[1:], *shlex.split(extra), "--bind", f"{host}:{port}"]


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process and its direct children (gunicorn's workers), from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for each in [pid, *children(pid)]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except (OSError, IndexError, ValueError):
            pass
    return total


def delete_prefix(r, prefix: str) -> int:
    """Delete every key under `prefix` (a benchmark's own); how many there were."""
    n = 0
    keys = list(r.scan_iter(match=f"{prefix}:*", count=1000))
    for i in range(0, len(keys), 500):
        n += r.delete(*keys[i:i + 500])
    return n
