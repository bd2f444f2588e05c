from typing import Literal

AcresNativesDemandedEventSeat = Literal["british", "french"]

ACRES_NATIVES_DEMANDED_EVENT_SEAT_VALUES: set[AcresNativesDemandedEventSeat] = {
    "british",
    "french",
}


def check_acres_natives_demanded_event_seat(value: str) -> AcresNativesDemandedEventSeat:
    if value in ACRES_NATIVES_DEMANDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_DEMANDED_EVENT_SEAT_VALUES!r}")
