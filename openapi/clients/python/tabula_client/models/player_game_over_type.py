from typing import Literal

PlayerGameOverType = Literal["game_over"]

PLAYER_GAME_OVER_TYPE_VALUES: set[PlayerGameOverType] = {
    "game_over",
}


def check_player_game_over_type(value: str) -> PlayerGameOverType:
    if value in PLAYER_GAME_OVER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_GAME_OVER_TYPE_VALUES!r}")
