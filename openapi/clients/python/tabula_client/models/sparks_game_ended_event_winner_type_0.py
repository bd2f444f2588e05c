from typing import Literal

SparksGameEndedEventWinnerType0 = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_GAME_ENDED_EVENT_WINNER_TYPE_0_VALUES: set[SparksGameEndedEventWinnerType0] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_game_ended_event_winner_type_0(value: str) -> SparksGameEndedEventWinnerType0:
    if value in SPARKS_GAME_ENDED_EVENT_WINNER_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_ENDED_EVENT_WINNER_TYPE_0_VALUES!r}")
