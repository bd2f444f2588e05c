from typing import Literal

PlayerYourTurnKind = Literal["response", "turn"]

PLAYER_YOUR_TURN_KIND_VALUES: set[PlayerYourTurnKind] = {
    "response",
    "turn",
}


def check_player_your_turn_kind(value: str) -> PlayerYourTurnKind:
    if value in PLAYER_YOUR_TURN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_YOUR_TURN_KIND_VALUES!r}")
