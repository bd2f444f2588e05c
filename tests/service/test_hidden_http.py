"""Hidden information over HTTP: random games played through the API, both seats human, and at every step
no seat (nor a spectator) is shown a card it may not know, the seed or a token hash (the events' plain words,
the commands' labels and the game record included).

What a viewer may not know: the cards in the other seat's hand and in any deck (the engine's state, from
`Service.load`). A card named in an event is a leak when it is hidden from the viewer both before and after
that event: a card played from a hand becomes public by that event (hidden before, not after), a card
drawn stays secret (hidden before and after). HandRevealed events show a hand on purpose.
"""
from __future__ import annotations

import json
import random
import uuid
from typing import Any

import pytest

from engine.acres.data import SEATS
from tests.hidden import card_ids, record_leaks
from tests.hidden import hidden_from as hidden

VIEWERS = (*SEATS, None)  # None: a spectator
STEPS = 90  # per game; the first turns exercise draws, reshuffles come later
SEEDS = (1, 2, 3)


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


class Game:
    def __init__(self, app: Any, client: Any, seed: int):
        self.app, self.client = app, client
        self.seed = f"SEED-{uuid.uuid4()}-{seed}"
        r = client.post("/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": self.seed})
        assert r.status_code == 201
        body = r.get_json()
        self.id = body["game_id"]
        self.tokens = {s["seat"]: s["token"] for s in body["seats"]}
        self.owner = body["owner_token"]
        self.svc = app.extensions["tabula.service"]
        game = self.svc.load(self.id)
        self.secrets = {self.seed, game.meta["owner"], *(s["token_hash"] for s in game.seats)}
        self.check_secrets(r.get_data(as_text=True), "create", allow_own_tokens=True)
        self.checked = 0  # assertions made, to be sure the test looked at something

    def get(self, url: str, viewer: str | None) -> Any:
        r = self.client.get(url, headers=auth(self.tokens.get(viewer) if viewer else None))
        assert r.status_code == 200, (url, r.get_data(as_text=True))
        self.check_secrets(r.get_data(as_text=True), url, viewer=viewer)
        return r.get_json()

    def check_secrets(self, text: str, where: str, viewer: str | None = None, allow_own_tokens: bool = False) -> None:
        for secret in self.secrets:
            assert secret not in text, f"{where}: a secret (seed or token hash) in the response"
        if not allow_own_tokens:
            for seat, token in {**self.tokens, "owner": self.owner}.items():
                assert token not in text, f"{where}: the {seat} token in a response to {viewer}"

    def check_view(self, viewer: str | None) -> None:
        state = self.svc.load(self.id).state
        view = self.get(f"/v1/games/{self.id}/state", viewer)
        leaked = card_ids(view) & hidden(state, viewer)
        assert not leaked, f"/state for {viewer} shows hidden cards {sorted(leaked)}"
        if viewer is not None:
            assert sorted(view["state"]["seats"][viewer]["hand"]) == sorted(state.zones[viewer]["hand"])
        self.checked += 1

    def check_record(self, viewer: str | None, log: dict[str, Any]) -> None:
        """The game record (GET /record) before the end: no draw of another seat, no card hidden from the viewer
        that its log (checked above, event by event) did not show it."""
        if log["complete"]:
            return
        r = self.client.get(f"/v1/games/{self.id}/record", headers=auth(self.tokens.get(viewer) if viewer else None))
        assert r.status_code == 200 and r.mimetype == "text/plain"
        text = r.get_data(as_text=True)
        self.check_secrets(text, "record", viewer=viewer)
        state = self.svc.load(self.id).state
        assert not record_leaks(text, viewer, hidden(state, viewer), card_ids(log)), f"the record for {viewer}"
        self.checked += 1

    def check_events(self, events: list[dict[str, Any]], before: Any, viewer: str | None, where: str,
                     engine_events: list[dict[str, Any]]) -> None:
        """`events` (what `viewer` got) against the engine's events of the same entry, folded one by one."""
        engine = self.svc.load(self.id).engine
        shown = list(events)
        redacted = [r for r in (engine.redact(e, viewer) for e in engine_events) if r is not None]
        assert json.loads(json.dumps(redacted)) == shown, f"{where}: not the redacted events"
        state = before
        for event in engine_events:
            after = engine.fold([event], state)
            seen = engine.redact(event, viewer)
            if seen is not None and event["type"] != "HandRevealed":
                leaked = card_ids(seen) & hidden(state, viewer) & hidden(after, viewer)
                assert not leaked, f"{where}: {event['type']} shows {viewer} hidden cards {sorted(leaked)}"
            state = after
        self.checked += 1


def play(app: Any, client: Any, seed: int) -> None:
    game = Game(app, client, seed)
    rng = random.Random(seed)
    for viewer in VIEWERS:
        game.check_view(viewer)
        log = game.get(f"/v1/games/{game.id}/log", viewer)
        assert log["complete"] is False
        setup = game.svc.load(game.id).meta["setup"]
        table = game.svc.load(game.id).engine.fold(setup[:1])
        assert log["setup"][0]["type"] == "GameStarted" and "position" not in log["setup"][0]
        assert not card_ids(log["setup"][0]) & hidden(table, viewer)
        game.check_events(log["setup"][1:], table, viewer, "setup", setup[1:])
    for _ in range(STEPS):
        before = game.svc.load(game.id)
        if before.over:
            break
        (seat,) = before.engine.to_act(before.state)
        legal = game.get(f"/v1/games/{game.id}/legal-commands?words=true", seat)
        commands = legal["commands"]
        assert legal["labels"] == [before.engine.label(c) for c in commands]
        assert card_ids(commands) <= set(before.state.zones[seat]["hand"]) | card_ids(
            before.engine.view(before.state, seat)), "legal commands name cards the seat cannot see"
        command = rng.choice(commands)
        r = client.post(f"/v1/games/{game.id}/commands", json={"expected_version": before.version, "command": command},
                        headers={**auth(game.tokens[seat]), "Idempotency-Key": f"k{before.version}"})
        assert r.status_code == 201, r.get_data(as_text=True)
        game.check_secrets(r.get_data(as_text=True), "submit", viewer=seat)
        entry = game.svc.store.entry(game.id, before.version + 1)
        game.check_events(r.get_json()["events"], before.state, seat, "submit", entry.events)
        for viewer in VIEWERS:
            got = game.get(f"/v1/games/{game.id}/events?after={before.version}&words=true", viewer)
            (new,) = got["entries"]
            assert new["version"] == before.version + 1
            # the plain words are the engine's of the events shown (whose words tests/acres/test_words.py checks)
            assert new["words"] == [before.engine.narrate(e) for e in new["events"]]
            game.check_events(new["events"], before.state, viewer, f"events v{new['version']}", entry.events)
            redacted_command = card_ids(new["command"]) & hidden(before.state, viewer) & hidden(
                game.svc.load(game.id).state, viewer)
            assert not redacted_command, f"the logged command shows {viewer} hidden cards {sorted(redacted_command)}"
            game.check_view(viewer)
    for viewer in VIEWERS:  # whole-game reads still carry no secret
        game.get(f"/v1/games/{game.id}", viewer)
        log = game.get(f"/v1/games/{game.id}/log", viewer)
        game.get(f"/v1/games/{game.id}/events?after=0", viewer)
        game.check_record(viewer, log)
    game.get("/v1/games?limit=100", None)
    assert game.checked > STEPS * 6


@pytest.mark.parametrize("seed", SEEDS)
def test_no_hidden_card_or_secret_over_http(app, client, seed):
    play(app, client, seed)
