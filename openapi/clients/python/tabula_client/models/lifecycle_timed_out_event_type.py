from typing import Literal

LifecycleTimedOutEventType = Literal["TimedOut"]

LIFECYCLE_TIMED_OUT_EVENT_TYPE_VALUES: set[LifecycleTimedOutEventType] = {
    "TimedOut",
}


def check_lifecycle_timed_out_event_type(value: str) -> LifecycleTimedOutEventType:
    if value in LIFECYCLE_TIMED_OUT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_TIMED_OUT_EVENT_TYPE_VALUES!r}")
