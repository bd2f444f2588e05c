from typing import Literal

SparksRemoveMembersDecisionSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_REMOVE_MEMBERS_DECISION_SEAT_VALUES: set[SparksRemoveMembersDecisionSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_remove_members_decision_seat(value: str) -> SparksRemoveMembersDecisionSeat:
    if value in SPARKS_REMOVE_MEMBERS_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_REMOVE_MEMBERS_DECISION_SEAT_VALUES!r}")
