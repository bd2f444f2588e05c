from typing import Literal

SparksResultRankingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_RESULT_RANKING_ITEM_VALUES: set[SparksResultRankingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_result_ranking_item(value: str) -> SparksResultRankingItem:
    if value in SPARKS_RESULT_RANKING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESULT_RANKING_ITEM_VALUES!r}")
