from typing import Literal

SparksDecisionRequestedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_DECISION_REQUESTED_EVENT_SEAT_VALUES: set[SparksDecisionRequestedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_decision_requested_event_seat(value: str) -> SparksDecisionRequestedEventSeat:
    if value in SPARKS_DECISION_REQUESTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_REQUESTED_EVENT_SEAT_VALUES!r}")
