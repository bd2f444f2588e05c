"""A Few Acres of Snow: a pure, deterministic rules engine (both editions). The package is the game's Engine
(engine/core.py): game.py's surface, and its `ai` and `orders`."""
from . import ai as ai
from . import orders as orders
from .game import *
