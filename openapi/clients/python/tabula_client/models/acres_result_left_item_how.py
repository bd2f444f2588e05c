from typing import Literal

AcresResultLeftItemHow = Literal["resigned", "timeout"]

ACRES_RESULT_LEFT_ITEM_HOW_VALUES: set[AcresResultLeftItemHow] = {
    "resigned",
    "timeout",
}


def check_acres_result_left_item_how(value: str) -> AcresResultLeftItemHow:
    if value in ACRES_RESULT_LEFT_ITEM_HOW_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESULT_LEFT_ITEM_HOW_VALUES!r}")
