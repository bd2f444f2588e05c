"""Power Grid: The First Sparks: a pure, deterministic, data-driven rules engine (2-6 players)."""
from . import ai, orders  # noqa: F401  (the Engine protocol's `ai` and `orders`)
from .game import *
from .game import __all__  # noqa: F401
