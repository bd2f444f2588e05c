from typing import Literal

SparksViewOptionsBoard = Literal["laid", "random"]

SPARKS_VIEW_OPTIONS_BOARD_VALUES: set[SparksViewOptionsBoard] = {
    "laid",
    "random",
}


def check_sparks_view_options_board(value: str) -> SparksViewOptionsBoard:
    if value in SPARKS_VIEW_OPTIONS_BOARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_OPTIONS_BOARD_VALUES!r}")
