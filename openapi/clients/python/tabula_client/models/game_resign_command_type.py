from typing import Literal

GameResignCommandType = Literal["resign"]

GAME_RESIGN_COMMAND_TYPE_VALUES: set[GameResignCommandType] = {
    "resign",
}


def check_game_resign_command_type(value: str) -> GameResignCommandType:
    if value in GAME_RESIGN_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_RESIGN_COMMAND_TYPE_VALUES!r}")
