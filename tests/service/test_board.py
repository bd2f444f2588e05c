"""GET /v1/games/{id}/board.svg: the caller's view drawn (engine/<game>/picture.py), at a version it may see."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from engine.acres.data import CARDS
from tests.hidden import hidden_from

from .test_api import auth, create, problem
from .test_clocks import move

SVG_NS = "{http://www.w3.org/2000/svg}svg"


def picture(client, gid: str, token: str | None = None, query: str = "", status: int = 200) -> str:
    r = client.get(f"/v1/games/{gid}/board.svg{query}", headers=auth(token))
    assert r.status_code == status, r.get_data(as_text=True)
    if status != 200:
        return ""
    assert r.mimetype == "image/svg+xml" and r.headers["ETag"]
    text = r.get_data(as_text=True)
    assert ET.fromstring(text).tag == SVG_NS
    return text


def test_each_caller_gets_its_own_view_drawn(client):
    game = create(client, [{}, {}])
    gid = game["game_id"]
    for _ in range(5):
        assert move(client, game).status_code == 201
    service = client.application.extensions["tabula.service"]
    state = service.load(gid).state
    for seat in ("british", "french", None):
        token = game["tokens"][seat] if seat else None
        svg = picture(client, gid, token)
        view = client.get(f"/v1/games/{gid}/state", headers=auth(token)).get_json()["state"]
        assert svg == service.load(gid).engine.picture(view)  # the very view GET /state gives
        leaked = sorted(c for c in hidden_from(state, seat) if c in svg)
        assert not leaked, (seat, leaked)
        if seat:  # its own hand is drawn
            assert all(c in svg or CARDS[c].name in svg for c in state.zones[seat]["hand"])


def test_an_earlier_version_and_caching(client):
    game = create(client, [{}, {}])
    gid = game["game_id"]
    first = picture(client, gid)
    for _ in range(3):
        assert move(client, game).status_code == 201
    now = picture(client, gid)
    assert now != first and picture(client, gid, query="?version=0") == first
    r = client.get(f"/v1/games/{gid}/board.svg?version=0", headers={"If-None-Match": f'"{gid}-0-"'})
    assert r.status_code == 304
    problem(client.get(f"/v1/games/{gid}/board.svg?version=99"), 404, "version_not_found")
    problem(client.get(f"/v1/games/{gid}/board.svg?version=-1"), 400, "malformed_request")
    problem(client.get("/v1/games/nope/board.svg"), 404, "game_not_found")


def test_sparks_is_drawn_too(client):
    r = client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}, {}]})
    gid = r.get_json()["game_id"]
    assert "<svg" in picture(client, gid)
