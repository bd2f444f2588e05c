"""The balance lab of A Few Acres of Snow's scenario options: how each one moves the British win rate.

    python -m tools.variants --games 1000 --baseline-games 4000
    python -m tools.variants --level search --iterations 30 --games 100 --only louisbourg_fort,no_governor

Equal bots (the same level on both sides) play `--games` games with one option on, and `--baseline-games` games
with every scenario option off; both arms use the same edition and the arena's seeds (tools/arena.py), so the
first games of the two arms share their chance as far as the play does. For each option it prints the British
win rate with and without, and the 95% interval of the difference (Newcombe's score method, from the two
arms' Wilson intervals). A game cut off at `--max-commands` counts as no British win and is reported.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any

from engine.acres.options import OPTIONS, SCENARIO
from tools.arena import Match, Outcome, run, wilson

# every option value that is not a reading of an open question: the scenario options, and french_bateaux's
# Yucata values (21: available, 22: in the starting deck)
VARIANTS: list[tuple[str, Any]] = [(name, True) for name in SCENARIO] + [("french_bateaux", "available"),
                                                                         ("french_bateaux", "start_deck")]


def british_score(outcomes: list[Outcome]) -> float:
    """British wins, a shared win counting 1/k."""
    return sum(1 / len(o.winners) for o in outcomes if "british" in o.winners)


def difference_interval(w1: float, n1: int, w2: float, n2: int) -> tuple[float, float, float]:
    """p1 - p2 and its 95% interval (Newcombe 1998, method 10: the hybrid of two Wilson intervals)."""
    p1, p2 = w1 / n1, w2 / n2
    l1, u1 = wilson(w1, n1)
    l2, u2 = wilson(w2, n2)
    d = p1 - p2
    return d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)


def arm(options: dict[str, Any], args: argparse.Namespace, games: int) -> list[Outcome]:
    matches = [Match("acres", (args.level, args.level), args.seed + i, options, args.iterations, None,
                     args.max_commands) for i in range(games)]
    return run(matches, args.procs)


def row(name: str, value: Any, with_option: list[Outcome], without: list[Outcome]) -> dict[str, Any]:
    w1, w2 = british_score(with_option), british_score(without)
    d, low, high = difference_interval(w1, len(with_option), w2, len(without))
    return {"option": name if value is True else f"{name}={value}", "games": len(with_option),
            "british_with": w1 / len(with_option), "british_without": w2 / len(without),
            "baseline_games": len(without), "difference": d, "ci95": [low, high],
            "unfinished": sum(1 for o in with_option if not o.winners)}


def markdown(rows: list[dict[str, Any]]) -> str:
    lines = ["| option | games | British wins with | without | difference (95% CI) |", "|---|---|---|---|---|"]
    for r in rows:
        cut = f", {r['unfinished']} unfinished" if r["unfinished"] else ""
        lines.append(f"| `{r['option']}` | {r['games']}{cut} | {r['british_with']:.1%} | {r['british_without']:.1%} "
                     f"of {r['baseline_games']} | {r['difference']:+.1%} [{r['ci95'][0]:+.1%}, {r['ci95'][1]:+.1%}] |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    parser = argparse.ArgumentParser(prog="python -m tools.variants", description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="heuristic", choices=("heuristic", "search", "random"))
    parser.add_argument("--games", type=int, default=1000, help="games with each option on")
    parser.add_argument("--baseline-games", type=int, help="games with every option off (default: --games)")
    parser.add_argument("--iterations", type=int, default=30, help="search iterations per decision")
    parser.add_argument("--edition", default="second", choices=OPTIONS["edition"][0])
    parser.add_argument("--only", help="comma-separated option names (default: every variant)")
    parser.add_argument("--max-commands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    chosen = VARIANTS if not args.only else [v for v in VARIANTS if v[0] in args.only.split(",")]
    if args.edition == "first":  # the 1st edition's own value of french_bateaux is its start_deck
        chosen = [v for v in chosen if v != ("french_bateaux", "start_deck")]
    base = {"edition": args.edition}
    without = arm(base, args, args.baseline_games or args.games)
    print(f"[variants] baseline: British {british_score(without) / len(without):.1%} of {len(without)}",
          file=sys.stderr, flush=True)
    rows = []
    for name, value in chosen:
        rows.append(row(name, value, arm({**base, name: value}, args, args.games), without))
        print(f"[variants] {markdown(rows[-1:]).splitlines()[-1]}", file=sys.stderr, flush=True)
    print(json.dumps(rows, indent=1) if args.json else markdown(rows))
    return rows


if __name__ == "__main__":
    main(sys.argv[1:])
