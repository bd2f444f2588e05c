from typing import Literal

AcresGameEndedEventType = Literal["GameEnded"]

ACRES_GAME_ENDED_EVENT_TYPE_VALUES: set[AcresGameEndedEventType] = {
    "GameEnded",
}


def check_acres_game_ended_event_type(value: str) -> AcresGameEndedEventType:
    if value in ACRES_GAME_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_GAME_ENDED_EVENT_TYPE_VALUES!r}")
