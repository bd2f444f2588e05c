"""Golden playthroughs, one per edition. After a deliberate change, regenerate them with
`GOLDEN_UPDATE=1 ./scripts/test tests/acres/test_golden.py` and read the diff before committing."""
import os

import pytest

from .golden import GAMES, HERE, render


@pytest.mark.parametrize("edition", sorted(GAMES))
def test_golden_playthrough(edition: str) -> None:
    path = HERE / f"{edition}.txt"
    text = render(edition)
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text
