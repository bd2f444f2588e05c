"""Fit the weights of The First Sparks' evaluation (engine/sparks/ai/evaluate.py) to the winners of heuristic games.

    .venv/bin/python -m tools.sparks_eval_fit 4 400    # players, games

Plays `games` heuristic-against-heuristic games to fit on and half as many other games to test on, and takes the
position before every command (the finished game's winners label them; tied winners share). `evaluate` is a
softmax over the seats of sharpness * strength, where sharpness = SHARPNESS / (1 + SHARPNESS_DECAY * rounds to
go) and the strength is the projected standing plus each term of ai_play.outlook times its weight. For a fixed
SHARPNESS_DECAY the log-odds are linear in SHARPNESS and SHARPNESS times each weight, so Newton's method fits
those (a conditional logit), and a golden-section search fits SHARPNESS_DECAY around it. Prints the mean
log-likelihood per position of the held-out games for the weights in use and for the fitted ones (even chances
score -log players), and the fitted weights. The games are seeded, so a rerun prints the same figures.
"""
from __future__ import annotations

import math
import random
import sys

from engine import sparks
from engine.core import seeded_rng
from engine.sparks import ai
from tools.linsolve import solve

ai_play = sys.modules[ai.evaluate.__module__]  # ai/evaluate.py, the module of the fitted weights

TERMS = ai_play.TERMS
L2 = 1e-3  # ridge, per position
Position = tuple[int, list[tuple[float, ...]], list[float]]  # rounds to go, each seat's parts, each seat's share


def positions(players: int, games: int, tag: str) -> list[Position]:
    """(rounds, parts, winner shares) before every command of `games` heuristic games."""
    out: list[Position] = []
    for g in range(games):
        seed = f"fit:{tag}:{g}"
        state, _ = sparks.new_game(players, {}, seed)
        rng = random.Random(seed)
        seen, n = [], 0
        while not state.over and n < 3000:
            rounds, parts = ai_play.outlook(state)
            seen.append((rounds, [parts[s] for s in state.seats]))
            (seat,) = sparks.to_act(state)
            legal = sparks.legal_commands(state, seat)
            command = ai.heuristic(ai.sample(state, seat, rng), seat, legal, rng)
            n += 1
            state = sparks.fold(sparks.decide(state, seat, command, seeded_rng(seed, n)), state)
        if state.result is not None:
            winners = state.result["winners"]
            shares = [1 / len(winners) if s in winners else 0.0 for s in state.seats]
            out += [(r, p, shares) for r, p in seen]
    return out


def log_likelihood(data: list[Position], weights: dict[str, float]) -> float:
    """Mean log of the chance `evaluate`'s softmax gives the winners (their shares of it, when tied)."""
    w = (1.0,) + tuple(weights[t] for t in TERMS)
    total = 0.0
    for rounds, parts, shares in data:
        sharpness = weights["SHARPNESS"] / (1 + weights["SHARPNESS_DECAY"] * rounds)
        z = [sharpness * sum(a * b for a, b in zip(w, p, strict=True)) for p in parts]
        top = max(z)
        norm = top + math.log(sum(math.exp(v - top) for v in z))
        total += sum(y * (v - norm) for v, y in zip(z, shares) if y)
    return total / len(data)


def fit_linear(data: list[Position], decay: float, beta: list[float], steps: int = 4) -> list[float]:
    """Newton's method, from `beta`, on the ridge-penalised conditional logit whose features are each part
    divided by 1 + decay * rounds: beta[0] is SHARPNESS, beta[i] / beta[0] the weight of part i."""
    xs = [([[v / (1 + decay * rounds) for v in p] for p in parts], shares) for rounds, parts, shares in data]
    k = len(beta)
    ridge = L2 * len(xs)
    for _ in range(steps):
        grad = [-ridge * b for b in beta]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for seats, shares in xs:
            z = [sum(b * v for b, v in zip(beta, x)) for x in seats]
            top = max(z)
            e = [math.exp(v - top) for v in z]
            total = sum(e)
            p = [v / total for v in e]
            mean = [sum(pi * x[i] for pi, x in zip(p, seats)) for i in range(k)]
            for x, pi, y in zip(seats, p, shares):
                d = [x[i] - mean[i] for i in range(k)]
                for i in range(k):
                    grad[i] += (y - pi) * x[i]
                    row, pd = hess[i], pi * d[i]
                    for j in range(k):
                        row[j] += pd * d[j]
        beta = [b + step for b, step in zip(beta, solve(hess, grad))]
    return beta


def weights_of(beta: list[float], decay: float) -> dict[str, float]:
    return {"SHARPNESS": beta[0], "SHARPNESS_DECAY": decay, **{t: b / beta[0] for t, b in zip(TERMS, beta[1:])}}


def fit(data: list[Position]) -> dict[str, float]:
    """Golden-section search over SHARPNESS_DECAY in [0, 3] of the likelihood of fit_linear's best (each fit
    starting from the last one's)."""
    beta = fit_linear(data, 1.0, [1.0] + [0.0] * len(TERMS), steps=8)

    def score(decay: float) -> tuple[float, dict[str, float]]:
        nonlocal beta
        beta = fit_linear(data, decay, beta)
        w = weights_of(beta, decay)
        return log_likelihood(data, w), w

    g = (math.sqrt(5) - 1) / 2
    lo, hi = 0.0, 3.0
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = score(a), score(b)
    while hi - lo > 0.01:
        if fa[0] >= fb[0]:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = score(a)
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = score(b)
    return max(fa, fb, key=lambda f: f[0])[1]


def main(argv: list[str]) -> None:
    players, games = int((argv + ["4"])[0]), int((argv + ["4", "400"])[1])
    train, test = positions(players, games, "train"), positions(players, games // 2, "test")
    current = {name: getattr(ai_play, name) for name in ("SHARPNESS", "SHARPNESS_DECAY", *TERMS)}
    fitted = fit(train)
    print(f"{players} players: {games} games to fit ({len(train)} positions), {games // 2} held out "
          f"({len(test)} positions); held-out log-likelihood per position (even chances "
          f"{-math.log(players):.4f}):")
    for name, w in (("current", current), ("fitted", fitted)):
        print(f"  {name} weights: {log_likelihood(test, w):.4f} (fit games {log_likelihood(train, w):.4f})",
              {k: round(v, 3) for k, v in w.items()})


if __name__ == "__main__":
    main(sys.argv[1:])
