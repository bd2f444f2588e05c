from typing import Literal

AcresLocationRaidedEventSeat = Literal["british", "french"]

ACRES_LOCATION_RAIDED_EVENT_SEAT_VALUES: set[AcresLocationRaidedEventSeat] = {
    "british",
    "french",
}


def check_acres_location_raided_event_seat(value: str) -> AcresLocationRaidedEventSeat:
    if value in ACRES_LOCATION_RAIDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_RAIDED_EVENT_SEAT_VALUES!r}")
