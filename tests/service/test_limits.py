"""Rate limits (api/limits.py, docs/limits.md) and the self-served API docs, against a real Redis.

Each test builds an app with its own low limits; its counters live under the test's key prefix."""
from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from typing import Any
from urllib.parse import urljoin

import pytest
import redis
from prometheus_client import REGISTRY

from api.config import Config
from api.store import _COUNT, connect
from openapi.write import spec_text
from wiring import create_app

pytestmark = pytest.mark.cluster

PROBLEM = "application/problem+json"
RATE_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy")


def limited(config: Config, writes_per_token: int = 100, writes_per_address: int = 100, reads: int = 100, **more: Any):
    cfg = dataclasses.replace(config, rate_limit=writes_per_token, rate_limit_writes_per_address=writes_per_address,
                              rate_limit_reads_per_address=reads, **more)
    return create_app(cfg).test_client()


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def new_game(client) -> tuple[str, list[str]]:
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]})
    assert r.status_code == 201, r.get_data(as_text=True)
    body = r.get_json()
    return body["game_id"], [s["token"] for s in body["seats"]]


def command(client, game_id: str, token: str):
    """A write of the seat's (answered 201 or a 4xx problem: the limit counts it either way)."""
    return client.post(f"/v1/games/{game_id}/commands", headers=bearer(token),
                       json={"expected_version": 0, "command": {"type": "pass"}})


def rate_limited(r, policy: str, limit: int) -> dict[str, Any]:
    assert r.status_code == 429, (r.status_code, r.get_data(as_text=True))
    assert r.mimetype == PROBLEM
    body = r.get_json(force=True)
    assert body["code"] == "rate_limited" and body["status"] == 429 and body["title"] == "Too Many Requests"
    assert body["limit"] == {"policy": policy, "limit": limit, "window_seconds": 60}
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert r.headers["RateLimit-Limit"] == str(limit) and r.headers["RateLimit-Remaining"] == "0"
    assert 0 <= int(r.headers["RateLimit-Reset"]) <= 60
    return body


def test_writes_per_token_count_the_tokens_hash_with_headers(config):
    client = limited(config, writes_per_token=2, writes_per_address=50)
    game_id, (first, second) = new_game(client)  # a write without a token counts against the address
    r = command(client, game_id, first)
    assert r.status_code != 429
    assert r.headers["RateLimit-Limit"] == "2" and r.headers["RateLimit-Remaining"] == "1"
    assert 55 <= int(r.headers["RateLimit-Reset"]) <= 60
    assert r.headers["RateLimit-Policy"] == "2;w=60, 50;w=60"
    assert "Retry-After" not in r.headers  # only on 429
    assert command(client, game_id, first).headers["RateLimit-Remaining"] == "0"
    rate_limited(command(client, game_id, first), "writes_per_token", 2)
    rate_limited(command(client, game_id, first), "writes_per_token", 2)  # still refused, not counted further
    # another token has its own count; a read is not a write
    assert command(client, game_id, second).headers["RateLimit-Remaining"] == "1"
    assert client.get(f"/v1/games/{game_id}/state", headers=bearer(first)).status_code == 200

    keys = [k for k in connect(config.redis_url).scan_iter(match=f"{config.prefix}:ratelimit:*")]
    assert keys, "the counters live under the app's key prefix"
    assert not any(first in k or second in k for k in keys), "a token never reaches Redis"
    assert any(hashlib.sha256(first.encode()).hexdigest() in k for k in keys)


def test_writes_per_address_across_tokens(config):
    client = limited(config, writes_per_token=50, writes_per_address=3)
    game_id, tokens = new_game(client)
    assert command(client, game_id, tokens[0]).status_code != 429
    r = command(client, game_id, tokens[1])
    assert r.status_code != 429 and r.headers["RateLimit-Remaining"] == "0"  # the address is the closer limit
    assert r.headers["RateLimit-Limit"] == "3"
    rate_limited(command(client, game_id, tokens[1]), "writes_per_address", 3)
    rate_limited(client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}), "writes_per_address", 3)


