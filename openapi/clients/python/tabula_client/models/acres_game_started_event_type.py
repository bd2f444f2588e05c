from typing import Literal

AcresGameStartedEventType = Literal["GameStarted"]

ACRES_GAME_STARTED_EVENT_TYPE_VALUES: set[AcresGameStartedEventType] = {
    "GameStarted",
}


def check_acres_game_started_event_type(value: str) -> AcresGameStartedEventType:
    if value in ACRES_GAME_STARTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_GAME_STARTED_EVENT_TYPE_VALUES!r}")
