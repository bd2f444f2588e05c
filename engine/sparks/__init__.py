"""Power Grid: The First Sparks: a pure, deterministic, data-driven rules engine (2-6 players). The package is
the game's Engine (engine/core.py): game.py's surface, and its `ai` and `orders`."""
from . import ai as ai
from . import orders as orders
from .game import *
