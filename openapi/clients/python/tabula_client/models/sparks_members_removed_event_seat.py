from typing import Literal

SparksMembersRemovedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_MEMBERS_REMOVED_EVENT_SEAT_VALUES: set[SparksMembersRemovedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_members_removed_event_seat(value: str) -> SparksMembersRemovedEventSeat:
    if value in SPARKS_MEMBERS_REMOVED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBERS_REMOVED_EVENT_SEAT_VALUES!r}")