def test_reads_per_address_streams_count_and_exemptions(config):
    client = limited(config, reads=3)
    game_id, tokens = new_game(client)
    assert client.get("/v1/games/types").headers["RateLimit-Remaining"] == "2"
    feed = client.get(f"/v1/games/{game_id}/feed?timeout=0.1", headers=bearer(tokens[0]))  # opening a stream
    assert feed.status_code == 200 and feed.headers["RateLimit-Remaining"] == "1"
    feed.close()
    assert client.get(f"/v1/games/{game_id}").headers["RateLimit-Remaining"] == "0"
    rate_limited(client.get(f"/v1/games/{game_id}/state"), "reads_per_address", 3)
    rate_limited(client.get(f"/v1/games/{game_id}/feed?timeout=0.1", headers=bearer(tokens[0])),
                 "reads_per_address", 3)
    # writes have their own budget
    assert command(client, game_id, tokens[0]).status_code != 429
    # never limited, and no RateLimit headers: health, the spec, the docs page and its files
    for path in ("/v1/health", "/openapi.json", "/docs", "/docs/assets/swagger-ui-bundle.js"):
        for _ in range(3):
            r = client.get(path)
            assert r.status_code == 200, path
            assert not any(h in r.headers for h in RATE_HEADERS), path


def test_redis_outage_falls_back_to_memory_and_never_500():
    config = Config(redis_url="redis://127.0.0.1:1/0", prefix="test-limits-down", enqueue=False, rate_limit=2,
                    rate_limit_reads_per_address=2)
    client = create_app(config).test_client()
    first = client.get("/v1/games/types")  # needs no store: answered, counted in memory
    assert first.status_code == 200 and first.headers["RateLimit-Remaining"] == "1"
    assert client.get("/v1/games/types").status_code == 200
    rate_limited(client.get("/v1/games/types"), "reads_per_address", 2)
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]})  # the store's own 503
    assert r.status_code == 503 and r.get_json()["code"] == "store_unavailable" and int(r.headers["Retry-After"]) > 0
    assert r.headers["RateLimit-Remaining"] == "1"
    assert client.post("/v1/games/x/commands", json={"expected_version": 0, "command": {"type": "pass"}},
                       headers=bearer("t")).status_code == 503  # a token's own count
    assert client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}).headers["RateLimit-Remaining"] == "0"
    rate_limited(client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}), "writes_per_token", 2)
    assert client.get("/v1/health").status_code == 503


def test_trusted_proxies_decide_the_address(config):
    direct = limited(config, reads=1)  # X-Forwarded-For is the client's own words: ignored
    assert direct.get("/v1/games/types", headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 200
    rate_limited(direct.get("/v1/games/types", headers={"X-Forwarded-For": "198.51.100.2"}), "reads_per_address", 1)

    proxied = limited(dataclasses.replace(config, prefix=config.prefix + ":proxied"), reads=1, trusted_proxies=1)
    assert proxied.get("/v1/games/types", headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 200
    assert proxied.get("/v1/games/types", headers={"X-Forwarded-For": "198.51.100.2"}).status_code == 200
    # a client's forged entry comes before the one its proxy appends: only the last one is trusted
    forged = proxied.get("/v1/games/types", headers={"X-Forwarded-For": "203.0.113.9, 198.51.100.1"})
    rate_limited(forged, "reads_per_address", 1)


def test_environment_settings(monkeypatch):
    for name in ("TABULA_RATE_LIMITS", "TABULA_RATE_LIMIT", "TABULA_RATE_LIMIT_WRITES_PER_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    defaults = Config.from_env()
    assert (defaults.rate_limit, defaults.rate_limit_writes_per_address, defaults.rate_limit_reads_per_address,
            defaults.trusted_proxies) == (300, 1200, 2400, 0)
    monkeypatch.setenv("TABULA_RATE_LIMIT_WRITES_PER_TOKEN", "7")
    monkeypatch.setenv("TABULA_RATE_LIMIT_WRITES_PER_ADDRESS", "70")
    monkeypatch.setenv("TABULA_RATE_LIMIT_READS_PER_ADDRESS", "0")
    monkeypatch.setenv("TABULA_TRUSTED_PROXIES", "2")
    cfg = Config.from_env()
    assert (cfg.rate_limit, cfg.rate_limit_writes_per_address, cfg.rate_limit_reads_per_address,
            cfg.trusted_proxies) == (7, 70, 0, 2)
    monkeypatch.setenv("TABULA_RATE_LIMITS", "0")
    assert Config.from_env().rate_limit == 0


def test_limits_off_for_benches(config):
    app = create_app(dataclasses.replace(config, rate_limit=0))
    assert "tabula.limiter" not in app.extensions
    client = app.test_client()
    for _ in range(5):
        r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]})
        assert r.status_code == 201 and "RateLimit-Limit" not in r.headers


