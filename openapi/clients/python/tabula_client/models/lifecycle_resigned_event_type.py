from typing import Literal

LifecycleResignedEventType = Literal["Resigned"]

LIFECYCLE_RESIGNED_EVENT_TYPE_VALUES: set[LifecycleResignedEventType] = {
    "Resigned",
}


def check_lifecycle_resigned_event_type(value: str) -> LifecycleResignedEventType:
    if value in LIFECYCLE_RESIGNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_RESIGNED_EVENT_TYPE_VALUES!r}")
