"""Power Grid: The First Sparks: a pure, deterministic, data-driven rules engine (2-6 players)."""
from .game import *
from .game import __all__  # noqa: F401
from . import ai, orders  # noqa: E402,F401  (the Engine protocol's `ai` and `orders`)
