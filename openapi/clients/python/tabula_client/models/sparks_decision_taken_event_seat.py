from typing import Literal

SparksDecisionTakenEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_DECISION_TAKEN_EVENT_SEAT_VALUES: set[SparksDecisionTakenEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_decision_taken_event_seat(value: str) -> SparksDecisionTakenEventSeat:
    if value in SPARKS_DECISION_TAKEN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_TAKEN_EVENT_SEAT_VALUES!r}")
