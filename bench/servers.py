"""What the HTTP benchmarks (bench/api_load.py, bench/api_scale.py, bench/feeds.py) share: the Procfile's web line
as an argv on a port of their own, a server process started and stopped by its own pid, the CPU of a server process
with its workers (from /proc), of Redis (INFO cpu) and of the whole machine (/proc/stat), and deleting their keys."""
from __future__ import annotations

import http.client
import os
import shlex
import signal
import socket
import subprocess
import sys
import time
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def web_command(target: str, port: int, extra: str = "") -> list[str]:
    """The Procfile's `web` gunicorn line, bound to 127.0.0.1:port and serving `target` (+ `extra` arguments)."""
    return gunicorn_argv(procfile_web_line(), port, target, extra)


class Server:
    """A subprocess we started; stopped by its own pid (SIGTERM, then SIGKILL of its own process group)."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], logdir: Path):
        self.name = name
        self.log_path = logdir / f"{name}.log"
        self.log = open(self.log_path, "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                     start_new_session=True)

    def wait_ready(self, port: int, path: str, timeout: float = 30) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited ({self.proc.returncode}):\n{self.log_path.read_text()[-3000:]}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                conn.request("GET", path)
                if conn.getresponse().status in (200, 201):
                    conn.close()
                    return
                conn.close()
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"{self.name} not ready after {timeout}s:\n{self.log_path.read_text()[-3000:]}")

    def cpu_seconds(self) -> float:
        """utime + stime of the server process and its direct children (gunicorn workers), from /proc."""
        return cpu_seconds(self.proc.pid)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self.log.close()


def redis_cpu(r) -> float:
    info = r.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def busy_cpu_seconds() -> float:
    """CPU seconds all processes of the machine have been busy (from /proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields[:8]
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")
