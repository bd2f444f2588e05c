"""A Tabula bot in a few lines: join a seat with its token, follow the game's feed, play a legal command
whenever it is this seat's turn, stop when the game ends.

    python examples/bot.py http://127.0.0.1:8000 GAME_ID SEAT_TOKEN [SEED]

It keeps playing through a flaky network: `follow` reconnects by itself after a dropped connection, a 503,
a 429 or an `error` item, resuming after the last entry it saw, and `submit` posts each command again with the
same Idempotency-Key after a network error, a 5xx or a 429, so that the server applies it once.
"""
import random
import sys

import httpx
from tabula_client import AuthenticatedClient
from tabula_client.feed import RetryPolicy, follow
from tabula_client.models import FeedEnd, FeedYourTurn, PlayerYourTurn
from tabula_client.submit import VersionConflict, submit


def choose(turn: FeedYourTurn | PlayerYourTurn, rng: random.Random):
    """Replace with your strategy: here, any legal command (the Governor only when nothing else is legal,
    since random returns with it can stall A Few Acres of Snow)."""
    commands = [c for c in turn.legal_commands if c.type_ != "governor"] or turn.legal_commands
    return rng.choice(commands)


def play(base_url: str, game_id: str, token: str, seed: str = "", retry: RetryPolicy | None = None,
         timeout: float = 300) -> dict:
    """Plays the token's seat to the end of the game and returns its result (as JSON). `retry`: how the feed and the
    posts retry (default: up to 30 s between tries, giving up after 600 s of failures in a row). `timeout`:
    idle seconds after which the server closes the feed (and `follow` opens the next)."""
    client = AuthenticatedClient(base_url=base_url, token=token, timeout=httpx.Timeout(30.0))  # no post hangs
    policy = retry or RetryPolicy()
    rng = random.Random(seed or None)
    for item in follow(client, game_id, timeout=timeout, retry=policy):  # FeedView, FeedEntry, ... models
        if isinstance(item, FeedYourTurn):
            try:  # one Idempotency-Key for this decision, the same on every retry of the post
                submit(client, game_id, choose(item, rng), item.version, retry=policy)
            except VersionConflict:
                pass  # the game moved on (a standing order answered first...): the feed tells what changed
        elif isinstance(item, FeedEnd):
            result = item.result.to_dict()  # item.result is typed: an AcresResult, a LifecycleResult...
            print("game over:", result)
            return result
    raise RuntimeError("the feed ended before the game did")


if __name__ == "__main__":
    play(*sys.argv[1:5])
