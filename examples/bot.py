"""A Tabula bot in a few lines: join a seat with its token, follow the game's feed, play a legal command
whenever it is this seat's turn, stop when the game ends.

    python examples/bot.py http://127.0.0.1:8000 GAME_ID SEAT_TOKEN [SEED]
"""
import random
import sys
import time
import uuid

from tabula_client import AuthenticatedClient
from tabula_client.api.games import submit_command
from tabula_client.feed import follow
from tabula_client.models import FeedYourTurn, Problem, Submit


def choose(turn: FeedYourTurn, rng: random.Random):
    """Replace with your strategy: here, any legal command (the Governor only when nothing else is legal,
    since random returns with it can stall A Few Acres of Snow)."""
    commands = [c for c in turn.legal_commands if c.type_ != "governor"] or turn.legal_commands
    return rng.choice(commands)


def play(base_url: str, game_id: str, token: str, seed: str = "") -> dict:
    client = AuthenticatedClient(base_url=base_url, token=token)
    rng = random.Random(seed or None)
    for item in follow(client, game_id):
        if item["type"] == "your_turn":
            turn = FeedYourTurn.from_dict(item)
            body = Submit(command=choose(turn, rng), expected_version=turn.version)
            key = str(uuid.uuid4())  # the same key on a retry: the server applies the command at most once
            while (sent := submit_command.sync_detailed(game_id, client=client, body=body,
                                                        idempotency_key=key)).status_code == 429:
                time.sleep(float(sent.headers.get("Retry-After", "1")))  # rate limited: wait, send again
            answer = sent.parsed
            if isinstance(answer, Problem) and answer.code != "version_conflict":
                raise RuntimeError(f"{answer.code}: {answer.detail}")  # a conflict: the feed tells what changed
        elif item["type"] == "end":
            print("game over:", item["result"])
            return item["result"]
    raise RuntimeError("the feed ended before the game did")


if __name__ == "__main__":
    play(*sys.argv[1:5])
