"""The games this server knows, by name (like python-chess's find_variant): the one place that turns a game's
name into its engine. A new game is a package of engine/ plus one line here."""
from __future__ import annotations

from . import acres, sparks
from .core import Engine

GAMES: dict[str, Engine] = {}


def register(game: Engine) -> Engine:
    """Adds `game` under its name (tests register games of their own this way); the game is returned."""
    GAMES[game.name] = game
    return game


def get(name: str) -> Engine:
    """Raises KeyError for an unknown game."""
    return GAMES[name]


register(acres)
register(sparks)
