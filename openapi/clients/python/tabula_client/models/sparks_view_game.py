from typing import Literal

SparksViewGame = Literal["sparks"]

SPARKS_VIEW_GAME_VALUES: set[SparksViewGame] = {
    "sparks",
}


def check_sparks_view_game(value: str) -> SparksViewGame:
    if value in SPARKS_VIEW_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_GAME_VALUES!r}")
