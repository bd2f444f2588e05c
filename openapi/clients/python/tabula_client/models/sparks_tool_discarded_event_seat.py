from typing import Literal

SparksToolDiscardedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_TOOL_DISCARDED_EVENT_SEAT_VALUES: set[SparksToolDiscardedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_tool_discarded_event_seat(value: str) -> SparksToolDiscardedEventSeat:
    if value in SPARKS_TOOL_DISCARDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TOOL_DISCARDED_EVENT_SEAT_VALUES!r}")
