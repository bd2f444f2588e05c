"""The games this server knows, by name (like python-chess's find_variant)."""
from __future__ import annotations

from types import ModuleType

from . import acres, sparks

GAMES: dict[str, ModuleType] = {acres.name: acres, sparks.name: sparks}


def get(name: str) -> ModuleType:
    """Raises KeyError for an unknown game."""
    return GAMES[name]
