"""The web pages (issue 20, api/http/web.py) as the server sends them, without a browser (test_browser.py drives
them in Chromium): the pages and every file they load are served from the package with a strict content
security policy; the JavaScript parses as ES modules; the API answers the pages rely on (`?words=true`: the log
in plain words, the legal commands' labels) are the engines' own words, lifecycle entries included."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from engine import lifecycle

WEB = Path(__file__).resolve().parents[2] / "api" / "web"


def new_game(client, kind: str = "acres", seats: list | None = None) -> tuple[str, dict[str, str]]:
    r = client.post("/v1/games", json={"type": kind, "seats": seats or [{}, {}], "seed": "web"})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    return body["game_id"], {s["seat"]: s["token"] for s in body["seats"] if s.get("token")}


def loaded(html: str) -> list[str]:
    return re.findall(r'(?:src|href)="(/web/[^"]+)"', html)


@pytest.mark.parametrize("path", ["/games", "/games/anything-at-all"])
def test_pages_are_served_with_a_strict_policy_and_every_file_they_load(client, path):
    r = client.get(path)
    assert r.status_code == 200 and r.mimetype == "text/html"
    policy = r.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert r.headers["Referrer-Policy"] == "no-referrer"  # a page's address never leaves in a Referer
    files = loaded(r.get_data(as_text=True))
    assert "/web/tabula.css" in files and any(f.endswith(".js") for f in files)
    for name in files:
        asset = client.get(name)
        assert asset.status_code == 200, name
        assert asset.mimetype == ("text/css" if name.endswith(".css") else "text/javascript"), (name, asset.mimetype)
    assert client.get("/web/nothing.js").status_code == 404
    assert client.get("/web/../app.py").status_code == 404


def test_the_modules_import_only_each_other_and_no_page_uses_inline_code():
    modules = {p.name for p in WEB.glob("*.js")}
    for path in WEB.glob("*.js"):
        for target in re.findall(r'from "\./([^"]+)"', path.read_text()):
            assert target in modules, f"{path.name} imports {target}, which is not shipped"
        assert "innerHTML" not in path.read_text(), f"{path.name}: text reaches the page only as text"
    for page in WEB.glob("*.html"):
        html = page.read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)", html) and not re.search(r"\son\w+=", html), page.name
        assert "style=" not in html, page.name


def test_the_modules_parse_as_es_modules(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the browser test still loads the modules")
    for path in WEB.glob("*.js"):
        copy = tmp_path / (path.stem + ".mjs")  # .mjs: node parses it as an ES module
        copy.write_text(path.read_text())
        done = subprocess.run([node, "--check", str(copy)], capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, f"{path.name}: {done.stderr}"


def test_the_index_points_people_to_the_pages(client):
    assert client.get("/").get_json()["play"] == "/games"


@pytest.mark.parametrize("kind,seats", [("acres", [{}, {}]), ("sparks", [{}, {}, {}])])
def test_words_are_the_engines_narration_and_labels(app, client, kind, seats):
    game_id, tokens = new_game(client, kind, seats)
    svc = app.extensions["tabula.service"]
    for _ in range(6):
        game = svc.load(game_id)
        seat = min(game.to_act())
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        plain = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).get_json()
        legal = client.get(f"/v1/games/{game_id}/legal-commands?words=true", headers=auth).get_json()
        assert "labels" not in plain and legal["commands"] == plain["commands"]
        assert legal["labels"] == [game.engine.label(c) for c in legal["commands"]]
        assert len(set(legal["labels"])) == len(legal["labels"])
        r = client.post(f"/v1/games/{game_id}/commands", headers=auth,
                        json={"expected_version": game.version, "command": legal["commands"][-1]})
        assert r.status_code == 201, r.get_json()
    for seat, token in [*tokens.items(), (None, None)]:
        auth = {"Authorization": f"Bearer {token}"} if token else {}
        events = client.get(f"/v1/games/{game_id}/events?after=0&words=true", headers=auth).get_json()["entries"]
        log = client.get(f"/v1/games/{game_id}/log?words=true", headers=auth).get_json()["entries"]
        assert events == log and len(events) == 6
        for entry in events:
            assert entry["words"] == [svc.load(game_id).engine.narrate(e) for e in entry["events"]], (seat, entry)
            assert all(w.strip() for w in entry["words"])
        assert all("words" not in e for e in client.get(f"/v1/games/{game_id}/events?after=0", headers=auth)
                   .get_json()["entries"])


def test_lifecycle_entries_have_words_too(client):
    game_id, tokens = new_game(client)
    auth = {"Authorization": f"Bearer {tokens['french']}"}
    r = client.post(f"/v1/games/{game_id}/commands", headers=auth, json={"expected_version": 0,
                                                                          "command": {"type": "resign"}})
    assert r.status_code == 201, r.get_json()
    (entry,) = client.get(f"/v1/games/{game_id}/events?after=0&words=true", headers=auth).get_json()["entries"]
    assert entry["words"] == ["French resigns."] == [lifecycle.narrate(e) for e in entry["events"]]


@pytest.mark.parametrize("path", ["events?words=maybe", "log?words=2", "legal-commands?words=x"])
def test_a_bad_words_flag_is_a_problem(client, path):
    game_id, tokens = new_game(client)
    r = client.get(f"/v1/games/{game_id}/{path}", headers={"Authorization": f"Bearer {tokens['british']}"})
    assert r.status_code == 400 and r.get_json()["code"] == "malformed_request"


def test_lifecycle_narration_names_who_and_what():
    assert lifecycle.narrate({"type": "TimedOut", "seat": "red", "claimed_by": "blue", "ai_level": "heuristic"}) == \
        "Red runs out of time, claimed by Blue; an AI (heuristic) plays the seat out."
    assert lifecycle.narrate({"type": "Joined", "seat": "french", "player": "ada"}) == "ada takes the seat french."
    assert lifecycle.narrate({"type": "Started"}) == "Every seat is taken: the game starts."
    for kind in lifecycle.EVENTS:  # every lifecycle event has its own sentence, not the fallback
        event = {"type": kind, "seat": "red", "player": "ada", "claimed_by": None}
        assert lifecycle.narrate(event) != f"{kind}.", kind


def test_the_feed_carries_words_when_asked(client):
    game_id, tokens = new_game(client)
    auth = {"Authorization": f"Bearer {tokens['british']}"}
    legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).get_json()
    assert client.post(f"/v1/games/{game_id}/commands", headers=auth,
                       json={"expected_version": 0, "command": legal["commands"][0]}).status_code == 201
    for words in (True, False):
        r = client.get(f"/v1/games/{game_id}/feed?format=ndjson&after=0&view=0&timeout=0.2&words={words}",
                       headers=auth)
        entries = [item for item in map(json.loads, r.get_data(as_text=True).splitlines())
                   if item["type"] == "entry"]
        assert [e["version"] for e in entries] == [1]
        assert ("words" in entries[0]) is words
        if words:
            assert len(entries[0]["words"]) == len(entries[0]["events"]) and entries[0]["words"][0].strip()
