from typing import Literal

AcresHomeSupportPlayedEventSeat = Literal["british", "french"]

ACRES_HOME_SUPPORT_PLAYED_EVENT_SEAT_VALUES: set[AcresHomeSupportPlayedEventSeat] = {
    "british",
    "french",
}


def check_acres_home_support_played_event_seat(value: str) -> AcresHomeSupportPlayedEventSeat:
    if value in ACRES_HOME_SUPPORT_PLAYED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HOME_SUPPORT_PLAYED_EVENT_SEAT_VALUES!r}")
