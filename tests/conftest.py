import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import registry
from engine.core import Engine
from tests import toygame


@contextmanager
def registered(*games: Engine) -> Iterator[None]:
    """`games` in registry.GAMES, next to the real ones, for the time of a block: the test game is registered the
    way a new game is (`registry.register`), yet never reaches what the committed OpenAPI document or the SDKs
    are generated from, nor the other tests."""
    before = dict(registry.GAMES)
    for game in games:
        registry.register(game)
    try:
        yield
    finally:
        registry.GAMES.clear()
        registry.GAMES.update(before)


@pytest.fixture
def with_toygame() -> Iterator[Engine]:
    """Goofspiel (tests/toygame) registered for the test."""
    with registered(toygame):
        yield registry.get(toygame.name)
