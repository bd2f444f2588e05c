from typing import Literal

LifecycleDeclinedEventType = Literal["Declined"]

LIFECYCLE_DECLINED_EVENT_TYPE_VALUES: set[LifecycleDeclinedEventType] = {
    "Declined",
}


def check_lifecycle_declined_event_type(value: str) -> LifecycleDeclinedEventType:
    if value in LIFECYCLE_DECLINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_DECLINED_EVENT_TYPE_VALUES!r}")
