from typing import Literal

SparksFedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_FED_EVENT_SEAT_VALUES: set[SparksFedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_fed_event_seat(value: str) -> SparksFedEventSeat:
    if value in SPARKS_FED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_FED_EVENT_SEAT_VALUES!r}")
