"""Live connections at scale (issue 18, docs/feeds.md): one shared log reader per process, bounded listeners, caps
on open streams, and dead clients freed, in-process and against the Procfile's web line (gunicorn, gevent)."""
from __future__ import annotations

import dataclasses
import http.client
import json
import os
import socket
import struct
import threading
import time
from collections import Counter
from typing import Any

import pytest

from api.http import feeds as feeds_module
from wiring import create_app

from .launcher import procfile_web

pytestmark = pytest.mark.cluster


def new_game(client) -> tuple[str, dict[str, str]]:
    r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "live"})
    assert r.status_code == 201
    body = r.get_json()
    return body["game_id"], {s["seat"]: s["token"] for s in body["seats"]}


def play(client, game_id: str, tokens: dict[str, str]) -> int:
    """Post the first legal command of the seat to act; the new version."""
    seat = client.get(f"/v1/games/{game_id}").get_json()["to_act"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).get_json()
    r = client.post(f"/v1/games/{game_id}/commands", headers=auth,
                    json={"expected_version": legal["version"], "command": legal["commands"][0]})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["version"]


def reader(client, url: str, token: str | None, until: int, out: list[dict[str, Any]], ready: threading.Event):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = client.get(url, headers=headers, buffered=False)
    for chunk in response.response:
        for line in (chunk.decode() if isinstance(chunk, bytes) else chunk).splitlines():
            item = json.loads(line)
            out.append(item)
            if item["type"] in ("view", "your_turn"):
                ready.set()
            if item["type"] == "entry" and item["version"] >= until or item["type"] in ("end", "error"):
                response.close()
                return


def test_one_reader_and_one_redaction_per_seat_serve_every_listener(config, monkeypatch):
    """12 listeners of one game (both seats and spectators): the entries reach each of them through one shared
    reader (no listener reads the log for them), and each entry is made once per seat, not once per listener."""
    app = create_app(config)
    client = app.test_client()
    game_id, tokens = new_game(client)
    store = app.extensions["tabula.service"].store
    made: Counter[tuple[int, str | None]] = Counter()
    make = feeds_module.entry_item

    def counting(game, entry, seat, words=False):
        made[entry.version, seat] += 1
        return make(game, entry, seat, words)
    monkeypatch.setattr(feeds_module, "entry_item", counting)
    readers: list[threading.Thread] = []
    results: list[list[dict[str, Any]]] = []
    url = f"/v1/games/{game_id}/feed?format=ndjson&timeout=10"
    for token in [tokens["british"], tokens["french"], None] * 4:
        out: list[dict[str, Any]] = []
        ready = threading.Event()
        results.append(out)
        readers.append(threading.Thread(target=reader, args=(client, url, token, 3, out, ready), daemon=True))
        readers[-1].start()
        assert ready.wait(10)
    assert app.extensions["tabula.fanout"].listeners() == 12
    ranges = []
    monkeypatch.setattr(store, "_range",
                        lambda *a, _real=store._range: ranges.append(threading.current_thread()) or _real(*a))
    for _ in range(3):
        play(client, game_id, tokens)
        time.sleep(0.3)  # one batch per command
    for thread in readers:
        thread.join(10)
        assert not thread.is_alive()
    for out in results:
        assert [i["version"] for i in out if i["type"] == "entry"] == [1, 2, 3]
    assert not set(ranges) & set(readers), "no listener read the log itself"
    assert set(made.values()) == {1}, made  # once per (entry, seat): 3 seats' ways to see it (two seats and none)
    assert len(made) == 9
    deadline = time.monotonic() + 5
    while app.extensions["tabula.fanout"].listeners() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert app.extensions["tabula.fanout"].listeners() == 0


def test_an_entry_written_while_a_feed_registers_is_not_missed(config, monkeypatch):
    """A feed reads the game, then registers with the shared reader: an entry written in between, which the
    reader hands only to the listeners it had, still reaches the new feed (from the log), at once."""
    app = create_app(config)
    client = app.test_client()
    game_id, tokens = new_game(client)
    fanout = app.extensions["tabula.fanout"]
    early: list[dict[str, Any]] = []
    ready = threading.Event()
    url = f"/v1/games/{game_id}/feed?format=ndjson&timeout=10"
    first = threading.Thread(target=reader, args=(client, url, None, 2, early, ready), daemon=True)
    first.start()
    while fanout.listeners() == 0:
        time.sleep(0.01)
    listen = fanout.listen

    def late(game):
        play(client, game_id, tokens)  # written after the feed read the game
        deadline = time.monotonic() + 5
        while not any(i["type"] == "entry" for i in early) and time.monotonic() < deadline:
            time.sleep(0.01)  # until the reader has handed it to the listener it had
        return listen(game)
    monkeypatch.setattr(fanout, "listen", late)
    start = time.monotonic()
    items = [json.loads(x) for x in client.get(url.replace("timeout=10", "timeout=3")).get_data(as_text=True)
             .splitlines()]
    assert [i["version"] for i in items if i["type"] == "entry"] == [1]
    assert items.index(next(i for i in items if i["type"] == "entry")) == 1  # right after the view
    assert time.monotonic() - start < 5
    monkeypatch.setattr(fanout, "listen", listen)
    play(client, game_id, tokens)  # the first feed ends at version 2
    first.join(5)
    assert [i["version"] for i in early if i["type"] == "entry"] == [1, 2]


