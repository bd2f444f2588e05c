"""Standing orders over HTTP (api/orders.py, docs/standing-orders.md), against a real Redis (see conftest.py):
who may read and write an order, validation problems, and orders answering raids, ambushes, offers and turns to
offer at once, as logged commands of their seat (`by: "order"`), in the same request that raised the decision."""
from __future__ import annotations

from typing import Any

import pytest

from engine.acres.position import export_position as acres_position
from engine.sparks.position import export_position as sparks_position

from ..acres.test_rules_raids import NA1, NA2, kennebec
from ..sparks.test_rules_buying import shop
from .test_api import auth, problem

pytestmark = pytest.mark.cluster(slow=True)  # on the cluster too, in the slow tier (docs/scaling.md)

NO_BLOCK = {"type": "no_block"}


# -- helpers -----------------------------------------------------------------------------------------
def create(client, game_type: str, seats: int, **extra: Any) -> dict[str, Any]:
    r = client.post("/v1/games", json={"type": game_type, "seats": [{} for _ in range(seats)], **extra})
    assert r.status_code == 201, r.get_data(as_text=True)
    out = r.get_json()
    out["tokens"] = {s["seat"]: s["token"] for s in out["seats"] if "token" in s}
    return out


def raid_table(*british_hand: str) -> dict[str, Any]:
    """SC-AC-11: the French to act, holding two Native Americans; the British hold Fort Halifax."""
    return acres_position(kennebec().hand("french", NA1, NA2).hand("british", *british_hand).state())


def buying_table(**fields: Any) -> dict[str, Any]:
    """Phase 1 of round 1 with 3 players: red offers first, then blue, then yellow; 7 food each."""
    return sparks_position(shop(**fields))


def url(game: dict[str, Any]) -> str:
    return f"/v1/games/{game['game_id']}/orders"


def put(client, game: dict[str, Any], seat: str, order: Any):
    return client.put(url(game), json=order, headers=auth(game["tokens"][seat]))


def post(client, game: dict[str, Any], seat: str, command: dict[str, Any], version: int) -> dict[str, Any]:
    r = client.post(f"/v1/games/{game['game_id']}/commands", json={"command": command, "expected_version": version},
                    headers=auth(game["tokens"][seat]))
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.get_json()


