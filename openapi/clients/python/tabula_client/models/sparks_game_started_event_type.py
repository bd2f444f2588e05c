from typing import Literal

SparksGameStartedEventType = Literal["GameStarted"]

SPARKS_GAME_STARTED_EVENT_TYPE_VALUES: set[SparksGameStartedEventType] = {
    "GameStarted",
}


def check_sparks_game_started_event_type(value: str) -> SparksGameStartedEventType:
    if value in SPARKS_GAME_STARTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_STARTED_EVENT_TYPE_VALUES!r}")
