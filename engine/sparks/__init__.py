"""Power Grid: The First Sparks: a pure, deterministic, data-driven rules engine (2-6 players). The package is
the game's Engine (engine/core.py): game.py's surface, `position_from_view` (from_view.py), and its `ai` and
`orders`."""
from . import ai as ai
from . import orders as orders
from .from_view import position_from_view as position_from_view
from .game import *