def entries(client, game: dict[str, Any], token: str | None = None, after: int = 0) -> list[dict[str, Any]]:
    r = client.get(f"/v1/games/{game['game_id']}/events?after={after}", headers=auth(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["entries"]


@pytest.fixture
def acres_game(client) -> dict[str, Any]:
    return create(client, "acres", 2, position=raid_table("b-rangers", "b-fort-halifax"))


# -- who may read and write --------------------------------------------------------------------------
def test_put_returns_the_normalized_order_and_get_reads_it_back(client, acres_game):
    r = put(client, acres_game, "british", {"raids": "never"})
    assert r.status_code == 200, r.get_data(as_text=True)
    stored = {"raids": "never", "ambushes": "ask", "prefer": [], "spare": []}
    assert r.get_json() == {"game_id": acres_game["game_id"], "seat": "british", "version": 0, "order": stored}
    r = client.get(url(acres_game), headers=auth(acres_game["tokens"]["british"]))
    assert r.status_code == 200 and r.get_json()["order"] == stored
    # a second PUT replaces the order
    order = {"raids": "any", "ambushes": "any", "prefer": ["b-rangers"], "spare": ["b-fort-halifax"]}
    assert put(client, acres_game, "british", order).get_json()["order"] == order
    assert client.get(url(acres_game), headers=auth(acres_game["tokens"]["british"])).get_json()["order"] == order


def test_an_order_is_seen_only_by_its_seat(client, acres_game):
    assert put(client, acres_game, "british", {"raids": "never"}).status_code == 200
    # the other seat's token reads its own order (none), never the British one
    problem(client.get(url(acres_game), headers=auth(acres_game["tokens"]["french"])), 404, "no_standing_order")
    problem(client.get(url(acres_game)), 401, "unauthorized")  # a spectator
    problem(client.get(url(acres_game), headers=auth("not-a-token")), 401, "unauthorized")
    problem(client.get(url(acres_game), headers=auth(acres_game["owner_token"])), 403, "not_your_seat")
    problem(client.put(url(acres_game), json={"raids": "any"}), 401, "unauthorized")
    problem(client.put(url(acres_game), json={"raids": "any"}, headers=auth(acres_game["owner_token"])), 403,
            "not_your_seat")
    problem(client.delete(url(acres_game), headers=auth(acres_game["owner_token"])), 403, "not_your_seat")
    problem(client.delete(url(acres_game)), 401, "unauthorized")
    # nothing in the public answers mentions it
    for path in ("", "/state", "/log", "/events"):
        body = client.get(f"/v1/games/{acres_game['game_id']}{path}").get_data(as_text=True)
        assert '"raids"' not in body and "standing" not in body
    problem(client.get("/v1/games/nope/orders", headers=auth(acres_game["tokens"]["british"])), 404, "game_not_found")


def test_delete_withdraws_the_order(client, acres_game):
    token = auth(acres_game["tokens"]["british"])
    put(client, acres_game, "british", {"raids": "never"})
    assert client.delete(url(acres_game), headers=token).status_code == 204
    problem(client.get(url(acres_game), headers=token), 404, "no_standing_order")
    assert client.delete(url(acres_game), headers=token).status_code == 204  # idempotent
    # the raid is asked again
    done = post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    assert done["version"] == 1 and done["to_act"] == ["british"]


@pytest.mark.parametrize("game_type, order, field", [
    ("acres", {"raids": "sometimes"}, "raids"),
    ("acres", {"raid": "never"}, "raid"),
    ("acres", {"prefer": ["b-rangers", "no-such-card"]}, "prefer[1]"),
    ("acres", {"prefer": ["f-militia-1"]}, "prefer[0]"),  # a French card: the British never hold it
    ("acres", {"want": [7]}, "want"),  # a field of the other game
    ("acres", [], ""),
    ("sparks", {"want": [7, 42]}, "want[1]"),
    ("sparks", {"refuse": [0]}, "refuse[0]"),
    ("sparks", {"want": ["8"]}, "want[0]"),
    ("sparks", {"want": [8], "refuse": [8]}, "refuse[0]"),
    ("sparks", {"auto_pass": "yes"}, "auto_pass"),
    ("sparks", {"otherwise": "buy"}, "otherwise"),
    ("sparks", {"raids": "never"}, "raids"),
    ("sparks", "auto_pass", ""),
])
def test_invalid_orders_are_400_problems_naming_the_field(client, game_type, order, field):
    game = create(client, game_type, 2 if game_type == "acres" else 3)
    seat = next(iter(game["tokens"]))
    body = problem(put(client, game, seat, order), 400, "invalid_order")
    assert body["details"]["field"] == field
    if field:
        assert field.split("[")[0] in body["detail"]
    problem(client.get(url(game), headers=auth(game["tokens"][seat])), 404, "no_standing_order")  # nothing stored


def test_a_body_that_is_not_json_is_refused(client, acres_game):
    r = client.put(url(acres_game), data="raids=never", headers={**auth(acres_game["tokens"]["british"]),
                                                                  "Content-Type": "text/plain"})
    assert problem(r, 400, "invalid_order")["details"]["field"] == ""


# -- A Few Acres of Snow ------------------------------------------------------------------------------
def test_a_raid_is_answered_at_once_by_never(client, app, acres_game):
    put(client, acres_game, "british", {"raids": "never"})
    done = post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    # the French request already carries the British answer: version 2, the French to act again
    assert done["version"] == 2 and done["to_act"] == ["french"]
    assert [e["type"] for e in done["events"]] == ["RaidLaunched", "DecisionRequested"]  # its own events only
    for token in (None, acres_game["tokens"]["french"], acres_game["tokens"]["british"]):
        answer = entries(client, acres_game, token, after=1)
        assert len(answer) == 1
        assert answer[0]["seat"] == "british" and answer[0]["command"] == NO_BLOCK and answer[0]["by"] == "order"
        assert [e["type"] for e in answer[0]["events"]] == ["BlockDeclined", "LocationRaided"]
    log = client.get(f"/v1/games/{acres_game['game_id']}/log").get_json()["entries"]
    assert ["by" in e for e in log] == [False, True]  # the French raid was sent by hand
    summary = client.get(f"/v1/games/{acres_game['game_id']}").get_json()
    assert summary["version"] == 2 and summary["to_act"] == ["french"]
    # the French raid again, as if they had not seen the answer: the version moved on
    r = client.post(f"/v1/games/{acres_game['game_id']}/commands", headers=auth(acres_game["tokens"]["french"]),
                    json={"command": {"type": "raid", "location": "fort-halifax", "cards": [NA2]},
                          "expected_version": 1})
    assert problem(r, 409, "version_conflict")["current_version"] == 2


def test_a_raid_is_blocked_with_the_preferred_card_and_an_ambush_with_any(client, acres_game):
    put(client, acres_game, "british", {"raids": "location_card", "ambushes": "any", "prefer": ["b-rangers"]})
    done = post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    assert done["version"] == 2
    (answer,) = entries(client, acres_game, after=1)
    assert answer["command"] == {"type": "block", "card": "b-fort-halifax"} and answer["by"] == "order"
    done = post(client, acres_game, "french", {"type": "ambush", "card": NA2}, 2)
    assert done["version"] == 4
    (answer,) = entries(client, acres_game, after=3)
    assert answer["command"] == {"type": "block", "card": "b-rangers"} and answer["by"] == "order"


def test_an_order_answers_a_decision_that_is_already_due(client, acres_game):
    done = post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    assert done["version"] == 1 and done["to_act"] == ["british"]
    put_ask = put(client, acres_game, "british", {"ambushes": "never"})  # does not cover raids: still asked
    assert put_ask.status_code == 200 and put_ask.get_json()["version"] == 1
    r = put(client, acres_game, "british", {"raids": "never"})
    assert r.status_code == 200 and r.get_json()["version"] == 2
    (answer,) = entries(client, acres_game, after=1)
    assert answer["command"] == NO_BLOCK and answer["by"] == "order"


def test_an_order_cannot_be_put_once_the_game_is_over(client):
    from engine.acres import fold, setup
    from engine.core import seeded_rng

    state = fold(setup({}, 2, seeded_rng("over", 0)))
    score = {"villages": 0, "towns": 0, "captured": 0, "total": 0}
    state.phase, state.result = "over", {"reason": "siege_of_capital", "winner": "british",
                                         "scores": {"british": {**score, "captured": 1, "total": 1}, "french": score}}
    game = create(client, "acres", 2, position=acres_position(state))
    problem(put(client, game, "british", {"raids": "never"}), 409, "game_over")


# -- races and the service ---------------------------------------------------------------------------
def test_a_human_answer_that_wins_the_race_leaves_nothing_to_answer(client, app, acres_game):
    svc = app.extensions["tabula.service"]
    post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    stale = svc.load(acres_game["game_id"])  # version 1: the British face the raid
    put(client, acres_game, "british", {"ambushes": "never"})  # store an order... (not covering raids yet)
    post(client, acres_game, "british", {"type": "block", "card": "b-rangers"}, 1)  # the British answer by hand
    svc.store.r.hset(svc.store.key(acres_game["game_id"], "orders"), "british",
                     '{"raids": "never", "ambushes": "ask", "prefer": [], "spare": []}')
    after = svc.answer_orders(stale)  # a process that saw version 1 tries the order: a conflict, reload, nothing due
    assert after.version == 2
    log = svc.log(svc.load(acres_game["game_id"]))
    assert [e.command["type"] for e in log] == ["raid", "block"] and not log[1].by


def test_two_processes_answering_the_same_decision_append_once(client, app, acres_game):
    svc = app.extensions["tabula.service"]
    post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    stale = svc.load(acres_game["game_id"])
    svc.store.r.hset(svc.store.key(acres_game["game_id"], "orders"), "british",
                     '{"raids": "never", "ambushes": "ask", "prefer": [], "spare": []}')
    assert svc.answer_orders(stale).version == 2
    assert svc.answer_orders(stale).version == 2  # same idempotency key: a replay, nothing appended
    assert [e.by for e in svc.log(svc.load(acres_game["game_id"]))] == ["", "order"]


def test_the_ai_hook_runs_once_after_the_answers(client, app, acres_game):
    svc = app.extensions["tabula.service"]
    seen: list[int] = []
    svc.on_append = lambda game: seen.append(game.version)
    put(client, acres_game, "british", {"raids": "never"})
    post(client, acres_game, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]}, 0)
    assert seen == [2]


