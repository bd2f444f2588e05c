"""For mypy only (tests/toygame/test_goofspiel.py runs it): the package is an engine.core.Engine."""
from engine.core import Engine
from tests import toygame

ENGINE: Engine = toygame
