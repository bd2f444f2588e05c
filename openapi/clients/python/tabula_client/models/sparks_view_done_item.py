from typing import Literal

SparksViewDoneItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_DONE_ITEM_VALUES: set[SparksViewDoneItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_done_item(value: str) -> SparksViewDoneItem:
    if value in SPARKS_VIEW_DONE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_DONE_ITEM_VALUES!r}")
