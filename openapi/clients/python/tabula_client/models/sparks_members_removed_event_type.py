from typing import Literal

SparksMembersRemovedEventType = Literal["MembersRemoved"]

SPARKS_MEMBERS_REMOVED_EVENT_TYPE_VALUES: set[SparksMembersRemovedEventType] = {
    "MembersRemoved",
}


def check_sparks_members_removed_event_type(value: str) -> SparksMembersRemovedEventType:
    if value in SPARKS_MEMBERS_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBERS_REMOVED_EVENT_TYPE_VALUES!r}")
