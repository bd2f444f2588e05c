"""A bot that thinks with the engine's own search, and needs nothing but `pip install tabula-engine` and the
standard library (docs/engine-package.md).

    python examples/search_bot.py http://127.0.0.1:8000 GAME_ID SEAT_TOKEN [SECONDS] [MOVES]

It reads its seat's view (GET /v1/games/{id}/state), lets the engine write down a whole position that shows the
seat that view, what the view hides dealt at random (`position_from_view`), searches it with engine/search.py
for SECONDS (default 1), and posts the command with an Idempotency-Key, until the game is over (or MOVES
commands were posted). The search deals the hidden cards again at every step (`ai.sample`), so it uses only
what the seat knows from its view.
"""
import json
import random
import sys
import time
import urllib.error
import urllib.request
import uuid

from engine import bots, registry
from engine.search import Budget


def decide(view: dict, budget: Budget | None = None, seed: object = None) -> dict:
    """The search's command for the seat whose `view` this is (that seat must be to act)."""
    game, rng = registry.get(view["game"]), random.Random(seed)
    state = game.state_from_snapshot(game.position_from_view(view, rng))
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
