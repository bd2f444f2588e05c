"""A Few Acres of Snow engine benchmark. Prints absolute rates and ratios against baselines measured in the
same run (these machines are noisy; the ratios are what to compare between runs).

    .venv/bin/python bench/acres_engine.py [games]

- random games: both seats choose uniformly among legal_commands until the game ends (cap 3000 commands).
- commands/s: legal_commands + decide + fold per command, over those games.
- fold: events folded per second over the longest log, and the ratio of folding that log (from its JSON text)
  to merely parsing its JSON text (goal: <= 3).
"""
from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import acres
from engine.bots import random_command
from engine.core import seeded_rng

CAP = 3000


def play(seed: int, edition: str) -> tuple[list[dict], int, bool]:
    events = acres.setup({"edition": edition}, 2, seeded_rng(str(seed), 0))
    state = acres.fold(events)
    chooser = random.Random(seed)
    n = 0
    while not state.over and n < CAP:
        (seat,) = state.to_act()
        cmd = random_command(acres.legal_commands(state, seat), chooser)
        new = acres.decide(state, seat, cmd, seeded_rng(str(seed), n + 1))
        state = acres.fold(new, state)
        events += new
        n += 1
    return events, n, state.over


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    longest: list[dict] = []
    for edition in ("second", "first"):
        start = time.perf_counter()
        commands = finished = 0
        for seed in range(games):
            events, n, over = play(seed, edition)
            commands += n
            finished += over
            if len(events) > len(longest):
                longest = events
        elapsed = time.perf_counter() - start
        print(f"{edition:6} edition: {games} games ({finished} finished, mean {commands / games:.0f} commands) "
              f"in {elapsed:.2f}s: {games / elapsed:.2f} games/s, {commands / elapsed:.0f} commands/s, "
              f"{elapsed / games * 1000:.0f} ms/game")
    text = json.dumps(longest)
    parse = best_of(lambda: json.loads(text))
    fold = best_of(lambda: acres.fold(json.loads(text)))
    print(f"fold: {len(longest)} events in {fold * 1000:.1f} ms = {len(longest) / fold:.0f} events/s; "
          f"JSON parse alone {parse * 1000:.1f} ms; ratio fold/parse = {fold / parse:.2f} (goal <= 3)")


if __name__ == "__main__":
    main()
