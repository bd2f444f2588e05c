from typing import Literal

PlayerReadyType = Literal["ready"]

PLAYER_READY_TYPE_VALUES: set[PlayerReadyType] = {
    "ready",
}


def check_player_ready_type(value: str) -> PlayerReadyType:
    if value in PLAYER_READY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_READY_TYPE_VALUES!r}")
