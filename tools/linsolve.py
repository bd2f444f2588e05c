"""Gauss-Jordan elimination, for the Newton steps of the evaluation fits (tools/*_eval_fit.py)."""
from __future__ import annotations


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b, by Gauss-Jordan elimination with partial pivoting (a few unknowns)."""
    n = len(b)
    rows = [a[i][:] + [b[i]] for i in range(n)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(rows[r][c]))
        rows[c], rows[pivot] = rows[pivot], rows[c]
        for r in range(n):
            if r != c:
                f = rows[r][c] / rows[c][c]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[c])]
    return [rows[i][n] / rows[i][i] for i in range(n)]