def test_a_slow_consumer_is_ended_with_where_to_resume(config):
    app = create_app(config)
    app.extensions["tabula.fanout"].queue_size = 2
    client = app.test_client()
    game_id, tokens = new_game(client)
    seat = client.get(f"/v1/games/{game_id}").get_json()["to_act"][0]
    response = client.get(f"/v1/games/{game_id}/feed?format=ndjson&timeout=10", buffered=False,
                          headers={"Authorization": f"Bearer {tokens[seat]}"})
    stream = iter(response.response)
    first = [json.loads(line) for line in next(stream).decode().splitlines()]
    assert first[0]["type"] == "view"
    while app.extensions["tabula.fanout"].listeners() == 0:  # it registers once the view is sent
        first += [json.loads(line) for line in next(stream).decode().splitlines()]
    assert first[-1]["type"] == "your_turn"
    for _ in range(4):  # the feed reads nothing meanwhile: its queue holds 2 batches
        play(client, game_id, tokens)
        time.sleep(0.3)
    rest = [json.loads(line) for chunk in stream for line in chunk.decode().splitlines()]
    response.close()
    entries = [i["version"] for i in rest if i["type"] == "entry"]
    assert entries == [1, 2]
    assert rest[-1]["type"] == "error" and rest[-1]["code"] == "slow_consumer" and rest[-1]["status"] == 429
    assert "after=2" in rest[-1]["detail"]
    resumed = client.get(f"/v1/games/{game_id}/feed?format=ndjson&timeout=0.5&after=2&view=0")
    assert [json.loads(x)["version"] for x in resumed.get_data(as_text=True).splitlines()
            if json.loads(x)["type"] == "entry"] == [3, 4]


def test_open_streams_are_capped_per_token_and_per_address(config):
    app = create_app(dataclasses.replace(config, streams_per_token=2, streams_per_address=3))
    client = app.test_client()
    game_id, tokens = new_game(client)
    url = f"/v1/games/{game_id}/feed?format=ndjson&timeout=5"
    auth = {"Authorization": f"Bearer {tokens['british']}"}
    first, second = (client.get(url, headers=auth, buffered=False) for _ in range(2))
    store = app.extensions["tabula.service"].store
    counted = list(store.r.scan_iter(match=f"{config.prefix}:streams:*"))  # every node of a cluster
    assert sorted(store.r.zcard(k) for k in counted) == [2, 2]  # the token's set and the address's
    assert not any(tokens["british"] in k for k in counted), "the token itself is never stored"
    refused = client.get(url, headers=auth)
    assert refused.status_code == 429 and refused.mimetype == "application/problem+json"
    body = refused.get_json()
    assert body["code"] == "too_many_streams" and body["limit"] == {"policy": "streams_per_token", "limit": 2}
    assert int(refused.headers["Retry-After"]) > 0
    other = client.get(url, headers={"Authorization": f"Bearer {tokens['french']}"}, buffered=False)  # its own
    spectator = client.get(url)  # the address has 3 open
    assert spectator.status_code == 429 and spectator.get_json()["limit"]["policy"] == "streams_per_address"
    # a stream that ends is counted no longer (closed in the order the test client needs: the last opened first)
    other.close()
    spectator = client.get(url, buffered=False)
    assert spectator.status_code == 200
    spectator.close()
    second.close()
    again = client.get(url, headers=auth, buffered=False)
    assert again.status_code == 200
    again.close()
    first.close()
    assert store.r.keys(f"{config.prefix}:streams:*") == []  # every set emptied, and so gone


def client_sockets(server_pid: int, port: int) -> int:
    """Sockets of clients held by the gunicorn workers (children of the master): connections on `port`, not
    the workers' connections to Redis."""
    count = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                if int(f.read().rsplit(")", 1)[1].split()[1]) != server_pid:
                    continue
            inodes = set()
            for table in ("tcp", "tcp6"):
                with open(f"/proc/{pid}/net/{table}") as f:
                    for row in f.read().splitlines()[1:]:
                        cols = row.split()
                        if int(cols[1].rsplit(":", 1)[1], 16) == port and cols[3] != "0A":  # not the listener
                            inodes.add(cols[9])
            count += sum(os.readlink(f"/proc/{pid}/fd/{fd}") in {f"socket:[{i}]" for i in inodes}
                         for fd in os.listdir(f"/proc/{pid}/fd"))
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
    return count


def open_stream(port: int, path: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: t\r\nAccept: application/x-ndjson\r\n\r\n".encode())
    assert sock.recv(65536).startswith(b"HTTP/1.1 200")
    return sock


def health_ms(port: int) -> float:
    start = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", "/v1/health")
    assert conn.getresponse().status == 200
    conn.close()
    return (time.monotonic() - start) * 1000


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="counts the server's sockets in /proc")
def test_many_open_streams_leave_the_server_responsive_and_dead_clients_are_freed(redis_url):
    """The issue's first finding: 12 open feeds stalled /v1/health under 2 x 8 threads. Under the Procfile's web
    line, 200 open feeds leave it answering at once, and clients killed without closing are freed within
    seconds (at the next keep-alive write)."""
    with procfile_web(redis_url, TABULA_STREAMS_PER_ADDRESS="0") as (port, server):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("POST", "/v1/games", json.dumps({"type": "acres", "seats": [{}, {}]}),
                     {"Content-Type": "application/json"})
        game_id = json.loads(conn.getresponse().read())["game_id"]
        time.sleep(0.5)
        before = client_sockets(server.pid, port)
        streams = [open_stream(port, f"/v1/games/{game_id}/feed?format=ndjson&timeout=120&keep_alive=1")
                   for _ in range(200)]
        assert client_sockets(server.pid, port) >= before + 200
        assert max(health_ms(port) for _ in range(5)) < 1000
        for sock in streams:  # killed: no FIN, a reset (SO_LINGER 0)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.close()
        deadline = time.monotonic() + 20
        while client_sockets(server.pid, port) > before + 5 and time.monotonic() < deadline:
            time.sleep(0.25)
        assert client_sockets(server.pid, port) <= before + 5, "dead clients still hold their sockets after 20 s"
