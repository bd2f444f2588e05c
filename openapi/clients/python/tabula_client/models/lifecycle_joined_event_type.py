from typing import Literal

LifecycleJoinedEventType = Literal["Joined"]

LIFECYCLE_JOINED_EVENT_TYPE_VALUES: set[LifecycleJoinedEventType] = {
    "Joined",
}


def check_lifecycle_joined_event_type(value: str) -> LifecycleJoinedEventType:
    if value in LIFECYCLE_JOINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_JOINED_EVENT_TYPE_VALUES!r}")
