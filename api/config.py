"""Settings from the environment, read once per process."""
from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    redis_url: str = "redis://127.0.0.1:6379/0"  # the store's Redis: one server, or any node of a Redis Cluster
    # the store's Redis is a Redis Cluster: True, False, or None to ask the server (INFO cluster) when connecting
    redis_cluster: bool | None = None
    # RQ's Redis (queues, jobs; docs/scaling.md): "" means the store's, which must then not be a cluster (RQ does
    # not support Redis Cluster)
    rq_redis_url: str = ""
    prefix: str = "tabula"  # every key starts with it: tests use their own
    snapshot_every: int = 50  # events-log entries between snapshots
    # rate limits, requests per minute (docs/limits.md); rate_limit 0 turns every limit off
    rate_limit: int = 300  # writes per bearer token (per client address for a write without a token)
    rate_limit_writes_per_address: int = 1200  # writes (POST, PUT, PATCH, DELETE) per client address (0: off)
    rate_limit_reads_per_address: int = 2400  # reads (GET, opening a stream too) per client address (0: off)
    trusted_proxies: int = 0  # proxies in front that append to X-Forwarded-For (0: trust none)
    # open streams (feeds, event streams) at once (docs/feeds.md); 0: no cap
    streams_per_token: int = 8
    streams_per_address: int = 1000
    # jobs (docs/jobs.md): the repair process (python -m workers.sweep) and the worker (python -m workers.worker)
    ai_wait_seconds: float = 5  # a game that waits this long for its AI turn or scoring has its job checked
    sweep_every_seconds: float = 2  # the repair process makes a pass this often
    sweep_lease_seconds: float = 10  # one repair process at a time holds the lease; a dead one's expires this fast
    sweep_clock_skew_seconds: float = 10  # the scan of recently updated games starts this far before the last one
    job_heartbeat_seconds: int = 3  # a worker renews the heartbeat of the job it runs this often
    job_orphan_seconds: float = 10  # a started job whose heartbeat is older than this has no live worker
    enqueue: bool = True  # False: no RQ jobs (tests of the HTTP layer alone)
    # durability (docs/scaling.md "Durability"): an append is acknowledged once this many replicas have it (WAIT);
    # None: 1 when the store is a Redis Cluster, 0 for a single Redis
    ack_replicas: int | None = None
    ack_timeout_ms: int = 500  # how long an append waits for them; fewer in time: 503, the entry kept (retry-safe)
    metrics_token: str = ""  # GET /metrics wants it as a bearer token; "" turns /metrics off (docs/operations.md)
    metrics_port: int = 0  # the RQ worker serves /metrics on it too (a host without web); 0: it does not

    @property
    def rq_url(self) -> str:
        """RQ's Redis: RQ_REDIS_URL, else the store's (refused for a cluster: api/store.py `open_store`)."""
        return self.rq_redis_url or self.redis_url

    @classmethod
    def from_env(cls) -> Config:
        env = os.environ
        return cls(
            redis_url=env.get("REDIS_URL", cls.redis_url),
            redis_cluster=_flag(env.get("REDIS_CLUSTER", "")),
            rq_redis_url=env.get("RQ_REDIS_URL", cls.rq_redis_url),
            prefix=env.get("TABULA_PREFIX", cls.prefix),
            snapshot_every=int(env.get("TABULA_SNAPSHOT_EVERY", cls.snapshot_every)),
            rate_limit=0 if env.get("TABULA_RATE_LIMITS", "1") == "0" else int(
                env.get("TABULA_RATE_LIMIT_WRITES_PER_TOKEN", env.get("TABULA_RATE_LIMIT", cls.rate_limit))),
            rate_limit_writes_per_address=int(
                env.get("TABULA_RATE_LIMIT_WRITES_PER_ADDRESS", cls.rate_limit_writes_per_address)),
            rate_limit_reads_per_address=int(
                env.get("TABULA_RATE_LIMIT_READS_PER_ADDRESS", cls.rate_limit_reads_per_address)),
            trusted_proxies=int(env.get("TABULA_TRUSTED_PROXIES", cls.trusted_proxies)),
            streams_per_token=int(env.get("TABULA_STREAMS_PER_TOKEN", cls.streams_per_token)),
            streams_per_address=int(env.get("TABULA_STREAMS_PER_ADDRESS", cls.streams_per_address)),
            ai_wait_seconds=float(env.get("TABULA_AI_WAIT_SECONDS", cls.ai_wait_seconds)),
            sweep_every_seconds=float(env.get("TABULA_SWEEP_EVERY_SECONDS", cls.sweep_every_seconds)),
            sweep_lease_seconds=float(env.get("TABULA_SWEEP_LEASE_SECONDS", cls.sweep_lease_seconds)),
            sweep_clock_skew_seconds=float(env.get("TABULA_SWEEP_CLOCK_SKEW_SECONDS", cls.sweep_clock_skew_seconds)),
            job_heartbeat_seconds=int(env.get("TABULA_JOB_HEARTBEAT_SECONDS", cls.job_heartbeat_seconds)),
            job_orphan_seconds=float(env.get("TABULA_JOB_ORPHAN_SECONDS", cls.job_orphan_seconds)),
            enqueue=env.get("TABULA_ENQUEUE", "1") != "0",
            metrics_token=env.get("TABULA_METRICS_TOKEN", cls.metrics_token),
            metrics_port=int(env.get("TABULA_METRICS_PORT", cls.metrics_port)),
            ack_replicas=int(env["TABULA_ACK_REPLICAS"]) if env.get("TABULA_ACK_REPLICAS", "").strip() else None,
            ack_timeout_ms=int(env.get("TABULA_ACK_TIMEOUT_MS", cls.ack_timeout_ms)),
        )


def _flag(value: str) -> bool | None:
    """REDIS_CLUSTER: 1/true/yes, 0/false/no, or unset/auto (ask the server)."""
    value = value.strip().lower()
    if value in ("", "auto"):
        return None
    if value in ("1", "true", "yes"):
        return True
    if value in ("0", "false", "no"):
        return False
    raise ValueError(f"REDIS_CLUSTER is 1, 0 or auto, not {value!r}")
