from typing import Literal

SparksSecondMemberSkippedEventType = Literal["SecondMemberSkipped"]

SPARKS_SECOND_MEMBER_SKIPPED_EVENT_TYPE_VALUES: set[SparksSecondMemberSkippedEventType] = {
    "SecondMemberSkipped",
}


def check_sparks_second_member_skipped_event_type(value: str) -> SparksSecondMemberSkippedEventType:
    if value in SPARKS_SECOND_MEMBER_SKIPPED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_SECOND_MEMBER_SKIPPED_EVENT_TYPE_VALUES!r}")
