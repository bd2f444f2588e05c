from typing import Literal

SparksViewResultType0WinnersItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_RESULT_TYPE_0_WINNERS_ITEM_VALUES: set[SparksViewResultType0WinnersItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_result_type_0_winners_item(value: str) -> SparksViewResultType0WinnersItem:
    if value in SPARKS_VIEW_RESULT_TYPE_0_WINNERS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_RESULT_TYPE_0_WINNERS_ITEM_VALUES!r}")
