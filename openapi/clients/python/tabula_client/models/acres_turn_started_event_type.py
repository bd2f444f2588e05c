from typing import Literal

AcresTurnStartedEventType = Literal["TurnStarted"]

ACRES_TURN_STARTED_EVENT_TYPE_VALUES: set[AcresTurnStartedEventType] = {
    "TurnStarted",
}


def check_acres_turn_started_event_type(value: str) -> AcresTurnStartedEventType:
    if value in ACRES_TURN_STARTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TURN_STARTED_EVENT_TYPE_VALUES!r}")
