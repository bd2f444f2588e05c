from typing import Literal

SparksKeepOrBoxDecisionSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_KEEP_OR_BOX_DECISION_SEAT_VALUES: set[SparksKeepOrBoxDecisionSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_keep_or_box_decision_seat(value: str) -> SparksKeepOrBoxDecisionSeat:
    if value in SPARKS_KEEP_OR_BOX_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_KEEP_OR_BOX_DECISION_SEAT_VALUES!r}")
