"""What every conformance test module shares: the names of the games under test (the real games and the test
game) and the `game` fixture, which gives each of them in turn with the test game registered."""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from engine import registry
from engine.core import Engine

from .. import toygame
from ..conftest import registered

with registered(toygame):
    NAMES = sorted(registry.GAMES)  # the real games and the test game


@pytest.fixture(params=NAMES)
def game(request: pytest.FixtureRequest) -> Iterator[Engine]:
    with registered(toygame):
        yield registry.get(request.param)


def dump(value: Any) -> str:
    """JSON with sorted keys: equal values, equal strings."""
    return json.dumps(value, sort_keys=True)
