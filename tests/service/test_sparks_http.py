"""Power Grid: The First Sparks through the HTTP API only (Flask test client, real Redis: see conftest.py).

A client here knows what any HTTP client knows: the game types, its seat tokens, the views and legal commands
the API returns, and the public data pack the game names by hash (the provisional pack ships with the server;
docs/data-sparks.md). The engine is used only to build test positions and data packs."""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine import sparks
from engine.sparks.data import REMOVED_UNSEEN, TWO_PLAYER_REMOVED, pack_hash, provisional_data
from engine.sparks.views import PUBLIC
from workers.scoring import finalize

from .test_api import auth, problem

SEATS = ("red", "blue", "yellow", "green", "purple", "white")
PACK = provisional_data()
CARDS = {c["number"]: c for c in PACK["cards"]}
AREA_FOOD = {"berry_bush": "berries", "lake": "fish", "forest": "bear", "valley": "mammoth"}
BASE_COST = (0, 1, 3, 6, 10, 15)  # FS-EXPAND-4


# -- helpers -----------------------------------------------------------------------------------------
def create(client, players: int = 3, **extra: Any) -> dict[str, Any]:
    r = client.post("/v1/games", json={"type": "sparks", "seats": [{} for _ in range(players)], **extra})
    assert r.status_code == 201, r.get_data(as_text=True)
    out = r.get_json()
    out["tokens"] = {s["seat"]: s["token"] for s in out["seats"]}
    return out


def summary(client, game: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"/v1/games/{game['game_id']}").get_json()


