"""Tools that are neither jobs nor benchmarks, each run as `python -m tools.<name>`: the arena (AI against AI,
win rates and the balance lab) and the fits of the evaluation weights."""
