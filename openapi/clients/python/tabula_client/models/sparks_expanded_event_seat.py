from typing import Literal

SparksExpandedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_EXPANDED_EVENT_SEAT_VALUES: set[SparksExpandedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_expanded_event_seat(value: str) -> SparksExpandedEventSeat:
    if value in SPARKS_EXPANDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_EXPANDED_EVENT_SEAT_VALUES!r}")
