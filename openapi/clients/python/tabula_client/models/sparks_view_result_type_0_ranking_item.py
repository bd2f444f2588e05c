from typing import Literal

SparksViewResultType0RankingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_RESULT_TYPE_0_RANKING_ITEM_VALUES: set[SparksViewResultType0RankingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_result_type_0_ranking_item(value: str) -> SparksViewResultType0RankingItem:
    if value in SPARKS_VIEW_RESULT_TYPE_0_RANKING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_RESULT_TYPE_0_RANKING_ITEM_VALUES!r}")
