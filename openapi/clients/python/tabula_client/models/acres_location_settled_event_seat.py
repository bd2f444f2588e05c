from typing import Literal

AcresLocationSettledEventSeat = Literal["british", "french"]

ACRES_LOCATION_SETTLED_EVENT_SEAT_VALUES: set[AcresLocationSettledEventSeat] = {
    "british",
    "french",
}


def check_acres_location_settled_event_seat(value: str) -> AcresLocationSettledEventSeat:
    if value in ACRES_LOCATION_SETTLED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_SETTLED_EVENT_SEAT_VALUES!r}")
