from typing import Literal

SparksGameEndedEventWinnersItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_GAME_ENDED_EVENT_WINNERS_ITEM_VALUES: set[SparksGameEndedEventWinnersItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_game_ended_event_winners_item(value: str) -> SparksGameEndedEventWinnersItem:
    if value in SPARKS_GAME_ENDED_EVENT_WINNERS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_ENDED_EVENT_WINNERS_ITEM_VALUES!r}")
