from typing import Literal

AcresIntendantUsedEventSeat = Literal["british", "french"]

ACRES_INTENDANT_USED_EVENT_SEAT_VALUES: set[AcresIntendantUsedEventSeat] = {
    "british",
    "french",
}


def check_acres_intendant_used_event_seat(value: str) -> AcresIntendantUsedEventSeat:
    if value in ACRES_INTENDANT_USED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_INTENDANT_USED_EVENT_SEAT_VALUES!r}")
