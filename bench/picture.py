"""Board picture benchmark: how long a game's `picture(view)` (engine/<game>/picture.py) takes to draw a
mid-game view as SVG, against a baseline measured in the same run on the same views: `json.dumps(view)`, what
the API already does with every view it sends (these machines are noisy; the ratio is what to compare between
runs). The issue's goal is a median render of at most 5 ms.

    .venv/bin/python bench/picture.py [--games 8] [--repeat 20] [--only acres] [--example PATH]

- views: --games seeded random games per game type (every seat chooses at random among the legal commands, by
  command type first, as tests/acres/randomplay.py does; seeds `bench-picture-<i>`), each stopped at three
  mid-game steps (MID_STEPS), and at each step every seat's view and the spectator's (not timed).
- render: each view drawn --repeat times, each call timed alone with perf_counter_ns; the median, p90 and max
  over all calls, and the median size of the SVG. baseline: json.dumps of the same views, timed the same way,
  interleaved with the renders (one view drawn, then dumped) so that other load on the machine hits both alike.
- ratio = median render / median json.dumps.
- --example PATH: also write the spectator's picture of the first view that shows a siege (else the last one)
  to PATH (docs/img/acres-board.svg is made so).

To add a game: write a `<game>_case()` returning (engine, options, picture) and name it in CASES.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import random_command
from engine.core import Engine, Json, seeded_rng

MID_STEPS = (120, 180, 240)  # commands into the game: past the opening, well before the usual end

Case = tuple[Engine, Json, Callable[[Json], str], int]  # the engine, its options, its picture, the seats


def acres_case() -> Case:
    from engine import acres
    return acres, {}, acres.picture, 2


def sparks_case() -> Case:
    from engine import sparks
    return sparks, {}, sparks.picture, 4


CASES: dict[str, Callable[[], Case]] = {"acres": acres_case, "sparks": sparks_case}


def mid_game_views(engine: Engine, options: Json, games: int, n_seats: int) -> list[Json]:
    """Every seat's view and the spectator's at MID_STEPS of `games` seeded random games (fewer if one ends)."""
    views: list[Json] = []
    for i in range(games):
        seed = f"bench-picture-{i}"
        seats = engine.seats(n_seats)
        state = engine.fold(engine.setup(options, len(seats), seeded_rng(seed, 0)))
        chooser = random.Random(seed)
        for version in range(1, max(MID_STEPS) + 1):
            if engine.result(state) is not None or not engine.to_act(state):
                break
            seat = min(engine.to_act(state))
            legal = engine.legal_commands(state, seat)
            command = random_command([c for c in legal if c.get("type") != "governor"] or legal, chooser, True)
            state = engine.fold(engine.decide(state, seat, command, seeded_rng(seed, version)), state)
            if version in MID_STEPS:
                views.extend(engine.view(state, s) for s in (*seats, None))
    return views


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(name: str, case: Case, games: int, repeat: int, example: str | None) -> None:
    engine, options, picture, n_seats = case
    views = mid_game_views(engine, options, games, n_seats)
    draw: list[float] = []
    dump: list[float] = []
    sizes = []
    for v in views:
        picture(v)  # warm up
        for _ in range(repeat):
            start = time.perf_counter_ns()
            svg = picture(v)
            draw.append((time.perf_counter_ns() - start) / 1e6)
            start = time.perf_counter_ns()
            json.dumps(v)
            dump.append((time.perf_counter_ns() - start) / 1e6)
        sizes.append(len(svg.encode("utf-8")))
    med_draw, med_dump = statistics.median(draw), statistics.median(dump)
    print(f"{name}: {len(views)} mid-game views ({games} games x {len(MID_STEPS)} steps x each seat and a "
          f"spectator), {repeat} renders each")
    print(f"  picture:    median {med_draw:.3f} ms, p90 {percentile(draw, 0.9):.3f} ms, max {max(draw):.3f} ms "
          f"(goal: median <= 5 ms); median SVG {statistics.median(sizes) / 1024:.1f} KiB")
    print(f"  json.dumps: median {med_dump:.3f} ms (baseline); ratio picture / json.dumps = {med_draw / med_dump:.1f}")
    if example:
        spectator = [v for v in views if v.get("seat") is None]
        shown = next((v for v in spectator if v.get("sieges")), spectator[-1])
        Path(example).parent.mkdir(parents=True, exist_ok=True)
        Path(example).write_text(picture(shown), encoding="utf-8")
        print(f"  example: the spectator's view at turn {shown.get('turn')} written to {example}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--only", choices=sorted(CASES))
    parser.add_argument("--example", help="write one spectator's picture (the first game measured) here")
    args = parser.parse_args()
    for name, case in CASES.items():
        if args.only in (None, name):
            measure(name, case(), args.games, args.repeat, args.example)
            args.example = None


if __name__ == "__main__":
    main()
