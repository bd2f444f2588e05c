from typing import Literal

SparksPositionResultType0WinnersItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_RESULT_TYPE_0_WINNERS_ITEM_VALUES: set[SparksPositionResultType0WinnersItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_result_type_0_winners_item(value: str) -> SparksPositionResultType0WinnersItem:
    if value in SPARKS_POSITION_RESULT_TYPE_0_WINNERS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_RESULT_TYPE_0_WINNERS_ITEM_VALUES!r}"
    )
