from typing import Literal

PlayerGameStartedType = Literal["game_started"]

PLAYER_GAME_STARTED_TYPE_VALUES: set[PlayerGameStartedType] = {
    "game_started",
}


def check_player_game_started_type(value: str) -> PlayerGameStartedType:
    if value in PLAYER_GAME_STARTED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_GAME_STARTED_TYPE_VALUES!r}")
