"""Logs outlive code (api/store.py, api/service.py `current`): every log entry and a game's setup events are stored
with the engine's EVENT_VERSION when written, an entry without one is version 1, and the service reads a game, and
shows it to clients, through the engine's `upcast`. The test game (tests/toygame) plays the engine of a later
release: its events of version 1 named the card `bid` (BidPlaced) and `prize` (PrizeRevealed)."""
from __future__ import annotations

import json
from typing import Any

import pytest

from api.config import Config
from engine.core import Engine, Json
from tests import toygame
from wiring import create_app

from .test_api import auth, service

OLD_NAMES = {"BidPlaced": "bid", "PrizeRevealed": "prize"}  # event type -> its card's name in version 1


def version_2(event: Json) -> Json:
    """The upcaster from version 1 to 2: the card is called `card` (an event already so named stays)."""
    old = OLD_NAMES.get(event["type"])
    if old is None or old not in event:
        return event
    return {("card" if k == old else k): v for k, v in event.items()}


def version_1(event: Json) -> Json:
    """What the engine of version 1 wrote instead of `event`."""
    old = OLD_NAMES.get(event["type"])
    return event if old is None else {(old if k == "card" else k): v for k, v in event.items()}


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.get_data(as_text=True)
    return response.get_json()


def test_a_log_written_by_an_older_engine_is_read_through_its_upcasters(with_toygame: Engine, config: Config,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    client = create_app(config).test_client()
    created = ok(client.post("/v1/games", json={"type": "goofspiel", "seats": [{}, {}], "seed": "old-log",
                                                "options": {"cards": 3}}), 201)
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    bids = {}
    for version, seat in enumerate(("hearts", "spades")):
        bid = bids[seat] = ok(client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])))[
            "commands"][0]
        ok(client.post(f"/v1/games/{game_id}/commands", json={"command": bid, "expected_version": version},
                       headers=auth(tokens[seat])), 201)
    store = service(client.application).store
    log, meta = store.key(game_id, "log"), store.key(game_id, "meta")
    entries = store.r.xrange(log)
    assert [fields["event_version"] for _, fields in entries] == ["1", "1"]  # recorded with each entry
    assert store.r.hget(meta, "event_version") == "1"  # and with the setup events

    # the same log as a release before event versions were recorded wrote it: version 1 events, no version field
    store.r.delete(log)
    for entry_id, fields in entries:
        events = [version_1(e) for e in json.loads(fields["events"])]
        store.r.xadd(log, {**{k: v for k, v in fields.items() if k != "event_version"}, "events": json.dumps(events)},
                     id=entry_id)
    setup = [version_1(e) for e in json.loads(store.r.hget(meta, "setup"))]
    assert any("prize" in e for e in setup) and "bid" in store.r.xrange(log)[0][1]["events"]
    store.r.hset(meta, "setup", json.dumps(setup))
    store.r.hdel(meta, "event_version")
    monkeypatch.setattr(toygame, "EVENT_VERSION", 2)
    monkeypatch.setattr(toygame, "UPCASTERS", {1: version_2})

    fresh = create_app(config).test_client()  # a process of the new release: it folds the stored log
    seen = ok(fresh.get(f"/v1/games/{game_id}/log", headers=auth(tokens["hearts"])))
    prizes = [e for e in seen["setup"] if e["type"] == "PrizeRevealed"]
    assert prizes and all("card" in e and "prize" not in e for e in prizes)
    (own,) = [e for e in seen["entries"][0]["events"] if e["type"] == "BidPlaced"]
    assert own == {"type": "BidPlaced", "seat": "hearts", "card": bids["hearts"]["card"]}
    events = ok(fresh.get(f"/v1/games/{game_id}/events?after=0", headers=auth(tokens["hearts"])))["entries"]
    assert [e["events"] for e in events] == [e["events"] for e in seen["entries"]]
    state = ok(fresh.get(f"/v1/games/{game_id}/state", headers=auth(tokens["hearts"])))["state"]
    assert own["card"] not in state["hand"]  # the bid was folded from the upcast event

    # a new entry is written at the engine's version now; the old ones stay as they were written
    bid = ok(fresh.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens["hearts"])))["commands"][0]
    ok(fresh.post(f"/v1/games/{game_id}/commands", json={"command": bid, "expected_version": 2},
                  headers=auth(tokens["hearts"])), 201)
    stored = store.r.xrange(log)
    assert [fields.get("event_version") for _, fields in stored] == [None, None, "2"]
    assert '"bid"' in stored[0][1]["events"] and '"card"' in stored[2][1]["events"]
    again = ok(fresh.get(f"/v1/games/{game_id}/log", headers=auth(tokens["hearts"])))
    assert again["entries"][:2] == seen["entries"] and len(again["entries"]) == 3