def state(client, game: dict[str, Any], seat: str | None) -> dict[str, Any]:
    token = game["tokens"][seat] if seat else None
    r = client.get(f"/v1/games/{game['game_id']}/state", headers=auth(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["state"]


def full(client, game: dict[str, Any]) -> dict[str, Any]:
    r = client.get(f"/v1/games/{game['game_id']}/state?full=1", headers=auth(game["owner_token"]))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["state"]


def legal(client, game: dict[str, Any], seat: str) -> dict[str, Any]:
    r = client.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth(game["tokens"][seat]))
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()


def post(client, game: dict[str, Any], seat: str, command: dict[str, Any], version: int):
    return client.post(f"/v1/games/{game['game_id']}/commands", json={"command": command, "expected_version": version},
                       headers=auth(game["tokens"][seat]))


def send(client, game: dict[str, Any], seat: str, command: dict[str, Any], version: int) -> dict[str, Any]:
    r = post(client, game, seat, command, version)
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.get_json()


def seat_to_act(client, game: dict[str, Any]) -> str:
    (seat,) = summary(client, game)["to_act"]
    return seat


def play(client, game: dict[str, Any], choose, commands: int) -> None:
    """Send `commands` commands, each chosen by `choose(view, seat, legal)` from the HTTP answers."""
    for _ in range(commands):
        seat = seat_to_act(client, game)
        offered = legal(client, game, seat)
        send(client, game, seat, choose(state(client, game, seat), seat, offered["commands"]), offered["version"])


def first(view: dict[str, Any], seat: str, commands: list[dict[str, Any]]) -> dict[str, Any]:
    return commands[0]


def log_of(client, game: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"/v1/games/{game['game_id']}/log", headers=auth(game["owner_token"])).get_json()


# -- a policy that reads only the view (and the public pack) ----------------------------------------
def bordered(view: dict[str, Any], seat: str) -> set[str]:
    """The foods of the hunting areas the seat's clan borders."""
    board = view["board"]
    return {AREA_FOOD[board["areas"][board["spaces"][sp]["area"]]] for sp in view["clans"][seat]["members"]}


def useful(view: dict[str, Any], seat: str, card: int) -> bool:
    c = CARDS[card]
    return c["kind"] != "tool" or c["food"] in bordered(view, seat)


def estimated_cost(view: dict[str, Any], seat: str, spaces: list[str]) -> int:
    """FS-EXPAND-4/6/7 as a client can work them out from the view (never below the real cost)."""
    board, clans = view["board"]["spaces"], view["clans"]
    own = set(clans[seat]["members"])
    cost = BASE_COST[len(spaces)]
    for space in spaces:
        others = sum(1 for c, v in clans.items() if c != seat and space in v["members"])
        cost += others + 1 if others else 0
        plain = [nb for nb in board[space]["adjacent"] if nb not in board[space]["mountain"]]
        cost += 0 if any(nb in own or nb in spaces for nb in plain) else 1
    return cost


def policy(rng: random.Random):
    def choose(view: dict[str, Any], seat: str, commands: list[dict[str, Any]]) -> dict[str, Any]:
        kind = commands[0]["type"]
        food, size = view["players"][seat]["food"], view["clans"][seat]["size"]
        if kind == "hunt":  # every hunting tool
            return max(commands, key=lambda c: len(c["tools"]))
        if kind == "expand":  # as many members as keep half the next feeding in hand
            ok = [c for c in commands if food - estimated_cost(view, seat, c["spaces"])
                  >= (size + len(c["spaces"])) // 2] or [commands[0]]
            most = max(len(c["spaces"]) for c in ok)
            return rng.choice([c for c in ok if len(c["spaces"]) == most])
        if kind in ("offer_card", "pass_buying"):
            good = [c for c in commands if c["type"] == "offer_card" and useful(view, seat, c["card"])]
            return rng.choice(good) if good else {"type": "pass_buying"}
        if kind in ("want_card", "decline_card"):
            card = view["offer"]["card"]
            wanted = useful(view, seat, card) and food - CARDS[card]["price"] >= size
            return {"type": "want_card" if wanted else "decline_card"}
        if kind in ("keep_offered_card", "box_offered_card"):
            return {"type": "keep_offered_card" if useful(view, seat, view["offer"]["card"]) else "box_offered_card"}
        if kind == "discard_tool":
            return min(commands, key=lambda c: (useful(view, seat, c["card"]), c["card"]))
        return rng.choice(commands)
    return choose


# -- game types and creation -------------------------------------------------------------------------
def test_game_types_list_sparks(client):
    r = client.get("/v1/games/types")
    assert r.status_code == 200
    (kind,) = [t for t in r.get_json()["types"] if t["type"] == "sparks"]
    assert kind["title"] == "Power Grid: The First Sparks"
    assert kind["seats"] == [2, 3, 4, 5, 6]
    assert kind["seat_names"] == {str(n): list(SEATS[:n]) for n in range(2, 7)}
    assert set(kind["options"]["properties"]) == {"tile_pool", "board", "layout", "pack"}
    assert kind["options"]["properties"]["board"]["enum"] == ["random", "laid"]
    assert kind["options"]["properties"]["tile_pool"]["enum"] == ["random", "marked_first"]
    assert "provisional" in kind["description"] and "options.pack" in kind["description"]
    assert sorted(kind["commands"]) == sorted(sparks.command_schemas())
    assert len(kind["commands"]) == 14


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_create_games_of_2_to_6_seats(client, players):
    game = create(client, players, seed=f"create-{players}")
    assert [s["seat"] for s in game["seats"]] == list(SEATS[:players]) and game["version"] == 0
    view = state(client, game, None)
    assert view["seat"] is None and view["round"] == 0 and view["stage"] == 1
    assert view["pack"]["name"] == "provisional" and view["pack"]["provisional"] is True and view["pack"]["note"]
    assert view["pack"]["hash"] == pack_hash(PACK)
    assert len(view["board"]["layout"]) == (3 if players == 2 else players)  # FS-SETUP-7, FS-2P-2
    assert view["removed_unseen"] == REMOVED_UNSEEN[players]  # FS-SETUP-11, FS-2P-5
    assert sorted(view["players"]) == sorted(SEATS[:players])
    assert all(p["food"] == 7 and p["cards"] == [p["herbs"]] for p in view["players"].values())  # FS-SETUP-2/3
    if players == 2:  # FS-2P-3..7: the neutral clan, a smaller market, the second player places a neutral
        assert "neutral" in view["clans"] and view["phase"] == "place_neutral"
        assert view["market"]["current"] == [7, 8, 9] and view["market"]["future"] == [12, 13, 14]
        assert view["boxed"] == sorted(TWO_PLAYER_REMOVED)
        assert game["to_act"] == [view["order"][1]]
    else:  # FS-PLACE-2: first members in reverse order
        assert "neutral" not in view["clans"] and view["phase"] == "place_first"
        assert view["market"]["current"] == [7, 8, 9, 10] and view["boxed"] == []
        assert game["to_act"] == [view["order"][-1]]
    assert view["deck"]["top"] == ([15] if players == 6 else [])  # FS-6P-1
    commands = legal(client, game, game["to_act"][0])["commands"]
    assert commands and {c["type"] for c in commands} == {"place_member"}


def test_create_refuses_1_and_7_seats(client):
    for seats in (1, 7):
        body = {"type": "sparks", "seats": [{} for _ in range(seats)]}
        problem(client.post("/v1/games", json=body), 400, "invalid_seats")


def test_bad_pack_lists_every_problem_and_creates_no_game(client):
    pack = provisional_data()
    pack["name"] = ""
    pack["cards"][10]["price"] = -1
    pack["cards"][21]["yield"] = {"table": [[1, 1]]}
    pack["tiles"][0]["join"] = 9
    before = client.get("/v1/games?type=sparks").get_json()["total"]
    body = problem(client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}, {}], "options": {"pack": pack}}),
                   400, "invalid_options")
    assert body["details"]["problems"] == [
        "name: must be a non-empty string",
        "cards[10].price: must be a whole number of food, 0 or more",
        "cards[21].yield.table: mins must ascend from 0",
        "tiles[0].join: must be a hex edge, 0-5",
    ]
    assert "4 problems" in body["detail"]
    assert client.get("/v1/games?type=sparks").get_json()["total"] == before
    for options in ({"pack": "printed"}, {"board": "drawn"}, {"start_spaces": [1, 2, 3]}):
        problem(client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}, {}], "options": options}),
                400, "invalid_options")


