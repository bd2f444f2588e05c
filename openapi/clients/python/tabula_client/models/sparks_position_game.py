from typing import Literal

SparksPositionGame = Literal["sparks"]

SPARKS_POSITION_GAME_VALUES: set[SparksPositionGame] = {
    "sparks",
}


def check_sparks_position_game(value: str) -> SparksPositionGame:
    if value in SPARKS_POSITION_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_GAME_VALUES!r}")
