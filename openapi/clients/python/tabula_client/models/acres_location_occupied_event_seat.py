from typing import Literal

AcresLocationOccupiedEventSeat = Literal["british", "french"]

ACRES_LOCATION_OCCUPIED_EVENT_SEAT_VALUES: set[AcresLocationOccupiedEventSeat] = {
    "british",
    "french",
}


def check_acres_location_occupied_event_seat(value: str) -> AcresLocationOccupiedEventSeat:
    if value in ACRES_LOCATION_OCCUPIED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_OCCUPIED_EVENT_SEAT_VALUES!r}")
