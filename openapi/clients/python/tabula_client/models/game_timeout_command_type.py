from typing import Literal

GameTimeoutCommandType = Literal["timeout"]

GAME_TIMEOUT_COMMAND_TYPE_VALUES: set[GameTimeoutCommandType] = {
    "timeout",
}


def check_game_timeout_command_type(value: str) -> GameTimeoutCommandType:
    if value in GAME_TIMEOUT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TIMEOUT_COMMAND_TYPE_VALUES!r}")
