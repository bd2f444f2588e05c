from typing import Literal

AcresOccupationDeclinedEventSeat = Literal["british", "french"]

ACRES_OCCUPATION_DECLINED_EVENT_SEAT_VALUES: set[AcresOccupationDeclinedEventSeat] = {
    "british",
    "french",
}


def check_acres_occupation_declined_event_seat(value: str) -> AcresOccupationDeclinedEventSeat:
    if value in ACRES_OCCUPATION_DECLINED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPATION_DECLINED_EVENT_SEAT_VALUES!r}")
