"""The arena: N games between AI levels, in parallel processes, with win rates and 95% confidence intervals.

    python -m tools.arena acres search heuristic --games 100 --iterations 300
    python -m tools.arena acres heuristic heuristic --options '{"edition": "first"}' --balance
    python -m tools.arena sparks search heuristic heuristic heuristic --games 40 --seconds 0.2
    python -m tools.arena sparks heuristic heuristic --balance
    python -m tools.arena acres ismcts heuristic --games 10 --iterations 20   # OpenSpiel's ISMCTS (docs/openspiel.md)

The positional levels form the line-up, one entry per player. Game i seats the line-up rotated by i, so every
entry plays every seat equally often (with 2 players: sides swapped every other game). A tie is shared
(each of k winners scores 1/k); a game that reaches `--max-commands` has no winner and is reported apart.
Games run in the engine directly (no Redis); each is reproducible from its seed with an iteration budget.
`--balance` adds the balance lab: results per side and end reasons (A Few Acres of Snow), cards bought and
game lengths (The First Sparks). The level `ismcts` is OpenSpiel's information-set MCTS playing through
interop/openspiel (the `openspiel` extra), `--iterations` simulations per action.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.bots import LEVELS, choose
from engine.core import seeded_rng
from engine.search import Budget

OPENSPIEL_LEVELS = ("ismcts",)  # played by OpenSpiel's algorithms (interop/openspiel/bots.py)

@dataclass(frozen=True)
class Match:
    game: str
    lineup: tuple[str, ...]  # one level per player, before rotation
    seed: int
    options: dict[str, Any]
    iterations: int | None
    seconds: float | None
    max_commands: int
    search_options: tuple[tuple[str, Any], ...] = ()  # e.g. (("rollout_plies", 2),)
    rotate: bool = True  # False: the line-up keeps its seats (the first level plays the first seat)


@dataclass
class Outcome:
    seed: int
    seats: dict[str, int]  # seat -> index into the line-up
    winners: list[str]
    commands: int
    turns: int
    reason: str | None
    bought: list[int] = field(default_factory=list)
    think: dict[int, list[float]] = field(default_factory=dict)  # line-up index -> seconds per decision


def play(match: Match) -> Outcome:
    """One game of the match (its seed picks the rotation and the chance)."""
    game = registry.get(match.game)
    n = len(match.lineup)
    names = game.seats(n)
    shift = match.seed % n if match.rotate else 0
    seats = {names[i]: (i + shift) % n for i in range(n)}
    seed = f"arena:{match.seed}"
    events = game.setup(match.options, n, seeded_rng(seed, 0))
    state = game.fold(events)
    budget = Budget(iterations=match.iterations, seconds=match.seconds, clock=time.perf_counter)
    think: dict[int, list[float]] = defaultdict(list)
    bought: list[int] = []
    commands = 0
    while game.result(state) is None and commands < match.max_commands:
        seat = min(game.to_act(state))
        level = match.lineup[seats[seat]]
        legal = game.legal_commands(state, seat)
        start = time.perf_counter()
        if level in OPENSPIEL_LEVELS:
            cmd = openspiel_choice(match, state, seat, commands)
        else:
            cmd = choose(game, state, seat, legal, level, random.Random(f"{seed}:{seat}:{commands}"), budget,
                         **dict(match.search_options))
        think[seats[seat]].append(time.perf_counter() - start)
        new = game.decide(state, seat, cmd, seeded_rng(seed, commands + 1))
        bought += [e["card"] for e in new if e["type"] == "CardBought"]
        state = game.fold(new, state)
        commands += 1
    result = game.result(state) or {}
    winners = result.get("winners") or ([result["winner"]] if result.get("winner") else [])
    turns = game.progress(state)
    return Outcome(match.seed, seats, winners, commands, turns, result.get("reason"), bought, dict(think))


def openspiel_choice(match: Match, state: Any, seat: str, commands: int) -> dict[str, Any]:
    from interop.openspiel import bots  # only here: the openspiel extra is optional

    return bots.choose(match.game, state, seat, match.iterations or 200, match.seed * 100_003 + commands,
                       len(match.lineup), match.options)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (ties count as fractional wins)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(matches: list[Match], outcomes: list[Outcome]) -> dict[str, Any]:
    """Per line-up entry: score, rate and interval; per seat: each level's record; lengths; lab facts."""
    lineup = matches[0].lineup
    score = [0.0] * len(lineup)
    per_side: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(lambda: [0.0, 0]))
    think: dict[int, list[float]] = defaultdict(list)
    finished = [o for o in outcomes if o.winners]
    for o in outcomes:
        for seat, idx in o.seats.items():
            share = 1 / len(o.winners) if seat in o.winners else 0.0
            score[idx] += share
            side = per_side[seat][lineup[idx]]
            side[0] += share
            side[1] += 1
        for idx, times in o.think.items():
            think[idx] += times
    n = len(outcomes)
    players = []
    for idx, level in enumerate(lineup):
        low, high = wilson(score[idx], n)
        times = think[idx]
        players.append({"player": idx, "level": level, "score": score[idx], "games": n,
                        "rate": score[idx] / n if n else 0.0, "ci95": [low, high],
                        "think_mean_s": sum(times) / len(times) if times else 0.0,
                        "think_max_s": max(times, default=0.0)})
    lengths = sorted(o.commands for o in finished)
    bought = Counter(card for o in outcomes for card in o.bought)
    return {
        "game": matches[0].game, "lineup": list(lineup), "options": matches[0].options, "games": n,
        "unfinished": n - len(finished),
        "budget": {"iterations": matches[0].iterations, "seconds": matches[0].seconds,
                   **dict(matches[0].search_options)},
        "players": players,
        "per_side": {seat: {lvl: {"score": v[0], "games": v[1], "rate": v[0] / v[1]} for lvl, v in by_level.items()}
                     for seat, by_level in sorted(per_side.items())},
        "mean_commands": sum(lengths) / len(lengths) if lengths else 0.0,
        "median_commands": lengths[len(lengths) // 2] if lengths else 0,
        "mean_turns": sum(o.turns for o in finished) / len(finished) if finished else 0.0,
        "reasons": dict(Counter(o.reason for o in finished)),
        "cards_bought": {str(card): count for card, count in sorted(bought.items())},
    }


def report(summary: dict[str, Any], balance: bool) -> str:
    """The summary as text tables."""
    lines = [(f"{summary['game']} {json.dumps(summary['options'])}: {summary['games']} games, "
              f"budget {summary['budget']}, unfinished {summary['unfinished']}"),
             "", "player  level      wins    rate   95% CI          think mean/max (s)"]
    for p in summary["players"]:
        lines.append(f"{p['player']:<7} {p['level']:<10} {p['score']:>6.1f}  {p['rate']:6.1%}  "
                     f"[{p['ci95'][0]:.1%}, {p['ci95'][1]:.1%}]  {p['think_mean_s']:.3f} / {p['think_max_s']:.3f}")
    lines += ["", "per seat (rate of that level when it held the seat):"]
    for seat, by_level in summary["per_side"].items():
        cells = ", ".join(f"{lvl} {v['rate']:.1%} of {v['games']}" for lvl, v in sorted(by_level.items()))
        lines.append(f"  {seat:<8} {cells}")
    lines.append(f"\nlength: mean {summary['mean_commands']:.0f} commands (median {summary['median_commands']}), "
                 f"mean {summary['mean_turns']:.1f} turns/rounds")
    if balance:
        lines.append(f"end reasons: {summary['reasons']}")
        if summary["cards_bought"]:
            game = registry.get(summary["game"])
            pack = game.fold(game.setup(summary["options"], len(summary["lineup"]), seeded_rng("x", 0))).pack
            total = sum(summary["cards_bought"].values())
            lines.append(f"cards bought ({total} in all, per game {total / summary['games']:.1f}):")
            for card in pack.cards:
                count = summary["cards_bought"].get(str(card.number), 0)
                what = card.knowledge or f"{card.kind} {card.food or ''}".strip()
                lines.append(f"  #{card.number:<3} {what:<22} price {card.price:<3} "
                             f"{count / summary['games']:5.2f} per game")
    return "\n".join(lines)


def run(matches: list[Match], procs: int, progress: bool = False) -> list[Outcome]:
    """Every match's outcome, in order; with `progress`, a line on stderr as each game ends."""
    if procs <= 1:
        return [_told(o, i, matches, progress) for i, o in enumerate(map(play, matches))]
    # forkserver, not fork: a fork of a process with threads (a test runner's, a server's) can inherit a lock
    # another thread held, and the pool's workers then wait on their queue forever
    with multiprocessing.get_context("forkserver").Pool(procs) as pool:
        return [_told(o, i, matches, progress) for i, o in enumerate(pool.imap(play, matches, chunksize=1))]


def _told(outcome: Outcome, index: int, matches: list[Match], progress: bool) -> Outcome:
    if progress:
        lineup = matches[index].lineup
        won = ", ".join(f"{seat} ({lineup[outcome.seats[seat]]})" for seat in outcome.winners) or "nobody"
        why = f" ({outcome.reason})" if outcome.reason else ""
        print(f"[arena] game {index + 1}/{len(matches)} seed {outcome.seed}: {won} won after "
              f"{outcome.commands} commands{why}", file=sys.stderr, flush=True)
    return outcome


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(registry.GAMES))
    parser.add_argument("lineup", nargs="+", choices=LEVELS + OPENSPIEL_LEVELS, help="one level per player")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--iterations", type=int, help="search iterations per decision, ismcts simulations per "
                        "action (default: 200)")
    parser.add_argument("--seconds", type=float, help="search seconds per decision (instead of iterations)")
    parser.add_argument("--rollout-plies", type=int, help="search playout length before the evaluation")
    parser.add_argument("--exploration", type=float, help="search UCB constant")
    parser.add_argument("--widening", type=float, help="search progressive unpruning: a node visited n times "
                        "weighs its 1 + widening * sqrt(n) best commands")
    parser.add_argument("--options", type=json.loads, default={}, help="game options as JSON")
    parser.add_argument("--max-commands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    parser.add_argument("--balance", action="store_true", help="add the balance lab's facts")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--fixed-seats", action="store_true",
                        help="no rotation: the first level always plays the first seat (e.g. british), and so on")
    parser.add_argument("--quiet", action="store_true", help="no line on stderr as each game ends")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    if len(args.lineup) not in game.seats_allowed:
        parser.error(f"{game.title} takes {game.seats_allowed} players, not {len(args.lineup)}")
    iterations = args.iterations if args.iterations or args.seconds else 200
    tuning = tuple((k, getattr(args, k)) for k in ("rollout_plies", "exploration", "widening")
                   if getattr(args, k) is not None)
    matches = [Match(args.game, tuple(args.lineup), args.seed + i, args.options, iterations, args.seconds,
                     args.max_commands, tuning, not args.fixed_seats) for i in range(args.games)]
    summary = summarize(matches, run(matches, args.procs, progress=not args.quiet))
    print(json.dumps(summary, indent=1) if args.json else report(summary, args.balance))
    return summary


if __name__ == "__main__":
    main(sys.argv[1:])
