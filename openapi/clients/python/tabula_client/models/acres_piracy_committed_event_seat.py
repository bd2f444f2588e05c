from typing import Literal

AcresPiracyCommittedEventSeat = Literal["british", "french"]

ACRES_PIRACY_COMMITTED_EVENT_SEAT_VALUES: set[AcresPiracyCommittedEventSeat] = {
    "british",
    "french",
}


def check_acres_piracy_committed_event_seat(value: str) -> AcresPiracyCommittedEventSeat:
    if value in ACRES_PIRACY_COMMITTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PIRACY_COMMITTED_EVENT_SEAT_VALUES!r}")
