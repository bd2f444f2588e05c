from typing import Literal

SparksGameEndedEventRankingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_GAME_ENDED_EVENT_RANKING_ITEM_VALUES: set[SparksGameEndedEventRankingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_game_ended_event_ranking_item(value: str) -> SparksGameEndedEventRankingItem:
    if value in SPARKS_GAME_ENDED_EVENT_RANKING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_ENDED_EVENT_RANKING_ITEM_VALUES!r}")
