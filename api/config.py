"""Settings from the environment, read once per process."""
from __future__ import annotations

import os
from dataclasses import dataclass

import redis


@dataclass(frozen=True)
class Config:
    redis_url: str = "redis://127.0.0.1:6379/0"
    prefix: str = "tabula"  # every key starts with it: tests use their own
    snapshot_every: int = 50  # events-log entries between snapshots
    # rate limits, requests per minute (docs/limits.md); rate_limit 0 turns every limit off
    rate_limit: int = 300  # writes per bearer token (per client address for a write without a token)
    rate_limit_writes_per_address: int = 1200  # writes (POST, PUT, PATCH, DELETE) per client address (0: off)
    rate_limit_reads_per_address: int = 2400  # reads (GET, opening a stream too) per client address (0: off)
    trusted_proxies: int = 0  # proxies in front that append to X-Forwarded-For (0: trust none)
    ai_wait_seconds: int = 30  # an AI turn waiting longer than this is enqueued again by the sweep
    enqueue: bool = True  # False: no RQ jobs (tests of the HTTP layer alone)

    @classmethod
    def from_env(cls) -> Config:
        env = os.environ
        return cls(
            redis_url=env.get("REDIS_URL", cls.redis_url),
            prefix=env.get("TABULA_PREFIX", cls.prefix),
            snapshot_every=int(env.get("TABULA_SNAPSHOT_EVERY", cls.snapshot_every)),
            rate_limit=0 if env.get("TABULA_RATE_LIMITS", "1") == "0" else int(
                env.get("TABULA_RATE_LIMIT_WRITES_PER_TOKEN", env.get("TABULA_RATE_LIMIT", cls.rate_limit))),
            rate_limit_writes_per_address=int(
                env.get("TABULA_RATE_LIMIT_WRITES_PER_ADDRESS", cls.rate_limit_writes_per_address)),
            rate_limit_reads_per_address=int(
                env.get("TABULA_RATE_LIMIT_READS_PER_ADDRESS", cls.rate_limit_reads_per_address)),
            trusted_proxies=int(env.get("TABULA_TRUSTED_PROXIES", cls.trusted_proxies)),
            ai_wait_seconds=int(env.get("TABULA_AI_WAIT_SECONDS", cls.ai_wait_seconds)),
            enqueue=env.get("TABULA_ENQUEUE", "1") != "0",
        )


def connect(url: str) -> redis.Redis:
    """A client that answers str, fails fast when Redis is down (the API turns that into 503)."""
    return redis.Redis.from_url(url, decode_responses=True, socket_connect_timeout=2, socket_timeout=10,
                                health_check_interval=30)
