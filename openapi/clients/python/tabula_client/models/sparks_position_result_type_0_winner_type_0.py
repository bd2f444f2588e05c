from typing import Literal

SparksPositionResultType0WinnerType0 = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_RESULT_TYPE_0_WINNER_TYPE_0_VALUES: set[SparksPositionResultType0WinnerType0] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_result_type_0_winner_type_0(value: str) -> SparksPositionResultType0WinnerType0:
    if value in SPARKS_POSITION_RESULT_TYPE_0_WINNER_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_RESULT_TYPE_0_WINNER_TYPE_0_VALUES!r}"
    )
