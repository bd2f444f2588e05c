"""AI benchmark: search iterations per second at mid-game positions of each game, and time per decision.

    .venv/bin/python bench/ai.py [seconds-per-position]

Positions: heuristic-vs-heuristic games stopped at several depths, where the seat to act has a choice.
For each game it prints
- search iterations/s on one core (goal: >= 1000 for A Few Acres of Snow), measured with a time budget;
- the wall time of one decision at the default budget (engine.bots.DEFAULT_SECONDS), and of a heuristic one;
- the baseline, measured in the same run: engine commands/s (legal_commands + decide + fold of random play
  from the same positions), and the ratio iterations/s : commands/s, which is what to compare between runs.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import acres, sparks
from engine.bots import DEFAULT_SECONDS, choose
from engine.core import seeded_rng
from engine.search import Budget, Search

CASES = [("acres", acres, 2, {}, (40, 90, 140, 200)), ("acres first", acres, 2, {"edition": "first"}, (60, 160)),
         ("sparks 4p", sparks, 4, {}, (15, 35, 55, 75)), ("sparks 2p", sparks, 2, {}, (10, 25, 40))]


def positions(game, n_players: int, options: dict, depths: tuple[int, ...], seed: int = 1) -> list[tuple]:
    """(state, seat, legal) at each depth of a heuristic game (moved on to the next real choice)."""
    ai = game.ai
    state = game.fold(game.setup(options, n_players, seeded_rng(f"bench:{seed}", 0)))
    out, n = [], 0
    while game.result(state) is None and len(out) < len(depths):
        seat = min(game.to_act(state))
        legal = game.legal_commands(state, seat)
        if n >= depths[len(out)] and len(legal) > 1:
            out.append((state, seat, legal))
        cmd = ai.heuristic(ai.sample(state, seat, random.Random(n)), seat, legal, random.Random(n))
        state = game.fold(game.decide(state, seat, cmd, seeded_rng(f"bench:{seed}", n + 1)), state)
        n += 1
    return out


def commands_per_second(game, spots: list[tuple], plies: int = 200) -> float:
    """Random play from each position: legal_commands + decide + fold per command."""
    rng, count, start = random.Random(0), 0, time.perf_counter()
    for state, _, _ in spots:
        for _ in range(plies):
            if game.result(state) is not None:
                break
            seat = min(game.to_act(state))
            cmd = rng.choice(game.legal_commands(state, seat))
            state = game.fold(game.decide(state, seat, cmd, rng), state)
            count += 1
    return count / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'case':<12} {'positions':>9} {'iter/s':>8} {'min':>6} {'depth':>5} {'cmd/s':>7} {'ratio':>6} "
          f"{'decision s':>10} {'heuristic ms':>12}")
    for label, game, n, options, depths in CASES:
        ai = game.ai
        spots = positions(game, n, options, depths)
        rates, depth = [], []
        for state, seat, legal in spots:
            search = Search(game, ai.sample(state, seat, random.Random(0)), seat, legal, random.Random(0))
            start = time.perf_counter()
            search.run(Budget(seconds=seconds, clock=time.perf_counter))
            rates.append(search.stats.iterations / (time.perf_counter() - start))
            depth.append(search.stats.max_depth)
        state, seat, legal = spots[len(spots) // 2]
        start = time.perf_counter()
        choose(game, state, seat, legal, "search", random.Random(1),
               Budget(seconds=DEFAULT_SECONDS, clock=time.perf_counter))
        decision = time.perf_counter() - start
        start = time.perf_counter()
        for i, (state, seat, legal) in enumerate(spots * 20):
            choose(game, state, seat, legal, "heuristic", random.Random(i))
        heuristic_ms = (time.perf_counter() - start) / (len(spots) * 20) * 1000
        baseline = commands_per_second(game, spots)
        rate = statistics.mean(rates)
        print(f"{label:<12} {len(spots):>9} {rate:>8.0f} {min(rates):>6.0f} {max(depth):>5} {baseline:>7.0f} "
              f"{rate / baseline:>6.2f} {decision:>10.3f} {heuristic_ms:>12.2f}")


if __name__ == "__main__":
    main()
