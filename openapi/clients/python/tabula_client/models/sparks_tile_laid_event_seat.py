from typing import Literal

SparksTileLaidEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_TILE_LAID_EVENT_SEAT_VALUES: set[SparksTileLaidEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_tile_laid_event_seat(value: str) -> SparksTileLaidEventSeat:
    if value in SPARKS_TILE_LAID_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TILE_LAID_EVENT_SEAT_VALUES!r}")
