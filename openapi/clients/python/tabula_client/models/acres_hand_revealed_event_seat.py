from typing import Literal

AcresHandRevealedEventSeat = Literal["british", "french"]

ACRES_HAND_REVEALED_EVENT_SEAT_VALUES: set[AcresHandRevealedEventSeat] = {
    "british",
    "french",
}


def check_acres_hand_revealed_event_seat(value: str) -> AcresHandRevealedEventSeat:
    if value in ACRES_HAND_REVEALED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HAND_REVEALED_EVENT_SEAT_VALUES!r}")
