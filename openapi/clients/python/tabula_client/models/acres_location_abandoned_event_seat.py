from typing import Literal

AcresLocationAbandonedEventSeat = Literal["british", "french"]

ACRES_LOCATION_ABANDONED_EVENT_SEAT_VALUES: set[AcresLocationAbandonedEventSeat] = {
    "british",
    "french",
}


def check_acres_location_abandoned_event_seat(value: str) -> AcresLocationAbandonedEventSeat:
    if value in ACRES_LOCATION_ABANDONED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_ABANDONED_EVENT_SEAT_VALUES!r}")
