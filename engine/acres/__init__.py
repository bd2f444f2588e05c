"""A Few Acres of Snow: a pure, deterministic rules engine (both editions)."""
from .game import *  # noqa: F401,F403
from .game import __all__  # noqa: F401
from . import ai, orders  # noqa: E402,F401  (the Engine protocol's `ai` and `orders`)