def test_orders_are_deleted_with_the_game(client, app, acres_game):
    svc = app.extensions["tabula.service"]
    put(client, acres_game, "british", {"raids": "never"})
    key = svc.store.key(acres_game["game_id"], "orders")
    assert svc.store.r.exists(key)
    svc.store.delete(acres_game["game_id"])
    assert not svc.store.r.exists(key)


# -- The First Sparks ---------------------------------------------------------------------------------
def test_refuse_and_auto_pass_act_for_their_seat(client):
    game = create(client, "sparks", 3, position=buying_table())
    assert put(client, game, "blue", {"refuse": [8], "auto_pass": True}).status_code == 200
    done = post(client, game, "red", {"type": "offer_card", "card": 8}, 0)
    # blue refuses #8 at once; yellow has no order and is asked
    assert done["version"] == 2 and done["to_act"] == ["yellow"]
    (answer,) = entries(client, game, game["tokens"]["red"], after=1)
    assert answer["seat"] == "blue" and answer["command"] == {"type": "decline_card"} and answer["by"] == "order"
    # yellow declines too: red must buy #8; blue would offer next, and passes at once; yellow is to offer
    done = post(client, game, "yellow", {"type": "decline_card"}, 2)
    assert done["version"] == 4 and done["to_act"] == ["yellow"]
    (answer,) = entries(client, game, game["tokens"]["yellow"], after=3)
    assert answer["seat"] == "blue" and answer["command"] == {"type": "pass_buying"} and answer["by"] == "order"


