"""A bot that thinks with the engine's own search, and needs nothing but `pip install tabula-engine` and the
standard library (docs/engine-package.md).

    python examples/search_bot.py http://127.0.0.1:8000 GAME_ID SEAT_TOKEN [SECONDS] [MOVES]

It reads its seat's view (GET /v1/games/{id}/state), writes down a whole position the seat could be in (what
the view hides is dealt at random), searches it with engine/search.py for SECONDS (default 1), and posts the
command with an Idempotency-Key, until the game is over (or MOVES commands were posted). The engine's `sample`
deals the hidden cards again at every step of the search, so it sees only what the seat knows; but a view
does not say everything a seat with perfect memory knows (which neutral cards are in its own deck, a Fire
owner's food: see below), and those guesses stay fixed for one decision.
"""
import json
import random
import sys
import time
import urllib.error
import urllib.request
import uuid

from engine import bots, registry
from engine.acres.data import CARDS
from engine.acres.options import parse_options
from engine.acres.state import cards_in_play
from engine.search import Budget
from engine.sparks.data import SHIPPED


def acres_position(view: dict, rng: random.Random) -> dict:
    """A position of A Few Acres of Snow that shows `view`'s seat what the view shows. Unseen cards of its own
    side are in its deck; the opponent's in his hand or deck; unseen neutral cards fill either at random."""
    me, seats = view["seat"], view["seats"]
    other = next(s for s in seats if s != me)
    seen = set(view["neutral_display"]) | set(seats[me]["hand"])
    seen |= {c for s in seats.values() for zone in ("discard", "reserve", "available_locations",
                                                    "available_empire") for c in s[zone]}
    seen |= {c for siege in view["sieges"].values() for cards in siege["cards"].values() for c in cards}
    unseen = [c for c in cards_in_play(parse_options(view["options"])) if c not in seen]
    mine = [c for c in unseen if CARDS[c].side == me]
    neutral = [c for c in unseen if CARDS[c].side == "neutral"]
    rng.shuffle(neutral)
    extra = seats[me]["deck_size"] - len(mine)
    theirs = [c for c in unseen if CARDS[c].side == other] + neutral[extra:]
    rng.shuffle(theirs)
    zones = {me: (seats[me]["hand"], mine + neutral[:extra]),
             other: (theirs[:seats[other]["hand_size"]], theirs[seats[other]["hand_size"]:])}
    seats = {s: {**{k: v for k, v in seats[s].items() if k not in ("hand_size", "deck_size")},
                 "hand": list(hand), "deck": sorted(deck)} for s, (hand, deck) in zones.items()}
    return {**{k: view[k] for k in ("game", "options", "turn", "active", "phase", "actions_left", "neutral_display",
                                    "board", "fortifications_in_stock", "sieges", "pending", "result")},
            "format": 1, "seats": seats, "to_resolve": ["french"] if _french_siege_due(view) else []}


def _french_siege_due(view: dict) -> bool:
    """Whether the French siege, won at this turn's check too, waits for the British one's answer (AC-SIEGE-20/21:
    both are resolved as the turn starts, the British track first)."""
    french, active = view["sieges"].get("french"), view["active"]
    answering = [p.get("siege") for p in view["pending"]] == ["british"]
    fresh_turn = view["actions_left"] == (1 if view["turn"] <= 2 else 2)  # no action taken yet
    won = french is not None and french["won_by"] is None and (
        french["value"] >= 2 if active == "french" else french["value"] <= -1)
    return answering and fresh_turn and won


