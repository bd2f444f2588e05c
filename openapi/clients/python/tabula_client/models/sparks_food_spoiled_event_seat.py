from typing import Literal

SparksFoodSpoiledEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_FOOD_SPOILED_EVENT_SEAT_VALUES: set[SparksFoodSpoiledEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_food_spoiled_event_seat(value: str) -> SparksFoodSpoiledEventSeat:
    if value in SPARKS_FOOD_SPOILED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_FOOD_SPOILED_EVENT_SEAT_VALUES!r}")
