from typing import Literal

SparksMembersRemovedEventReason = Literal["FS-FEED-2"]

SPARKS_MEMBERS_REMOVED_EVENT_REASON_VALUES: set[SparksMembersRemovedEventReason] = {
    "FS-FEED-2",
}


def check_sparks_members_removed_event_reason(value: str) -> SparksMembersRemovedEventReason:
    if value in SPARKS_MEMBERS_REMOVED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBERS_REMOVED_EVENT_REASON_VALUES!r}")
