"""What operators see (docs/operations.md): GET /metrics (protected by the operator's token, Prometheus text that
prometheus_client's parser reads, counters that move), the request id, the access log; then the real stack
(./scripts/serve's launcher: 2 gunicorn workers, the RQ worker and the repair process, one metrics directory):
quiet when idle, metrics summed over its processes, the request id in the worker's line for the job a request
enqueued, no token in any log line over a played game."""
from __future__ import annotations

import dataclasses
import json
import logging
import re
import time
import urllib.request

import pytest
from prometheus_client.parser import text_string_to_metric_families

from wiring import create_app

from .launcher import call, free_port, start_serve, wait_for_banner

TOKEN = "operator-secret"
OPERATOR = {"Authorization": f"Bearer {TOKEN}"}


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of an exposition text, parsed by prometheus_client: (name, sorted labels) -> value."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def value(found: dict, name: str, **labels: str) -> float:
    return found.get((name, tuple(sorted(labels.items()))), 0.0)


@pytest.fixture
def op_client(config):
    return create_app(dataclasses.replace(config, metrics_token=TOKEN)).test_client()


def scrape(client) -> dict:
    r = client.get("/metrics", headers=OPERATOR)
    assert r.status_code == 200 and r.content_type.startswith("text/plain")
    return samples(r.get_data(as_text=True))


def test_metrics_exist_only_for_the_operators_token(client, op_client):
    assert client.get("/metrics", headers=OPERATOR).status_code == 404  # no TABULA_METRICS_TOKEN: no endpoint
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}):
        r = op_client.get("/metrics", headers=headers)
        assert r.status_code == 401 and r.get_json()["code"] == "unauthorized"
    assert op_client.get("/metrics", headers=OPERATOR).status_code == 200
    assert "/metrics" not in json.dumps(op_client.get("/openapi.json").get_json()["paths"])


