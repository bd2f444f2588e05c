from typing import Literal

SparksPositionSeatsItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_SEATS_ITEM_VALUES: set[SparksPositionSeatsItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_seats_item(value: str) -> SparksPositionSeatsItem:
    if value in SPARKS_POSITION_SEATS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_SEATS_ITEM_VALUES!r}")
