from typing import Literal

LifecycleAbortedEventType = Literal["Aborted"]

LIFECYCLE_ABORTED_EVENT_TYPE_VALUES: set[LifecycleAbortedEventType] = {
    "Aborted",
}


def check_lifecycle_aborted_event_type(value: str) -> LifecycleAbortedEventType:
    if value in LIFECYCLE_ABORTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_ABORTED_EVENT_TYPE_VALUES!r}")
