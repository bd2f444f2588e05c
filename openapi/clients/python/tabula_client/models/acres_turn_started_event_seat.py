from typing import Literal

AcresTurnStartedEventSeat = Literal["british", "french"]

ACRES_TURN_STARTED_EVENT_SEAT_VALUES: set[AcresTurnStartedEventSeat] = {
    "british",
    "french",
}


def check_acres_turn_started_event_seat(value: str) -> AcresTurnStartedEventSeat:
    if value in ACRES_TURN_STARTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TURN_STARTED_EVENT_SEAT_VALUES!r}")
