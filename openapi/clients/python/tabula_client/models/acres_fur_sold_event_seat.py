from typing import Literal

AcresFurSoldEventSeat = Literal["british", "french"]

ACRES_FUR_SOLD_EVENT_SEAT_VALUES: set[AcresFurSoldEventSeat] = {
    "british",
    "french",
}


def check_acres_fur_sold_event_seat(value: str) -> AcresFurSoldEventSeat:
    if value in ACRES_FUR_SOLD_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_FUR_SOLD_EVENT_SEAT_VALUES!r}")
