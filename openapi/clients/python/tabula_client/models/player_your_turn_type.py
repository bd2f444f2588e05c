from typing import Literal

PlayerYourTurnType = Literal["your_turn"]

PLAYER_YOUR_TURN_TYPE_VALUES: set[PlayerYourTurnType] = {
    "your_turn",
}


def check_player_your_turn_type(value: str) -> PlayerYourTurnType:
    if value in PLAYER_YOUR_TURN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_YOUR_TURN_TYPE_VALUES!r}")
