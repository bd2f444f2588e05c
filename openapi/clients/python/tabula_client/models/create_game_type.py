from typing import Literal

CreateGameType = Literal["acres", "sparks"]

CREATE_GAME_TYPE_VALUES: set[CreateGameType] = {
    "acres",
    "sparks",
}


def check_create_game_type(value: str) -> CreateGameType:
    if value in CREATE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_GAME_TYPE_VALUES!r}")
