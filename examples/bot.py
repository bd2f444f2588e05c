"""A Tabula bot in a few lines: join a seat with its token, follow the game's feed, play a legal command
whenever it is this seat's turn, stop when the game ends.

    python examples/bot.py http://127.0.0.1:8000 GAME_ID SEAT_TOKEN [SEED]

It keeps playing through a flaky network: `follow` reconnects by itself after a dropped connection, a 503,
a 429 or an `error` item, resuming after the last entry it saw, and `send` posts each command again with the
same Idempotency-Key after a network error, a 5xx or a 429, so that the server applies it once.
"""
import random
import sys
import time
import uuid

import httpx
from tabula_client import AuthenticatedClient
from tabula_client.api.games import submit_command
from tabula_client.feed import RetryPolicy, follow
from tabula_client.models import FeedYourTurn, Problem, Submit

SEND_ATTEMPTS = 10


def choose(turn: FeedYourTurn, rng: random.Random):
    """Replace with your strategy: here, any legal command (the Governor only when nothing else is legal,
    since random returns with it can stall A Few Acres of Snow)."""
    commands = [c for c in turn.legal_commands if c.type_ != "governor"] or turn.legal_commands
    return rng.choice(commands)


def send(client: AuthenticatedClient, game_id: str, body: Submit, policy: RetryPolicy):
    """Posts one command; after a network error, a 5xx or a 429 posts it again with the same Idempotency-Key
    (the server answers a command it already took with its first answer, `replayed`), waiting Retry-After or
    the policy's backoff. Returns the answer: Accepted, or a Problem."""
    key = str(uuid.uuid4())  # one key per decision, the same on every retry
    for attempt in range(1, SEND_ATTEMPTS + 1):
        try:
            sent = submit_command.sync_detailed(game_id, client=client, body=body, idempotency_key=key)
        except httpx.TransportError:
            if attempt == SEND_ATTEMPTS:
                raise
            time.sleep(policy.backoff(attempt))
            continue
        if (sent.status_code != 429 and sent.status_code < 500) or attempt == SEND_ATTEMPTS:
            return sent.parsed
        wait = sent.headers.get("Retry-After", "")
        time.sleep(float(wait) if wait.isdigit() else policy.backoff(attempt))  # rate limited, or unavailable
    raise AssertionError("unreachable")


def play(base_url: str, game_id: str, token: str, seed: str = "", retry: RetryPolicy | None = None,
         timeout: float = 300) -> dict:
    """Plays the token's seat to the end of the game and returns its result. `retry`: how the feed and the
    posts retry (default: up to 30 s between tries, giving up after 600 s of failures in a row). `timeout`:
    idle seconds after which the server closes the feed (and `follow` opens the next)."""
    client = AuthenticatedClient(base_url=base_url, token=token, timeout=httpx.Timeout(30.0))  # no post hangs
    policy = retry or RetryPolicy()
    rng = random.Random(seed or None)
    for item in follow(client, game_id, timeout=timeout, retry=policy):
        if item["type"] == "your_turn":
            turn = FeedYourTurn.from_dict(item)
            answer = send(client, game_id, Submit(command=choose(turn, rng), expected_version=turn.version), policy)
            if isinstance(answer, Problem) and answer.code != "version_conflict":
                raise RuntimeError(f"{answer.code}: {answer.detail}")  # a conflict: the feed tells what changed
            if answer is None:
                raise RuntimeError("the server's answer to a command was not understood")
        elif item["type"] == "end":
            print("game over:", item["result"])
            return item["result"]
    raise RuntimeError("the feed ended before the game did")


if __name__ == "__main__":
    play(*sys.argv[1:5])
