from typing import Literal

AcresLocationFortifiedEventSeat = Literal["british", "french"]

ACRES_LOCATION_FORTIFIED_EVENT_SEAT_VALUES: set[AcresLocationFortifiedEventSeat] = {
    "british",
    "french",
}


def check_acres_location_fortified_event_seat(value: str) -> AcresLocationFortifiedEventSeat:
    if value in ACRES_LOCATION_FORTIFIED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_FORTIFIED_EVENT_SEAT_VALUES!r}")
