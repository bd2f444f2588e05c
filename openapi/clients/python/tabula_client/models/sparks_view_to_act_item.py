from typing import Literal

SparksViewToActItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_TO_ACT_ITEM_VALUES: set[SparksViewToActItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_to_act_item(value: str) -> SparksViewToActItem:
    if value in SPARKS_VIEW_TO_ACT_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_TO_ACT_ITEM_VALUES!r}")