def test_command_counters_move_by_outcome_and_code(op_client):
    before = scrape(op_client)
    created = op_client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "ops"}).get_json()
    game, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    seat = op_client.get(f"/v1/games/{game}").get_json()["to_act"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    legal = op_client.get(f"/v1/games/{game}/legal-commands", headers=auth).get_json()
    body = {"expected_version": legal["version"], "command": legal["commands"][0]}
    for headers, status in ((auth, 201), (auth, 409), ({}, 401)):  # accepted, a stale version, no token
        r = op_client.post(f"/v1/games/{game}/commands", headers=headers, json=body)
        assert r.status_code == status
        r.close()  # as a WSGI server does: the access log and the request's metrics are written then
    after = scrape(op_client)
    assert value(after, "tabula_commands_accepted_total") - value(before, "tabula_commands_accepted_total") == 1
    for code in ("version_conflict", "unauthorized"):
        assert (value(after, "tabula_commands_refused_total", code=code)
                - value(before, "tabula_commands_refused_total", code=code)) == 1
    assert (value(after, "tabula_version_conflicts_total", source="http")
            - value(before, "tabula_version_conflicts_total", source="http")) == 1
    assert (value(after, "tabula_command_duration_seconds_count")
            - value(before, "tabula_command_duration_seconds_count")) == 3
    route = "/v1/games/<game_id>/commands"  # a template: no game id in any label
    assert value(after, "tabula_http_requests_total", method="POST", route=route, status="201") >= 1
    assert not any(game in str(labels) for _, labels in after)
    assert ("tabula_queue_jobs", (("queue", "ai"),)) in after  # read from RQ at scrape time


def test_the_request_id_is_kept_or_made_and_each_request_logged_without_token(op_client, caplog):
    caplog.set_level(logging.INFO, logger="tabula.access")
    assert op_client.get("/v1/health", headers={"X-Request-ID": "abc-123"}).headers["X-Request-ID"] == "abc-123"
    for bad in ("x" * 65, "no spaces", "é"):
        made = op_client.get("/v1/health", headers={"X-Request-ID": bad}).headers["X-Request-ID"]
        assert made != bad and re.fullmatch(r"[0-9a-f]{32}", made)
    created = op_client.post("/v1/games", json={"type": "acres", "seats": [{}, {}]}).get_json()
    token = created["seats"][0]["token"]
    op_client.get(f"/v1/games/{created['game_id']}/legal-commands?token={token}",
                  headers={"Authorization": f"Bearer {token}", "X-Request-ID": "with-token"}).close()
    lines = [r for r in caplog.records if r.name == "tabula.access"]
    line = next(r for r in lines if r.request_id == "with-token")
    assert line.fields["route"] == "/v1/games/<game_id>/legal-commands" and line.fields["status"] == 200
    assert line.fields["method"] == "GET" and line.fields["duration_ms"] >= 0
    from api.logs import JsonFormatter

    text = "\n".join(JsonFormatter().format(r) for r in lines)
    assert token not in text and created["owner_token"] not in text and created["game_id"] not in text
    assert json.loads(JsonFormatter().format(line))["request_id"] == "with-token"


# -- the real stack -------------------------------------------------------------------------------------------
IDLE_SECONDS = 30
IDLE_MAX_LINES = 3


def get_metrics(base: str) -> dict:
    request = urllib.request.Request(base + "/metrics", headers=OPERATOR)
    with urllib.request.urlopen(request, timeout=10) as response:
        return samples(response.read().decode())


def wait_until(check, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}")


def metrics_when(base: str, ready, what: str, timeout: float = 30) -> dict:
    """The metrics once `ready(metrics)` holds."""
    def check():
        found = get_metrics(base)
        return found if ready(found) else None
    return wait_until(check, timeout, what)


def test_the_stack_is_quiet_idle_and_its_metrics_and_logs_cover_every_process(tmp_path):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server, log = start_serve(tmp_path, f"ops-{port}", port, TABULA_METRICS_TOKEN=TOKEN)
    log_path = tmp_path / "serve.log"
    try:
        wait_for_banner(server, log_path, base, 90)
        # quiet by default: nothing but what changes (the repair process's passes, RQ's polling: DEBUG only)
        start = len(log_path.read_text().splitlines())
        time.sleep(IDLE_SECONDS)
        idle = log_path.read_text().splitlines()[start:]
        assert len(idle) <= IDLE_MAX_LINES, "\n".join(idle)

        before = get_metrics(base)
        status, created = call(base, "POST", "/v1/games", {"type": "acres", "seed": "ops", "seats": [
            {"kind": "human"}, {"kind": "ai", "level": "random"}]})
        assert status == 201, created
        game = created["game_id"]
        secrets = [created["owner_token"]] + [s["token"] for s in created["seats"] if s.get("token")]
        human = next(s for s in created["seats"] if s["kind"] == "human")
        feed = urllib.request.urlopen(urllib.request.Request(  # closed below
            f"{base}/v1/games/{game}/feed?format=ndjson", headers={"Authorization": f"Bearer {human['token']}"}),
            timeout=30)
        feed.readline()  # open: the first item has come
        # two gunicorn workers record into one directory: every scrape (whichever worker answers) sees the feed
        for _ in range(4):
            assert value(get_metrics(base), "tabula_feeds_open", kind="feed") == 1

        played = 0
        rids: list[str] = []

        def humans_turn():
            summary = call(base, "GET", f"/v1/games/{game}")[1]
            return summary if human["seat"] in summary["to_act"] else None

        while played < 3:  # the human's commands (some leading to an AI turn)
            wait_until(humans_turn, 60, "the human's turn")
            status, legal = call(base, "GET", f"/v1/games/{game}/legal-commands", token=human["token"])
            rid = f"rid-{played}-{port}"
            rids.append(rid)
            request = urllib.request.Request(f"{base}/v1/games/{game}/commands", method="POST", data=json.dumps(
                {"expected_version": legal["version"], "command": legal["commands"][0]}).encode(), headers={
                "Authorization": f"Bearer {human['token']}", "Content-Type": "application/json",
                "X-Request-ID": rid})
            with urllib.request.urlopen(request, timeout=30) as response:
                assert response.status == 201 and response.headers["X-Request-ID"] == rid
            stale = call(base, "POST", f"/v1/games/{game}/commands", {"expected_version": legal["version"],
                                                                      "command": legal["commands"][0]},
                         token=human["token"])
            assert stale[0] == 409
            played += 1
        assert played == 3

        # the worker's line for an AI turn a command enqueued carries that command's request id
        def worker_lines():
            found = [json.loads(line) for line in log_path.read_text().splitlines()
                     if line.startswith("{") and '"workers.ai"' in line]
            return [item for item in found if item.get("request_id") in rids and item["action"] == "played"]
        items = wait_until(worker_lines, 60, "the worker's line with the request id")
        assert all(item["game"] == game and item["process"] == "worker" and item["wait_ms"] >= 0 for item in items)

        after = metrics_when(base, lambda m: value(m, "tabula_ai_turn_wait_seconds_count")
                             - value(before, "tabula_ai_turn_wait_seconds_count") >= len(items), "the AI turn waits")
        moved = {name: value(after, name, **labels) - value(before, name, **labels) for name, labels in [
            ("tabula_commands_accepted_total", {}), ("tabula_commands_refused_total", {"code": "version_conflict"}),
            ("tabula_version_conflicts_total", {"source": "http"}), ("tabula_command_duration_seconds_count", {})]}
        assert moved == {"tabula_commands_accepted_total": 3, "tabula_commands_refused_total": 3,
                         "tabula_version_conflicts_total": 3, "tabula_command_duration_seconds_count": 6}, moved
        assert value(after, "tabula_jobs_total", queue="ai", outcome="played") >= len(items)
        assert ("tabula_queue_jobs", (("queue", "ai"),)) in after

        feed.close()
        wait_until(lambda: value(get_metrics(base), "tabula_feeds_open", kind="feed") == 0, 30, "the feed closed")

        # a whole game (the AI against itself), then no token in any line of any process
        status, whole = call(base, "POST", "/v1/games", {"type": "acres", "seed": "ops-whole", "seats": [
            {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]})
        secrets.append(whole["owner_token"])
        wait_until(lambda: call(base, "GET", f"/v1/games/{whole['game_id']}/result")[0] == 200, 120, "its result")
        scored = metrics_when(base, lambda m: value(m, "tabula_scoring_lag_seconds_count") >= 1, "the scoring lag")
        assert value(scored, "tabula_jobs_total", queue="scoring", outcome="stored") >= 1
        text = log_path.read_text()
        lines = [line for line in text.splitlines() if line.startswith("{")]
        assert lines and all(json.loads(line)["level"] for line in lines)
        assert all(any('"tabula.access"' in line and f'"request_id":"{rid}"' in line for line in lines) for rid in rids)
        for secret in secrets + [TOKEN]:
            assert secret not in text
    finally:
        server.send_signal(2)
        try:
            server.wait(timeout=40)
        finally:
            log.close()



def test_a_host_without_web_serves_its_metrics_from_the_worker(tmp_path, redis_url):
    """TABULA_METRICS_PORT: the RQ worker process serves /metrics behind the same token, so a workers-only host
    is scraped too (docs/operations.md)."""
    import os
    import subprocess
    import sys
    import urllib.error

    from .launcher import ENV_LEFT_OUT, ROOT

    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(ENV_LEFT_OUT)}
    env.update(REDIS_URL=redis_url, TABULA_PREFIX=f"test-wm-{port}", TABULA_METRICS_TOKEN=TOKEN,
               TABULA_METRICS_PORT=str(port), PROMETHEUS_MULTIPROC_DIR=str(tmp_path))
    worker = subprocess.Popen([sys.executable, "-m", "workers.worker"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        def answered() -> int | None:
            try:
                urllib.request.urlopen(base + "/metrics", timeout=5)
            except urllib.error.HTTPError as error:
                return error.code
            except OSError:
                return None
            return 200
        assert wait_until(answered, 60, "the worker's metrics port") == 401  # no token, no metrics
        found = get_metrics(base)
        assert found[("tabula_queue_jobs", (("queue", "ai"),))] == 0  # RQ's queues, read at the scrape
        assert ("tabula_queue_jobs", (("queue", "scoring"),)) in found
    finally:
        worker.terminate()
        worker.wait(30)