def test_reads_off_alone(config):
    client = limited(config, reads=0, writes_per_token=1)
    for _ in range(3):
        r = client.get("/v1/games/types")
        assert r.status_code == 200 and "RateLimit-Limit" not in r.headers
    assert client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}).headers["RateLimit-Policy"] == (
        "1;w=60, 100;w=60")


def test_spec_documents_the_limits():
    spec = json.loads(spec_text())
    headers = spec["components"]["headers"]
    assert set(headers) >= {*RATE_HEADERS, "Retry-After"}
    count = 0
    for path, ops in spec["paths"].items():
        for method, op in ((m, o) for m, o in ops.items() if m in ("get", "post", "put", "patch", "delete")):
            if path == "/v1/health":
                assert "429" not in op["responses"]
                continue
            count += 1
            too_many = op["responses"].get("429")
            assert too_many, f"{method} {path}: no 429"
            assert too_many["content"][PROBLEM]["schema"] == {"$ref": "#/components/schemas/Problem"}
            assert {h: v["$ref"].rsplit("/", 1)[1] for h, v in too_many["headers"].items()} == {
                h: h for h in (*RATE_HEADERS, "Retry-After")}
            for status, answer in op["responses"].items():
                if status.startswith("2"):
                    assert set(answer.get("headers", {})) >= set(RATE_HEADERS), f"{method} {path} {status}"
    assert count >= 10
    assert "limit" in spec["components"]["schemas"]["Problem"]["properties"]


@pytest.mark.parametrize("asset", ["swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"])
def test_docs_are_served_by_the_app(client, asset):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert "cdn" not in html and "https://" not in html, "every file comes from the app itself"
    links = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert any(link.endswith(asset) for link in links), links
    url = urljoin("http://localhost/docs", next(link for link in links if link.endswith(asset)))
    assert url == f"http://localhost/docs/assets/{asset}"
    r = client.get(url)
    assert r.status_code == 200
    assert r.mimetype == ("text/css" if asset.endswith(".css") else "text/javascript")
    assert len(r.get_data()) > 1000
    if asset == "swagger-ui-bundle.js":
        assert b"SwaggerUIBundle" in r.get_data()
    r.close()
    assert client.get("/docs/assets/../config.py").status_code == 404
    assert client.get("/openapi.json").get_json()["info"]["title"] == "Tabula"


def test_docs_with_a_trailing_slash_and_the_root_lead_to_the_docs(client):
    r = client.get("/docs/")
    assert r.status_code == 308 and r.headers["Location"] == "/docs"  # the page's assets are relative to /docs
    assert client.get("/docs/", follow_redirects=True).mimetype == "text/html"
    index = client.get("/").get_json()
    assert index["docs"] == "/docs" and client.get(index["openapi"]).status_code == 200
    assert client.get(index["health"]).status_code == 200


