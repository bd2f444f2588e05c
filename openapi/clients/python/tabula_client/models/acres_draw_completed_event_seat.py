from typing import Literal

AcresDrawCompletedEventSeat = Literal["british", "french"]

ACRES_DRAW_COMPLETED_EVENT_SEAT_VALUES: set[AcresDrawCompletedEventSeat] = {
    "british",
    "french",
}


def check_acres_draw_completed_event_seat(value: str) -> AcresDrawCompletedEventSeat:
    if value in ACRES_DRAW_COMPLETED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DRAW_COMPLETED_EVENT_SEAT_VALUES!r}")
