from typing import Literal

LifecycleStartedEventType = Literal["Started"]

LIFECYCLE_STARTED_EVENT_TYPE_VALUES: set[LifecycleStartedEventType] = {
    "Started",
}


def check_lifecycle_started_event_type(value: str) -> LifecycleStartedEventType:
    if value in LIFECYCLE_STARTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_STARTED_EVENT_TYPE_VALUES!r}")
