from typing import Literal

SparksViewResultType0WinnerType0 = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_RESULT_TYPE_0_WINNER_TYPE_0_VALUES: set[SparksViewResultType0WinnerType0] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_result_type_0_winner_type_0(value: str) -> SparksViewResultType0WinnerType0:
    if value in SPARKS_VIEW_RESULT_TYPE_0_WINNER_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_RESULT_TYPE_0_WINNER_TYPE_0_VALUES!r}")