def printed_pack() -> dict[str, Any]:
    """The provisional values passed off as printed ones (no provisional marks), with Fire (#9) at 5."""
    pack = provisional_data()
    for entry in [*pack["cards"], *pack["tiles"], pack["knowledge"]["plough"]]:
        entry.pop("provisional", None)
    pack.update(name="printed-test", provisional=False)
    next(c for c in pack["cards"] if c["number"] == 9)["price"] = 5
    return pack


def buy_fire(client, game: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """First members, no second members, then the first player offers Fire (#9) and nobody else wants it."""
    play(client, game, first, 3)
    play(client, game, lambda v, s, c: {"type": "skip_second_member"}, 3)
    view = state(client, game, None)
    assert view["phase"] == "buy" and 9 in view["market"]["current"] and view["market"]["bonus"] == 7
    buyer = seat_to_act(client, game)
    send(client, game, buyer, {"type": "offer_card", "card": 9}, 6)
    for _ in range(2):  # FS-TECH-6: nobody else wants it, so the offerer buys it
        seat = seat_to_act(client, game)
        offered = legal(client, game, seat)
        body = send(client, game, seat, {"type": "decline_card"}, offered["version"])
    return buyer, body


def test_a_pack_of_printed_values_is_played_and_recorded(client):
    pack = printed_pack()
    game = create(client, 3, options={"pack": pack}, seed="printed")
    view = state(client, game, "red")
    card9 = {"number": 9, "kind": "knowledge", "price": next(c["price"] for c in pack["cards"] if c["number"] == 9),
             "knowledge": "fire"}
    assert {k: view["pack"][k] for k in ("name", "hash", "provisional")} == {
        "name": "printed-test", "hash": pack_hash(pack), "provisional": False}
    assert "note" not in view["pack"] and view["pack"]["cards"][8] == card9  # the values, as printed on the cards
    assert view["options"]["pack"] == "printed-test" and view["options"]["pack_provisional"] is False
    assert summary(client, game)["options"]["pack"] == pack  # a client reads the values it plays with here
    buyer, body = buy_fire(client, game)
    (bought,) = [e for e in body["events"] if e["type"] == "CardBought"]
    assert bought == {"type": "CardBought", "seat": buyer, "card": 9, "price": 5, "bonus": False}
    assert state(client, game, buyer)["players"][buyer]["food"] == 2


# -- a whole game ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, options, seed, extra", [
    (3, {}, "sparks-http-3", set()),
    (2, {"board": "laid"}, "sparks-http-2", {"TileLaid", "NeutralGrew", "DecisionRequested"}),
    (6, {}, "sparks-http-6", {"DecisionRequested", "MembersRemoved"}),
])
def test_a_game_played_to_the_end_over_http(app, client, config, monkeypatch, players, options, seed, extra):
    """With these seeds the policy's games end in about 60 (3 players), 80 (2) and 130 (6) commands."""
    game = create(client, players, options=options, seed=seed)
    seats = SEATS[:players]
    assert state(client, game, "red")["pack"]["hash"] == pack_hash(PACK)  # the pack the policy reads
    choose = policy(random.Random(players))
    seen: set[str] = set()
    for sent in range(400):
        info = summary(client, game)
        if info["status"] == "over":
            break
        (seat,) = info["to_act"]
        offered = legal(client, game, seat)
        assert offered["version"] == info["version"] == sent and offered["to_act"] == [seat]
        other = next(s for s in seats if s != seat)
        assert legal(client, game, other)["commands"] == []
        command = choose(state(client, game, seat), seat, offered["commands"])
        assert command in offered["commands"]
        body = send(client, game, seat, command, offered["version"])
        assert body["version"] == sent + 1 and body["replayed"] is False
        for event in body["events"]:
            assert set(event) - {"type"} <= set(PUBLIC[event["type"]]), event
            seen.add(event["type"])
    else:
        raise AssertionError("the game did not end in 400 commands")
    assert 30 <= sent <= 300
    assert {"PhaseBegan", "MemberPlaced", "OrderSet", "CardOffered", "CardBought", "CardDrawn", "FoodSpoiled",
            "Hunted", "Fed", "Expanded", "Resupplied", "CardUnderDeck", "GameEnded"} | extra <= seen

    info = summary(client, game)
    result = info["result"]
    assert info["status"] == "over" and info["to_act"] == []
    assert sorted(result["ranking"]) == sorted(seats) and result["winners"] and result["round"] >= 2
    top = result["ranking"][0]
    assert result["scores"][top]["members"] >= 13  # FS-END-1: only a clan of 13 ends the game
    assert result["winner"] == (top if len(result["winners"]) == 1 else None)
    assert all(legal(client, game, s)["commands"] == [] for s in seats)
    problem(post(client, game, "red", {"type": "pass_buying"}, info["version"]), 403, "not_your_turn")
    view = state(client, game, None)
    assert view["phase"] == "over" and view["result"] == result

    url = f"/v1/games/{game['game_id']}/result"
    r = client.get(url)  # no scoring job in these tests: the worker's job is run by hand
    assert r.status_code == 202 and r.get_json()["status"] == "scoring"
    monkeypatch.setenv("REDIS_URL", config.redis_url)
    monkeypatch.setenv("TABULA_PREFIX", config.prefix)
    assert finalize(game["game_id"])["action"] == "stored"
    r = client.get(url)
    assert r.status_code == 200
    assert r.get_json()["result"] == result and r.get_json()["version"] == info["version"]

    log = log_of(client, game)
    assert log["complete"] is True and len(log["entries"]) == info["version"]
    assert log["setup"][0]["type"] == "GameStarted" and "position" in log["setup"][0]


