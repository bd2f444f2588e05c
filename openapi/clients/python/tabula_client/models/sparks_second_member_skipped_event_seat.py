from typing import Literal

SparksSecondMemberSkippedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_SECOND_MEMBER_SKIPPED_EVENT_SEAT_VALUES: set[SparksSecondMemberSkippedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_second_member_skipped_event_seat(value: str) -> SparksSecondMemberSkippedEventSeat:
    if value in SPARKS_SECOND_MEMBER_SKIPPED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_SECOND_MEMBER_SKIPPED_EVENT_SEAT_VALUES!r}")
