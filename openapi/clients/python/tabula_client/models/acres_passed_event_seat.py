from typing import Literal

AcresPassedEventSeat = Literal["british", "french"]

ACRES_PASSED_EVENT_SEAT_VALUES: set[AcresPassedEventSeat] = {
    "british",
    "french",
}


def check_acres_passed_event_seat(value: str) -> AcresPassedEventSeat:
    if value in ACRES_PASSED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PASSED_EVENT_SEAT_VALUES!r}")
