from typing import Literal

AcresLocationDevelopedEventSeat = Literal["british", "french"]

ACRES_LOCATION_DEVELOPED_EVENT_SEAT_VALUES: set[AcresLocationDevelopedEventSeat] = {
    "british",
    "french",
}


def check_acres_location_developed_event_seat(value: str) -> AcresLocationDevelopedEventSeat:
    if value in ACRES_LOCATION_DEVELOPED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_DEVELOPED_EVENT_SEAT_VALUES!r}")
