from typing import Literal

AcresPositionGame = Literal["acres"]

ACRES_POSITION_GAME_VALUES: set[AcresPositionGame] = {
    "acres",
}


def check_acres_position_game(value: str) -> AcresPositionGame:
    if value in ACRES_POSITION_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_GAME_VALUES!r}")
