from typing import Literal

SeatSpecKind = Literal["ai", "human", "open", "player"]

SEAT_SPEC_KIND_VALUES: set[SeatSpecKind] = {
    "ai",
    "human",
    "open",
    "player",
}


def check_seat_spec_kind(value: str) -> SeatSpecKind:
    if value in SEAT_SPEC_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_SPEC_KIND_VALUES!r}")
