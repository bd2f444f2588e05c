from typing import Literal

SparksDiscardToolDecisionSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_DISCARD_TOOL_DECISION_SEAT_VALUES: set[SparksDiscardToolDecisionSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_discard_tool_decision_seat(value: str) -> SparksDiscardToolDecisionSeat:
    if value in SPARKS_DISCARD_TOOL_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DISCARD_TOOL_DECISION_SEAT_VALUES!r}")
