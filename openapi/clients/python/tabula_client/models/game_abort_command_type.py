from typing import Literal

GameAbortCommandType = Literal["abort"]

GAME_ABORT_COMMAND_TYPE_VALUES: set[GameAbortCommandType] = {
    "abort",
}


def check_game_abort_command_type(value: str) -> GameAbortCommandType:
    if value in GAME_ABORT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_ABORT_COMMAND_TYPE_VALUES!r}")
