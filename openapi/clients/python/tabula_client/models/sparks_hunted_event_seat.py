from typing import Literal

SparksHuntedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_HUNTED_EVENT_SEAT_VALUES: set[SparksHuntedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_hunted_event_seat(value: str) -> SparksHuntedEventSeat:
    if value in SPARKS_HUNTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_HUNTED_EVENT_SEAT_VALUES!r}")
