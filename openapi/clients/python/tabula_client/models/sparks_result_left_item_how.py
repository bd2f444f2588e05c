from typing import Literal

SparksResultLeftItemHow = Literal["resigned", "timeout"]

SPARKS_RESULT_LEFT_ITEM_HOW_VALUES: set[SparksResultLeftItemHow] = {
    "resigned",
    "timeout",
}


def check_sparks_result_left_item_how(value: str) -> SparksResultLeftItemHow:
    if value in SPARKS_RESULT_LEFT_ITEM_HOW_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESULT_LEFT_ITEM_HOW_VALUES!r}")