def test_tiles_laid_by_command(client):
    """board 'laid': the players lay the tiles in turn order, then the placement round begins (FS-SETUP-8)."""
    game = create(client, 3, options={"board": "laid"}, seed="laid")
    view = state(client, game, None)
    assert view["phase"] == "lay_tiles" and view["board"]["layout"] == []
    assert view["tiles"]["next"] and view["tiles"]["face_down"] == 2
    assert game["to_act"] == [view["order"][0]]
    for i in range(3):
        seat = seat_to_act(client, game)
        assert seat == view["order"][i]
        offered = legal(client, game, seat)
        assert {c["type"] for c in offered["commands"]} == {"lay_tile"}
        if i == 0:
            assert all((c["q"], c["r"]) == (0, 0) for c in offered["commands"])
            problem(post(client, game, seat, {"type": "lay_tile", "q": 1, "r": 0, "rotation": 0}, 0),
                    422, "illegal_command")
        body = send(client, game, seat, offered["commands"][0], offered["version"])
        assert body["events"][0]["type"] == "TileLaid"
    view = state(client, game, None)
    assert view["phase"] == "place_first" and len(view["board"]["layout"]) == 3 and view["tiles"]["next"] is None


# -- errors ------------------------------------------------------------------------------------------
def test_an_illegal_command_names_its_rule_and_changes_nothing(client):
    game = create(client, 3, seed="illegal")
    seat = game["to_act"][0]
    space = legal(client, game, seat)["commands"][0]["space"]
    send(client, game, seat, {"type": "place_member", "space": space}, 0)
    nxt = seat_to_act(client, game)
    before_log, before_view = log_of(client, game), state(client, game, nxt)

    body = problem(post(client, game, nxt, {"type": "place_member", "space": space}, 1), 422, "illegal_command")
    assert body["rule"] == "FS-PLACE-2"  # a first member goes on an empty space
    neighbour = next(s for s in before_view["board"]["spaces"] if s != space
                     and before_view["board"]["spaces"][s]["area"] == before_view["board"]["spaces"][space]["area"])
    body = problem(post(client, game, nxt, {"type": "place_member", "space": neighbour}, 1), 422, "illegal_command")
    assert body["rule"] == "FS-PLACE-3"  # that hunting area already has a first member beside it
    body = problem(post(client, game, nxt, {"type": "skip_second_member"}, 1), 422, "illegal_command")
    assert body["rule"] == "FS-PLACE-2"
    body = problem(post(client, game, nxt, {"type": "offer_card", "card": 7}, 1), 422, "illegal_command")
    assert body["rule"] == "FS-PLACE-2" and body["details"]["allowed"] == ["place_member"]

    assert log_of(client, game) == before_log and state(client, game, nxt) == before_view
    assert summary(client, game)["version"] == 1
    problem(post(client, game, seat, {"type": "place_member", "space": space}, 1), 403, "not_your_turn")


