from typing import Literal

SparksNeutralGrewEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_NEUTRAL_GREW_EVENT_SEAT_VALUES: set[SparksNeutralGrewEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_neutral_grew_event_seat(value: str) -> SparksNeutralGrewEventSeat:
    if value in SPARKS_NEUTRAL_GREW_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_NEUTRAL_GREW_EVENT_SEAT_VALUES!r}")
