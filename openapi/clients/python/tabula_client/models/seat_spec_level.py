from typing import Literal

SeatSpecLevel = Literal["heuristic", "random", "search"]

SEAT_SPEC_LEVEL_VALUES: set[SeatSpecLevel] = {
    "heuristic",
    "random",
    "search",
}


def check_seat_spec_level(value: str) -> SeatSpecLevel:
    if value in SEAT_SPEC_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_SPEC_LEVEL_VALUES!r}")
