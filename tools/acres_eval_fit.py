"""Fit the weights of A Few Acres of Snow's evaluation (engine/acres/ai/evaluate.py) to the winners of heuristic games.

    .venv/bin/python -m tools.acres_eval_fit first 800    # edition, games

Plays heuristic-against-heuristic games (one command in 20 uniformly random, so that the positions vary), takes
the position at the start of every turn without a capital siege running, and fits a logistic regression of the
British win on the margin's parts, each divided by the margin's spread: the score's coefficient is the weights'
`scale`, and each term's coefficient over it is that term's weight. Prints the mean log-likelihood per position
of each edition's weights in use and of the fitted ones (even chances score -0.693), and the fitted weights.
The games are reproducible (seeded), so a rerun prints the same figures.
"""
from __future__ import annotations

import dataclasses
import math
import random
import sys

from engine import acres
from engine.acres import ai
from engine.acres.ai.evaluate import TERMS, WEIGHTS, Margin, Weights, british_margin
from engine.core import seeded_rng
from tools.linsolve import solve

NOISE = 0.05  # the share of random commands
L2 = 1e-3  # ridge, per position: keeps rarely non-zero terms (sieges) from wandering


def positions(edition: str, games: int) -> list[tuple[Margin, int]]:
    """(margin parts, 1 if the British won) at the start of every turn of `games` heuristic games."""
    out = []
    for g in range(games):
        seed = f"fit:{g}"
        state = acres.fold(acres.setup({"edition": edition}, 2, seeded_rng(seed, 0)))
        seen, n, last = [], 0, None
        while acres.result(state) is None and n < 3000:
            seat = min(acres.to_act(state))
            if state.turn != last and not state.pending:
                last = state.turn
                margin = british_margin(state)
                if not margin.capital:
                    seen.append(margin)
            legal = acres.legal_commands(state, seat)
            rng = random.Random(f"{seed}:{n}")
            known = ai.sample(state, seat, rng)
            cmd = rng.choice(legal) if rng.random() < NOISE else ai.heuristic(known, seat, legal, rng)
            state = acres.fold(acres.decide(state, seat, cmd, seeded_rng(seed, n + 1)), state)
            n += 1
        result = acres.result(state)
        if result is not None:
            out += [(m, int(result["winner"] == "british")) for m in seen]
    return out


def _p(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def log_likelihood(data: list[tuple[Margin, int]], w: Weights) -> float:
    total = 0.0
    for m, y in data:
        p = _p(w.scale * m.value(w) / m.spread)
        total += math.log(max(1e-12, p if y else 1.0 - p))
    return total / len(data)


def fit(data: list[tuple[Margin, int]], steps: int = 10) -> Weights:
    """Newton's method on the ridge-penalised log-likelihood."""
    xs = [[m.score / m.spread] + [m.terms[t] / m.spread for t in TERMS] for m, _ in data]
    ys = [y for _, y in data]
    k, ridge = len(xs[0]), L2 * len(xs)
    beta = [0.0] * k
    for _ in range(steps):
        grad = [-ridge * b for b in beta]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = _p(sum(b * v for b, v in zip(beta, x)))
            d, s = y - p, p * (1 - p)
            for i in range(k):
                grad[i] += d * x[i]
                row, sx = hess[i], s * x[i]
                for j in range(k):
                    row[j] += sx * x[j]
        beta = [b + step for b, step in zip(beta, solve(hess, grad))]
    scale = beta[0]
    return Weights(scale=scale, **{t: b / scale for t, b in zip(TERMS, beta[1:])})


def main(argv: list[str]) -> None:
    edition, games = (argv + ["first"])[0], int((argv + ["first", "400"])[1])
    data = positions(edition, games)
    candidates = {f"{name} edition's": w for name, w in WEIGHTS.items()}
    candidates["fitted"] = fit(data)
    print(f"{edition} edition: {games} games, {len(data)} positions; "
          "log-likelihood per position (even chances -0.6931):")
    for name, w in candidates.items():
        rounded = {k: round(v, 3) for k, v in dataclasses.asdict(w).items()}
        print(f"  {name} weights: {log_likelihood(data, w):.4f}", rounded)


if __name__ == "__main__":
    main(sys.argv[1:])
