from typing import Literal

SparksCardOfferedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_CARD_OFFERED_EVENT_SEAT_VALUES: set[SparksCardOfferedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_card_offered_event_seat(value: str) -> SparksCardOfferedEventSeat:
    if value in SPARKS_CARD_OFFERED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_OFFERED_EVENT_SEAT_VALUES!r}")
