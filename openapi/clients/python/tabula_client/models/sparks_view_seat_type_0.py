from typing import Literal

SparksViewSeatType0 = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_SEAT_TYPE_0_VALUES: set[SparksViewSeatType0] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_seat_type_0(value: str) -> SparksViewSeatType0:
    if value in SPARKS_VIEW_SEAT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_SEAT_TYPE_0_VALUES!r}")
