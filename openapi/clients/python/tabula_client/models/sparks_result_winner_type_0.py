from typing import Literal

SparksResultWinnerType0 = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_RESULT_WINNER_TYPE_0_VALUES: set[SparksResultWinnerType0] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_result_winner_type_0(value: str) -> SparksResultWinnerType0:
    if value in SPARKS_RESULT_WINNER_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESULT_WINNER_TYPE_0_VALUES!r}")
