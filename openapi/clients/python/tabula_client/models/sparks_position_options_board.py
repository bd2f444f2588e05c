from typing import Literal

SparksPositionOptionsBoard = Literal["laid", "random"]

SPARKS_POSITION_OPTIONS_BOARD_VALUES: set[SparksPositionOptionsBoard] = {
    "laid",
    "random",
}


def check_sparks_position_options_board(value: str) -> SparksPositionOptionsBoard:
    if value in SPARKS_POSITION_OPTIONS_BOARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_OPTIONS_BOARD_VALUES!r}")
