from typing import Literal

SparksMemberPlacedEventType = Literal["MemberPlaced"]

SPARKS_MEMBER_PLACED_EVENT_TYPE_VALUES: set[SparksMemberPlacedEventType] = {
    "MemberPlaced",
}


def check_sparks_member_placed_event_type(value: str) -> SparksMemberPlacedEventType:
    if value in SPARKS_MEMBER_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBER_PLACED_EVENT_TYPE_VALUES!r}")
