"""Games for the feed-recovery tests (issue 18): one played to the end through the server's own address, and
the check that a follower of its feed saw every entry exactly once, in order, as GET /events shows them."""
from __future__ import annotations

import random
from typing import Any

import httpx

CAP = 1500  # commands: a game that has not ended by then fails the test
FAST = {"base": 0.02, "cap": 0.3, "deadline": 60}  # the backoff of the live tests: many failures, little waiting
# The followers of whole games ask the server to close a stream after 5 idle seconds (then `follow` opens the
# next at once): that path runs too, and a stream that missed its wake-up recovers: a listener that registers
# with the server's shared log reader after an entry it has not sent was read for the game's other listeners
# gets no batch for it (api/fanout.py, api/http/feeds.py items()), and would wait for the next entry, or for
# the 300 s default, at the end of a game.
IDLE = 5


def create(base_url: str, seed: str) -> dict[str, Any]:
    """A new 2-seat game of A Few Acres of Snow (both seats human): the POST's answer, tokens included."""
    created = httpx.post(f"{base_url}/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": seed}, timeout=30)
    assert created.status_code == 201, created.text
    return created.json()


def tokens(game: dict[str, Any]) -> dict[str, str]:
    return {seat["seat"]: seat["token"] for seat in game["seats"]}


def play_randomly(base_url: str, game: dict[str, Any], seed: str) -> int:
    """Plays both seats to the end, each command a random legal one (the Governor only when nothing else is
    legal: random returns of cards can make the game endless). Returns the final version."""
    rng = random.Random(seed)
    seat_tokens = tokens(game)
    version, to_act = game["version"], game["to_act"]
    with httpx.Client(base_url=base_url, timeout=30) as http:
        for _ in range(CAP):
            if not to_act:
                return version
            (seat,) = to_act
            auth = {"Authorization": f"Bearer {seat_tokens[seat]}"}
            legal = http.get(f"/v1/games/{game['game_id']}/legal-commands", headers=auth).json()
            assert legal["version"] == version, legal
            commands = [c for c in legal["commands"] if c["type"] != "governor"] or legal["commands"]
            sent = http.post(f"/v1/games/{game['game_id']}/commands",
                             headers={**auth, "Idempotency-Key": f"{seat}-{version}"},
                             json={"command": rng.choice(commands), "expected_version": version})
            assert sent.status_code == 201, sent.text
            version, to_act = sent.json()["version"], sent.json()["to_act"]
    raise AssertionError(f"the game did not end in {CAP} commands")


def check_followed(base_url: str, game: dict[str, Any], token: str | None, items: list[dict[str, Any]],
                   after: int | None) -> dict[str, int]:
    """`items`, what one follower of the feed got (token None: a spectator; `after` None: a fresh start), are
    the finished game's log as that seat may see it: the view first on a fresh start and never else, then
    each entry after the start exactly once, in order, equal to GET /events' entry, `your_turn` at most once
    a version and only when the seat is to act there, no keep_alive or error, and `end` last. Returns counts."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    log = httpx.get(f"{base_url}/v1/games/{game['game_id']}/events", params={"after": 0}, headers=headers,
                    timeout=30).json()
    final = log["version"]
    kinds = [item["type"] for item in items]
    assert not {"keep_alive", "error"} & set(kinds), kinds
    assert kinds[-1] == "end" and kinds.count("end") == 1 and items[-1]["version"] == final, items[-1]
    if after is None:
        assert kinds[0] == "view" and kinds.count("view") == 1, kinds[:5]
        start = items[0]["version"]
    else:
        assert "view" not in kinds
        start = after
    entries = [{k: v for k, v in item.items() if k != "type"} for item in items if item["type"] == "entry"]
    assert [e["version"] for e in entries] == list(range(start + 1, final + 1))  # each once, in order
    assert entries == log["entries"][start:]  # and the very entry the log holds, redacted alike
    turns, last = [], start
    acted = {e["version"] - 1: e["seat"] for e in log["entries"]}  # who sent the command at each version
    for item in items:
        if item["type"] == "entry":
            last = item["version"]
        elif item["type"] == "your_turn":
            assert token is not None and item["version"] == last, (item["version"], last)
            assert acted[item["version"]] == item["seat"], item  # that seat was to act there
            turns.append(item["version"])
    assert turns == sorted(set(turns)), turns  # at most once a version
    return {"entries": len(entries), "your_turn": len(turns), "start": start, "final": final}
