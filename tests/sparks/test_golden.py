"""Golden playthroughs for 2, 4 and 6 players. After a deliberate change, regenerate them with
`GOLDEN_UPDATE=1 .venv/bin/python -m pytest tests/sparks/test_golden.py -n 0` and read the diff before
committing."""
import os

import pytest

from .golden import GAMES, HERE, render


@pytest.mark.parametrize("players", sorted(GAMES))
def test_FS_ROUND_1_golden_playthrough(players: int) -> None:
    path = HERE / f"{players}p.txt"
    text = render(players)
    if os.environ.get("GOLDEN_UPDATE"):
        HERE.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text
