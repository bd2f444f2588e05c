from typing import Literal

SparksResultWinnersItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_RESULT_WINNERS_ITEM_VALUES: set[SparksResultWinnersItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_result_winners_item(value: str) -> SparksResultWinnersItem:
    if value in SPARKS_RESULT_WINNERS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESULT_WINNERS_ITEM_VALUES!r}")
