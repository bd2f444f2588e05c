from typing import Literal

SparksMemberPlacedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_MEMBER_PLACED_EVENT_SEAT_VALUES: set[SparksMemberPlacedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_member_placed_event_seat(value: str) -> SparksMemberPlacedEventSeat:
    if value in SPARKS_MEMBER_PLACED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBER_PLACED_EVENT_SEAT_VALUES!r}")
