from typing import Literal

AcresReshufflePaidEventSeat = Literal["british", "french"]

ACRES_RESHUFFLE_PAID_EVENT_SEAT_VALUES: set[AcresReshufflePaidEventSeat] = {
    "british",
    "french",
}


def check_acres_reshuffle_paid_event_seat(value: str) -> AcresReshufflePaidEventSeat:
    if value in ACRES_RESHUFFLE_PAID_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_PAID_EVENT_SEAT_VALUES!r}")
