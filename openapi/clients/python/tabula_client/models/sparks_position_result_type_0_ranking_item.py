from typing import Literal

SparksPositionResultType0RankingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_RESULT_TYPE_0_RANKING_ITEM_VALUES: set[SparksPositionResultType0RankingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_result_type_0_ranking_item(value: str) -> SparksPositionResultType0RankingItem:
    if value in SPARKS_POSITION_RESULT_TYPE_0_RANKING_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_RESULT_TYPE_0_RANKING_ITEM_VALUES!r}"
    )
