"""The First Sparks engine benchmark. Prints absolute rates and ratios against baselines measured in the same
run (these machines are noisy; the ratios are what to compare between runs).

    .venv/bin/python bench/sparks_engine.py [games]

- random games: the seats play tests/sparks/randomplay.py's sensible random policy (uniform random play
  starves every clan and never ends) until the game ends, stalls or round CAP_ROUNDS is over; games/s per player
  count, all games and the ended ones counted.
- commands/s: legal_commands + decide + fold per command over those games (the policy's own time excluded),
  with the share of legal_commands, decide and fold, and the legal_commands time by command type.
- baseline: A Few Acres of Snow's engine in the same run, both seats choosing uniformly among its legal
  commands (bench/acres_engine.py's games): the ratio is First Sparks commands/s over A Few Acres of Snow's.
- fold: events folded per second over the longest log, and the ratio of folding that log (from its JSON text)
  to merely parsing its JSON text (goal: <= 3).
"""
from __future__ import annotations

import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import sparks
from engine.core import seeded_rng
from tests.sparks.randomplay import CAP_ROUNDS, Policy, setup_events, stalled

ACRES_GAMES = 10


class Clock:
    def __init__(self) -> None:
        self.parts: dict[str, float] = defaultdict(float)
        self.legal_by_type: dict[str, float] = defaultdict(float)
        self.calls_by_type: dict[str, int] = defaultdict(int)

    def play(self, seed: int, players: int) -> tuple[list[dict], int, bool]:
        """One game as randomplay.steps plays it (to its end, a stall or round CAP_ROUNDS), timing the engine's
        parts."""
        events = setup_events(seed, players)
        state = sparks.fold(events)
        chooser = random.Random(f"chooser:{players}p{seed}")
        policies = {seat: Policy(random.Random(chooser.random())) for seat in state.seats}
        n = 0
        clock = time.perf_counter
        history: list = []
        while not state.over and state.round <= CAP_ROUNDS:
            if state.phase == "buy" and len(history) < state.round:
                history.append((state.clans, state.food, state.cards))
                if stalled(history):
                    break
            (seat,) = sparks.to_act(state)
            t0 = clock()
            legal = sparks.legal_commands(state, seat)
            t1 = clock()
            command = policies[seat].choose(state, seat, legal)
            t2 = clock()
            new = sparks.decide(state, seat, command, seeded_rng(f"{players}p{seed}", n + 1))
            t3 = clock()
            state = sparks.fold(new, state)
            t4 = clock()
            self.parts["legal_commands"] += t1 - t0
            self.parts["decide"] += t3 - t2
            self.parts["fold"] += t4 - t3
            self.legal_by_type[legal[0]["type"]] += t1 - t0
            self.calls_by_type[legal[0]["type"]] += 1
            events += new
            n += 1
        return events, n, state.over


def acres_baseline(games: int) -> float:
    """A Few Acres of Snow's commands/s (uniform random play, bench/acres_engine.py's games)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from acres_engine import play as acres_play

    start = time.perf_counter()
    commands = sum(acres_play(seed, "second")[1] for seed in range(games))
    return commands / (time.perf_counter() - start)


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    baseline = acres_baseline(ACRES_GAMES)
    print(f"baseline: A Few Acres of Snow, {ACRES_GAMES} uniform random games: {baseline:.0f} commands/s")
    longest: list[dict] = []
    for players in (2, 4, 6):
        clock = Clock()
        start = time.perf_counter()
        commands = finished = 0
        for seed in range(games):
            events, n, over = clock.play(seed, players)
            commands += n
            finished += over
            if len(events) > len(longest):
                longest = events
        elapsed = time.perf_counter() - start
        engine = sum(clock.parts.values())
        print(f"{players} players: {games} games ({finished} ended, {games - finished} stalled or stopped after "
              f"round {CAP_ROUNDS}; mean {commands / games:.0f} commands) in {elapsed:.2f}s: {games / elapsed:.2f} "
              f"games/s ({finished / elapsed:.2f} ended games/s), {elapsed / games * 1000:.0f} ms/game")
        print(f"  engine {commands / engine:.0f} commands/s = {commands / engine / baseline:.2f} x baseline; "
              + ", ".join(f"{k} {v / engine:.0%}" for k, v in clock.parts.items())
              + f"; policy {(elapsed - engine) / elapsed:.0%} of the game time")
        slow = sorted(clock.legal_by_type.items(), key=lambda kv: -kv[1])[:3]
        print("  legal_commands by step: " + ", ".join(
            f"{k} {v / clock.parts['legal_commands']:.0%} ({v / clock.calls_by_type[k] * 1000:.2f} ms/call)"
            for k, v in slow))
    text = json.dumps(longest)
    parse = best_of(lambda: json.loads(text))
    fold = best_of(lambda: sparks.fold(json.loads(text)))
    print(f"fold: {len(longest)} events in {fold * 1000:.1f} ms = {len(longest) / fold:.0f} events/s; "
          f"JSON parse alone {parse * 1000:.1f} ms; ratio fold/parse = {fold / parse:.2f} (goal <= 3)")


if __name__ == "__main__":
    main()
