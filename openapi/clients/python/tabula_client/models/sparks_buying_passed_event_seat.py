from typing import Literal

SparksBuyingPassedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_BUYING_PASSED_EVENT_SEAT_VALUES: set[SparksBuyingPassedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_buying_passed_event_seat(value: str) -> SparksBuyingPassedEventSeat:
    if value in SPARKS_BUYING_PASSED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BUYING_PASSED_EVENT_SEAT_VALUES!r}")