def test_a_malformed_command_is_400(client):
    game = create(client, 3, seed="malformed")
    seat = game["to_act"][0]
    body = problem(post(client, game, seat, {"type": "place_member", "space": "Z.9.9"}, 0), 400, "malformed_command")
    assert "Z.9.9" in body["detail"] and body["details"]["field"] == "space"
    problem(post(client, game, seat, {"type": "place_member"}, 0), 400, "malformed_command")
    problem(post(client, game, seat, {"type": "expand", "spaces": "A.0.0"}, 0), 400, "malformed_command")
    problem(post(client, game, seat, {"type": "hunt", "tools": [99]}, 0), 400, "malformed_command")
    problem(post(client, game, seat, {"type": "build_plant"}, 0), 400, "malformed_command")
    assert summary(client, game)["version"] == 0


# -- hidden information --------------------------------------------------------------------------------
def test_a_fire_owners_food_is_seen_by_him_alone(client):
    """FS-KNOW-1: after buying Fire (#9), the owner's food is null in every other seat's view."""
    game = create(client, 3, seed="fire")
    buyer, _ = buy_fire(client, game)
    own = state(client, game, buyer)
    assert 9 in own["players"][buyer]["cards"]
    assert isinstance(own["players"][buyer]["food"], int) and own["players"][buyer]["food_hidden"] is False
    assert own["players"][buyer]["food"] == 7 - CARDS[9]["price"]  # the bonus lies on #7
    for seat in [s for s in SEATS[:3] if s != buyer] + [None]:
        view = state(client, game, seat)
        assert view["players"][buyer]["food"] is None and view["players"][buyer]["food_hidden"] is True
        assert all(isinstance(p["food"], int) for s, p in view["players"].items() if s != buyer)


# -- positions ---------------------------------------------------------------------------------------
def test_a_full_state_used_as_position_creates_an_equal_game(client):
    game = create(client, 3, seed="position", sandbox=True)
    play(client, game, policy(random.Random(5)), 12)  # into phase 1, with an offer or a purchase behind
    position = full(client, game)
    assert position["game"] == "sparks" and position["format"] == 1 and position["unseen"]
    problem(client.get(f"/v1/games/{game['game_id']}/state?full=1", headers=auth(game["tokens"]["red"])),
            403, "forbidden")

    copy = create(client, 3, position=position, sandbox=True, seed="another")
    assert full(client, copy) == position
    assert copy["to_act"] == summary(client, game)["to_act"]
    for seat in SEATS[:3]:
        assert state(client, copy, seat) == state(client, game, seat)
        assert legal(client, copy, seat)["commands"] == legal(client, game, seat)["commands"]
    assert state(client, copy, None) == state(client, game, None)

    problem(client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}], "position": position}),
            400, "invalid_options")
    problem(client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}, {}], "position": position,
                                           "options": {"board": "laid"}}), 400, "invalid_options")
    stuck = {"phase": "hunt", "queue": [], "pending": [], "offer": None}  # nobody could ever act
    done = {"phase": "buy", "done": list(SEATS[:3]), "offer": None, "pending": []}  # nobody left to buy
    broken = [({"food": {**position["food"], "red": -1}}, "food.red"), (stuck, "queue"), (done, "phase"),
              ({"pending": [{"seat": "red", "kind": "remove_members"}]}, "pending[0].count"),
              ({"phase": "buy", "offer": {"card": position["market"][0], "offerer": "red", "asked": [], "wanting": [],
                                          "may_box": False}, "pending": []}, "offer")]
    before = client.get("/v1/games?type=sparks").get_json()["total"]
    for fields, path in broken:  # a position that loads can be played: it never crashes the server (500)
        body = problem(client.post("/v1/games", json={"type": "sparks", "seats": [{}, {}, {}],
                                                      "position": {**position, **fields}}), 400, "invalid_position")
        assert body["details"]["path"] == path
    assert client.get("/v1/games?type=sparks").get_json()["total"] == before