def sparks_position(view: dict, rng: random.Random) -> dict:
    """A position of The First Sparks that shows `view`'s seat what the view shows (a shipped pack only). The
    unseen cards and face-down tiles are any the pack allows; a Fire owner's hidden food is the table's mean."""
    players, market, deck = view["players"], view["market"], view["deck"]
    seen = {c for p in players.values() for c in p["cards"]} | set(market["current"] + market["future"])
    unseen = [c for c in range(7, 42) if c not in seen | set(deck["top"] + deck["bottom"] + view["boxed"])]
    rng.shuffle(unseen)
    known = [p["food"] for p in players.values() if p["food"] is not None]
    laid = [p["tile"] for p in view["board"]["layout"]] + [view["tiles"]["next"]]
    spare = [t.id for t in SHIPPED[view["pack"]["hash"]].tiles if t.min_players <= len(players) and t.id not in laid]
    return {
        "format": 1, "game": "sparks", "pack": {k: view["pack"][k] for k in ("name", "hash")},
        "options": {k: v for k, v in view["options"].items() if k in ("tile_pool", "board", "layout")},
        "seats": registry.get("sparks").seats(len(players)), "herbs": {s: p["herbs"] for s, p in players.items()},
        "food": {s: round(sum(known) / len(known)) if p["food"] is None else p["food"] for s, p in players.items()},
        "cards": {s: p["cards"] for s, p in players.items()},
        "clans": {c: clan["members"] for c, clan in view["clans"].items()},
        "harvest": {k: v for k, v in view["harvest"].items() if k != "field"},
        "market": sorted(market["current"] + market["future"]), "market_reshuffle": market["reshuffle_card"],
        "bonus": market["bonus"],
        "deck": {"top": deck["top"], "cards": sorted(unseen[view["removed_unseen"]:]),
                 "reshuffle": deck["reshuffle_card"], "bottom": deck["bottom"]},
        "unseen": sorted(unseen[:view["removed_unseen"]]),
        "tiles_to_lay": [view["tiles"]["next"], *spare[:view["tiles"]["face_down"]]] if view["tiles"]["next"] else [],
        "layout": view["board"]["layout"],
        # 2 players: the round's first offer is still to come (wrong after a first offer boxed: the view can't tell)
        "first_offer_open": len(players) == 2 and view["phase"] == "buy" and not view["done"] and not view["offer"],
        **{k: view[k] for k in ("order", "stage", "boxed", "round", "phase", "queue", "done", "offer",
                                "pending", "result")}}


POSITIONS = {"acres": acres_position, "sparks": sparks_position}


def decide(view: dict, budget: Budget | None = None, seed: object = None) -> dict:
    """The search's command for the seat whose `view` this is (that seat must be to act)."""
    game, rng = registry.get(view["game"]), random.Random(seed)
    state = game.load_position(POSITIONS[view["game"]](view, rng))
    legal = game.legal_commands(state, view["seat"])
    return bots.choose(game, state, view["seat"], legal, "search", rng,
                       budget or Budget(seconds=1.0, clock=time.monotonic))


def request(url: str, token: str, body: dict | None = None, key: str | None = None) -> tuple[int, dict]:
    """GET (or POST `body`): the status and JSON answer. A network error, a 5xx or a 429 is tried again, after
    Retry-After, with the same Idempotency-Key, so the server applies a command once."""
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    if key:
        headers["Idempotency-Key"] = key
    for attempt in range(10):
        data = None if body is None else json.dumps(body).encode()
        try:
            with urllib.request.urlopen(urllib.request.Request(url, data, headers), timeout=60) as answer:
                return answer.status, json.load(answer)
        except urllib.error.HTTPError as error:
            if error.code != 429 and error.code < 500:
                return error.code, json.loads(error.read() or b"{}")
            time.sleep(float(error.headers.get("Retry-After") or 1))
        except OSError:  # refused, reset, timed out
            time.sleep(min(2 ** attempt, 30))
    raise RuntimeError(f"no answer from {url}")


def get(url: str, token: str) -> dict:
    status, answer = request(url, token)
    if status != 200:
        raise RuntimeError(f"GET {url}: {status} {answer}")
    return answer


def play(base: str, game_id: str, token: str, seconds: float = 1.0, moves: int | None = None) -> dict | None:
    """Plays the token's seat until the game is over (its result) or `moves` commands were taken (None)."""
    url = f"{base}/v1/games/{game_id}"
    while moves is None or moves > 0:
        game = get(url, token)  # status, version and who is to act, as resigning or a clock may change them
        if game["status"] == "over":
            return game["result"]
        got = get(f"{url}/state", token)
        if got["version"] != game["version"]:  # a command came in between: read both again
            continue
        if got["seat"] not in game["to_act"]:
            get(f"{url}/events?after={got['version']}&wait=30", token)  # returns at the next command
            continue
        command = decide(got["state"], Budget(seconds=seconds, clock=time.monotonic))
        status, answer = request(f"{url}/commands", token, {"command": command, "expected_version": got["version"]},
                                 key=str(uuid.uuid4()))
        if status not in (201, 409):  # 409: the game moved on first (a standing order, a clock): look again
            raise RuntimeError(f"{status}: {answer}")
        if status == 201 and moves is not None:
            moves -= 1
    return None


if __name__ == "__main__":
    args = sys.argv[1:]
    print(play(*args[:3], *[float(a) for a in args[3:4]], *[int(a) for a in args[4:5]]))
