from typing import Literal

LifecycleLeftEventType = Literal["Left"]

LIFECYCLE_LEFT_EVENT_TYPE_VALUES: set[LifecycleLeftEventType] = {
    "Left",
}


def check_lifecycle_left_event_type(value: str) -> LifecycleLeftEventType:
    if value in LIFECYCLE_LEFT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_LEFT_EVENT_TYPE_VALUES!r}")