def test_want_and_otherwise_refuse_chain_through_several_seats(client):
    game = create(client, "sparks", 3, position=buying_table())
    put(client, game, "blue", {"want": [8], "otherwise": "refuse"})
    put(client, game, "yellow", {"otherwise": "refuse", "auto_pass": True})
    done = post(client, game, "red", {"type": "offer_card", "card": 8}, 0)
    # blue wants #8 and yellow declines it, both at once: blue buys it (FS-TECH-6) and red is to offer again
    assert done["version"] == 3 and done["to_act"] == ["red"]
    answers = entries(client, game, after=1)
    assert [(e["seat"], e["command"]["type"], e.get("by")) for e in answers] == [
        ("blue", "want_card", "order"), ("yellow", "decline_card", "order")]
    # red passes by hand; blue has bought, so yellow would offer: it passes at once, and phase 1 is over
    done = post(client, game, "red", {"type": "pass_buying"}, 3)
    assert done["version"] == 5
    (last,) = entries(client, game, after=4)
    assert last["seat"] == "yellow" and last["command"] == {"type": "pass_buying"} and last["by"] == "order"
    summary = client.get(f"/v1/games/{game['game_id']}").get_json()
    assert summary["version"] == 5 and summary["to_act"] == done["to_act"]
    view = client.get(f"/v1/games/{game['game_id']}/state").get_json()["state"]
    assert view["phase"] != "buy"
