"""Game-agnostic bot levels. `random` is a real level: a uniformly random legal command."""
from __future__ import annotations

import random
from collections import defaultdict

from .core import Json


def random_command(commands: list[Json], rng: random.Random, by_type: bool = False) -> Json:
    """A uniformly random command; with `by_type`, first a random command type, then a command of it
    (so the hundreds of ways to discard do not drown the one way to settle)."""
    if not by_type:
        return rng.choice(commands)
    groups: dict[str, list[Json]] = defaultdict(list)
    for cmd in commands:
        groups[cmd["type"]].append(cmd)
    return rng.choice(groups[rng.choice(sorted(groups))])
