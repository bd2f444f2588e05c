from typing import Literal

PlayerChallengeType = Literal["challenge"]

PLAYER_CHALLENGE_TYPE_VALUES: set[PlayerChallengeType] = {
    "challenge",
}


def check_player_challenge_type(value: str) -> PlayerChallengeType:
    if value in PLAYER_CHALLENGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_CHALLENGE_TYPE_VALUES!r}")
