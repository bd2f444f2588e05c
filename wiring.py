"""The composition root: the one place that builds Tabula's objects and wires them together, for each process.

- The web process (the Procfile's `web`: ``gunicorn ... 'wiring:create_app()'``): a Redis client, the Store on
  it, a Service serving the games registered now (engine/registry.py) whose hook enqueues the jobs an append
  leads to (workers/queue.py; none with ``TABULA_ENQUEUE=0``), and the HTTP app around that service (api/app.py).
- The jobs (workers/ai.py, workers/scoring.py, run by RQ in the `worker` process): a service like the web one,
  whose hook raises a Redis error so that RQ retries the job.
- The repair process (workers/sweep.py): a service without cache or hook.

Neither api/ nor workers/ builds a store or a service of its own, and api/ never imports workers/: the web app
is given its service. The jobs and the repair process ask for their runtime here (`runtime`, `build`), since
RQ calls a job by its name in a forked work horse; this module imports only the queue hook of workers/, so no
import comes back to it. Each process builds a runtime once per configuration (`runtime`).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Literal

from flask import Flask

from api.app import http_app
from api.config import Config
from api.service import Service
from api.store import Store, open_store
from engine import registry
from workers.queue import bind, queue_depths

Role = Literal["web", "jobs", "sweep"]


@dataclass(frozen=True)
class Runtime:
    """What one process works with: its settings, its store and its service."""

    config: Config
    store: Store
    service: Service


def build(config: Config, role: Role) -> Runtime:
    """A new runtime for a process of `role` (see the module's docstring)."""
    store = open_store(config)  # and its Redis for RQ (docs/scaling.md)
    if role == "web":
        hook = bind(store, config) if config.enqueue else None
        service = Service(store, config.snapshot_every, hook, games=dict(registry.GAMES))
    elif role == "jobs":
        service = Service(store, config.snapshot_every, bind(store, config, strict=True))
    else:  # after a Redis restart that lost writes, a cached state could be ahead of the log
        service = Service(store, config.snapshot_every, cache=False)
    return Runtime(config, store, service)


_lock = threading.Lock()
_runtimes: dict[tuple[Config, Role], Runtime] = {}


def runtime(config: Config | None = None, role: Role = "jobs") -> Runtime:
    """This process's runtime of `role` for `config` (default: from the environment), built on first use (a
    forked RQ work horse builds its own; a SimpleWorker reuses it and its state cache)."""
    config = config or Config.from_env()
    with _lock:
        built = _runtimes.get((config, role))
        if built is None:
            built = _runtimes[config, role] = build(config, role)
    return built


def create_app(config: Config | None = None) -> Flask:
    """The HTTP app of a new web runtime (default: settings from the environment)."""
    web = build(config or Config.from_env(), "web")
    app = http_app(web.config, web.service)
    # /metrics reads the depth of the job queues from RQ's Redis (api/metrics.py)
    app.extensions["tabula.queue_depth"] = queue_depths(web.store.jobs, web.config)
    return app
