"""What one page of `GET /v1/games` costs with 10 games in the store and with 100,000.

    .venv/bin/python bench/list_games.py [--games 100000] [--repeat 40]

Needs Redis at 127.0.0.1:6379 (--redis); uses database 14 and a key prefix of its own, deleted at the end.

The store is filled twice, first with 10 games then with --games, in the same run: real games of both types
created through the Service (a few of them played to their end), and copies of their meta under new ids,
written with the store's own index layout, for the rest (a copy is a real game at version 0: it loads,
folds and lists like any other). For each filter (none, status, type, type and status, an offset deep in the
list) the median time of one page of 3 through the Flask test client is printed for both fills, and the
ratio large / small: the goal is a ratio near 1 (a page reads one page of an index, never the whole list).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import time
import uuid

import redis

from api.config import Config
from api.store import batches
from engine.bots import random_command
from wiring import create_app

PAGE = 3  # rows a page: as many as every query finds among 10 games, so both fills list the same number
QUERIES = ["", "status=active", "status=over", "type=sparks", "type=acres&status=over", "offset=@deep"]


def fill(app, n: int) -> None:
    """n games: a handful real (acres and sparks, three acres played to the end), the rest copies of them."""
    svc = app.extensions["tabula.service"]
    store = svc.store
    real = []
    for i in range(min(n, 6)):
        kind = ("acres", 2) if i % 2 == 0 else ("sparks", 3)
        game, _, _ = svc.create(kind[0], [{}] * kind[1])
        real.append(game.id)
        if i in (0, 2, 4):
            rng = random.Random(i)
            while not game.over:  # random play, Governor left out (as tests/service/test_api.py finish())
                (seat,) = game.engine.to_act(game.state)
                commands = game.engine.legal_commands(game.state, seat)
                commands = [c for c in commands if c["type"] != "governor"] or commands
                svc.submit(game.id, seat, random_command(commands, rng, by_type=True), game.version)
                game = svc.load(game.id)
    metas = [store.r.hgetall(store.key(g, "meta")) for g in real]
    pipe = store.r.pipeline(transaction=False)
    start = time.time() * 1000 - n * 10
    for i in range(n - len(real)):
        # a copy has no log: it is the game at version 0, active whatever its original became
        meta = {**metas[i % len(metas)], "status": "active", "version": "0", "updated_at": str(int(start + i))}
        game_id = uuid.uuid4().hex[:12]
        pipe.hset(store.key(game_id, "meta"), mapping=meta)
        store._index(pipe, game_id, meta["type"], meta["status"], int(meta["updated_at"]))
        if len(pipe) >= 5000:
            pipe.execute()
    pipe.execute()


def measure(client, query: str, total: int, repeat: int) -> float:
    query = query.replace("@deep", str(max(0, total // 2)))
    url = f"/v1/games?limit={PAGE}" + (f"&{query}" if query else "")
    assert client.get(url).status_code == 200
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        r = client.get(url)
        times.append(time.perf_counter() - t)
        assert r.status_code == 200, r.get_data(as_text=True)
    return statistics.median(times) * 1000


def run(url: str, n: int, repeat: int) -> dict[str, float]:
    prefix = f"bench-list-{os.getpid()}-{uuid.uuid4().hex[:6]}"
    app = create_app(Config(redis_url=url, prefix=prefix, enqueue=False, rate_limit=0))
    conn = redis.Redis.from_url(url)
    try:
        t = time.perf_counter()
        fill(app, n)
        print(f"  filled {n:,} games in {time.perf_counter() - t:.1f} s")
        client = app.test_client()
        return {q: measure(client, q, n, repeat) for q in QUERIES}
    finally:
        for batch in batches(conn.scan_iter(match=f"{prefix}:*", count=5000), 5000):
            conn.delete(*batch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/14")
    args = parser.parse_args()
    small = run(args.redis, 10, args.repeat)
    large = run(args.redis, args.games, args.repeat)
    print(f"\n{f'query (limit={PAGE})':32} {'10 games':>10} {f'{args.games:,} games':>16} {'ratio':>7}")
    for q in QUERIES:
        shown = q.replace("@deep", "half the total") or "(none)"
        print(f"{shown:32} {small[q]:8.2f} ms {large[q]:13.2f} ms {large[q] / small[q]:7.2f}")


if __name__ == "__main__":
    main()
