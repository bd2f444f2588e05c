from typing import Literal

AcresAmbushBlockedEventSeat = Literal["british", "french"]

ACRES_AMBUSH_BLOCKED_EVENT_SEAT_VALUES: set[AcresAmbushBlockedEventSeat] = {
    "british",
    "french",
}


def check_acres_ambush_blocked_event_seat(value: str) -> AcresAmbushBlockedEventSeat:
    if value in ACRES_AMBUSH_BLOCKED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_BLOCKED_EVENT_SEAT_VALUES!r}")
