from typing import Literal

GameClaimTimeoutCommandType = Literal["claim_timeout"]

GAME_CLAIM_TIMEOUT_COMMAND_TYPE_VALUES: set[GameClaimTimeoutCommandType] = {
    "claim_timeout",
}


def check_game_claim_timeout_command_type(value: str) -> GameClaimTimeoutCommandType:
    if value in GAME_CLAIM_TIMEOUT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_CLAIM_TIMEOUT_COMMAND_TYPE_VALUES!r}")
