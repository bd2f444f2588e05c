from typing import Literal

SparksGameEndedEventType = Literal["GameEnded"]

SPARKS_GAME_ENDED_EVENT_TYPE_VALUES: set[SparksGameEndedEventType] = {
    "GameEnded",
}


def check_sparks_game_ended_event_type(value: str) -> SparksGameEndedEventType:
    if value in SPARKS_GAME_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_ENDED_EVENT_TYPE_VALUES!r}")
