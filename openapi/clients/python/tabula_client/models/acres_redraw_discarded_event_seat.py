from typing import Literal

AcresRedrawDiscardedEventSeat = Literal["british", "french"]

ACRES_REDRAW_DISCARDED_EVENT_SEAT_VALUES: set[AcresRedrawDiscardedEventSeat] = {
    "british",
    "french",
}


def check_acres_redraw_discarded_event_seat(value: str) -> AcresRedrawDiscardedEventSeat:
    if value in ACRES_REDRAW_DISCARDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DISCARDED_EVENT_SEAT_VALUES!r}")
