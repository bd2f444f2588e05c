"""A registered player's bot: one stream for all its games. It registers (or plays with a token it was given),
accepts every challenge, can open a game of its own, and plays all its games at once until N of them are over.

    python examples/player_bot.py http://127.0.0.1:8000 --name my-bot [--games 3] [--against random]
    python examples/player_bot.py http://127.0.0.1:8000 --token tbp_... [--after INBOX_ID]

`follow_player` reads GET /v1/players/me/stream and reconnects by itself, resuming after the last inbox item,
so no challenge or game_over is missed or seen twice. A `your_turn` can come twice around a reconnection: the
bot remembers the last version it played in each game. Posts go through the SDK's `submit` (one
Idempotency-Key per decision, sent again after a network error, a 5xx or a 429).
"""
import argparse
import random
import sys
from typing import Any

import httpx
from bot import choose  # examples/bot.py: a random legal command
from tabula_client import AuthenticatedClient, Client
from tabula_client.api.games import create_game, join_game
from tabula_client.api.players import get_me, register_player
from tabula_client.feed import RetryPolicy, follow_player
from tabula_client.models import (
    CreateGame,
    JoinBody,
    PlayerChallenge,
    PlayerGameOver,
    PlayerToken,
    PlayerYourTurn,
    Problem,
    RegisterPlayer,
    SeatSpec,
)
from tabula_client.submit import TabulaProblem, submit

OVERTAKEN = ("version_conflict", "not_your_turn")  # the game moved on: the stream tells what comes next


def register(base_url: str, name: str) -> str:
    answer = register_player.sync(client=Client(base_url=base_url), body=RegisterPlayer(name=name, bot=True))
    if not isinstance(answer, PlayerToken):
        raise SystemExit(f"could not register {name}: {answer}")
    print(f"registered {answer.player_id}; its token (play again with --token): {answer.token}", flush=True)
    return answer.token


def open_game(client: AuthenticatedClient, game_type: str, against: str) -> str:
    """A new game with the bot's seat (taken at once) and an open seat for anyone in the lobby, or the AI."""
    me = get_me.sync(client=client).player_id
    other = SeatSpec(kind="open") if against == "anyone" else SeatSpec(kind="ai", level=against)
    body = CreateGame(type_=game_type, seats=[SeatSpec(kind="player", player=me), other])
    created = create_game.sync(client=client, body=body)
    if isinstance(created, Problem) or created is None:
        raise SystemExit(f"could not open a game: {created}")
    print(f"opened {created.game_id} against {against}", flush=True)
    return created.game_id


def run(base_url: str, token: str, games: int = 1, after: str | None = None, against: str | None = None,
        game_type: str = "acres", seed: str = "", retry: RetryPolicy | None = None,
        timeout: float = 300) -> dict[str, Any]:
    """Plays every game of the player until `games` of them are over; returns their results (typed: an
    `AcresResult`, `LifecycleResult`..., or None for a game that ended unplayed) by game id.
    `after`: the inbox id to resume after (None: from now). `against`: open a game first, against "anyone" (an
    open seat in the lobby) or the server's AI at that level."""
    client = AuthenticatedClient(base_url=base_url, token=token, timeout=httpx.Timeout(30.0))  # no post hangs
    policy = retry or RetryPolicy()
    rng = random.Random(seed or None)
    if against:
        open_game(client, game_type, against)
    played: dict[str, int] = {}  # game id -> the version the bot last played at
    results: dict[str, Any] = {}
    for item in follow_player(client, after=after, timeout=timeout, retry=policy):  # typed: PlayerChallenge...
        game_id = item.game_id
        if isinstance(item, PlayerChallenge):
            joined = join_game.sync(game_id, client=client, body=JoinBody(seat=item.seat))
            print(f"accepted {game_id} from {item.creator}" if not isinstance(joined, Problem)
                  else f"could not accept {game_id}: {joined.code}", flush=True)
        elif isinstance(item, PlayerYourTurn) and played.get(game_id, -1) < item.version:
            played[game_id] = item.version
            try:
                submit(client, game_id, choose(item, rng), item.version, retry=policy)
            except TabulaProblem as refused:
                if refused.code not in OVERTAKEN:
                    print(f"{game_id} refused a command: {refused}", file=sys.stderr, flush=True)
        elif isinstance(item, PlayerGameOver) and game_id not in results:  # told at least once: maybe twice
            played.pop(game_id, None)
            results[game_id] = item.result
            shown = item.result.to_dict() if item.result is not None else None
            print(f"game over: {game_id} as {item.seat}: {shown}", flush=True)
            if len(results) >= games:
                return results
    raise RuntimeError("the stream ended")  # follow_player never ends: it raises when it gives up


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="A bot that plays all its games over one player stream.")
    parser.add_argument("base_url")
    who = parser.add_mutually_exclusive_group(required=True)
    who.add_argument("--name", help="register a new player of this name")
    who.add_argument("--token", help="play as this player (its tbp_... token)")
    parser.add_argument("--games", type=int, default=1, help="stop once this many games are over (default 1)")
    parser.add_argument("--against", choices=["anyone", "random", "heuristic", "search"],
                        help="first open a game: a seat for anyone in the lobby, or the server's AI at this level")
    parser.add_argument("--type", default="acres", help="the game type of --against (default acres)")
    parser.add_argument("--after", help="with --token: resume after this inbox id (default: from now)")
    parser.add_argument("--seed", default="", help="the seed of the random choices")
    args = parser.parse_args()
    if args.name:  # a new player: everything its inbox will hold is new
        token, after = register(args.base_url, args.name), "0-0"
    else:
        token, after = args.token, args.after
    run(args.base_url, token, args.games, after, args.against, args.type, args.seed)
