from typing import Literal

AcresRedrawDeclinedEventSeat = Literal["british", "french"]

ACRES_REDRAW_DECLINED_EVENT_SEAT_VALUES: set[AcresRedrawDeclinedEventSeat] = {
    "british",
    "french",
}


def check_acres_redraw_declined_event_seat(value: str) -> AcresRedrawDeclinedEventSeat:
    if value in ACRES_REDRAW_DECLINED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DECLINED_EVENT_SEAT_VALUES!r}")