def test_one_round_trip_counts_every_policy_of_a_request(config, monkeypatch):
    """A write meets two policies: both are counted, and their windows read, in one round trip to Redis."""
    app = create_app(dataclasses.replace(config, rate_limit=5, rate_limit_writes_per_address=9))
    store = app.extensions["tabula.service"].store
    store.r.script_load(_COUNT)  # on every primary: a fresh cluster's first count would load it, a second trip
    trips: list[list[tuple]] = []
    send = store.pipe.send
    monkeypatch.setattr(store.pipe, "send", lambda commands, nodes=None: trips.append(commands) or send(commands, nodes))
    limiter = app.extensions["tabula.limiter"]
    verdict = limiter.count({"REQUEST_METHOD": "POST", "PATH_INFO": "/v1/games", "REMOTE_ADDR": "192.0.2.7",
                             "HTTP_AUTHORIZATION": "Bearer abc"})
    assert len(trips) == 1 and [c[0] for c in trips[0]] == ["EVALSHA", "EVALSHA"]
    assert [(c.policy.name, c.seen, c.remaining) for c in verdict.counts] == [
        ("writes_per_token", 1, 4), ("writes_per_address", 1, 8)]
    assert all(55 <= c.reset <= 60 for c in verdict.counts)
    # a flushed Redis has forgotten the script: it is loaded again, and the count goes on
    connect(config.redis_url).script_flush()
    again = limiter.count({"REQUEST_METHOD": "POST", "PATH_INFO": "/v1/games", "REMOTE_ADDR": "192.0.2.7",
                           "HTTP_AUTHORIZATION": "Bearer abc"})
    assert [c.seen for c in again.counts] == [2, 2]


def test_an_unreachable_redis_is_tried_again_after_a_backoff(config, monkeypatch):
    """Counts go to memory while Redis is away; it is tried again after 1, 2, 4... s, and its counts resume."""
    from api import limits

    app = create_app(dataclasses.replace(config, rate_limit=100, rate_limit_writes_per_address=0))
    limiter = app.extensions["tabula.limiter"]
    clock = [1000.0]
    monkeypatch.setattr(limits.time, "monotonic", lambda: clock[0])
    real = limiter.store.count_requests
    down = [True]

    def count_requests(names, window):
        if down[0]:
            raise redis.ConnectionError("down")
        return real(names, window)
    monkeypatch.setattr(limiter.store, "count_requests", count_requests)
    write = {"REQUEST_METHOD": "POST", "PATH_INFO": "/v1/games", "REMOTE_ADDR": "192.0.2.8",
             "HTTP_AUTHORIZATION": "Bearer t"}
    errors = REGISTRY.get_sample_value("tabula_redis_errors_total", {"kind": "ConnectionError", "process": "web"}) or 0
    assert limiter.count(write).counts[0].seen == 1  # in memory
    clock[0] += 0.5
    assert limiter.count(write).counts[0].seen == 2  # still in memory: Redis is not tried again yet
    clock[0] += 0.6  # 1 s after the failure: tried, fails, next try in 2 s
    assert limiter.count(write).counts[0].seen == 3
    assert REGISTRY.get_sample_value("tabula_redis_errors_total",  # each failed try counted (api/metrics.py)
                                     {"kind": "ConnectionError", "process": "web"}) == errors + 2
    down[0] = False
    clock[0] += 1.0
    assert limiter.count(write).counts[0].seen == 4  # 1 s later: still within the 2 s backoff
    clock[0] += 1.1
    assert limiter.count(write).counts[0].seen == 1  # Redis again: its own count
    assert limiter._backoff == 1.0
    clock[0] += 61  # the memory's window has ended: its count starts again
    down[0] = True
    assert limiter.count(write).counts[0].seen == 1
