from typing import Literal

SparksPositionDoneItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_DONE_ITEM_VALUES: set[SparksPositionDoneItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_done_item(value: str) -> SparksPositionDoneItem:
    if value in SPARKS_POSITION_DONE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_DONE_ITEM_VALUES!r}")
