from typing import Literal

AcresNativesGivenEventSeat = Literal["british", "french"]

ACRES_NATIVES_GIVEN_EVENT_SEAT_VALUES: set[AcresNativesGivenEventSeat] = {
    "british",
    "french",
}


def check_acres_natives_given_event_seat(value: str) -> AcresNativesGivenEventSeat:
    if value in ACRES_NATIVES_GIVEN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_GIVEN_EVENT_SEAT_VALUES!r}")
