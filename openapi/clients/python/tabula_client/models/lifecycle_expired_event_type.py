from typing import Literal

LifecycleExpiredEventType = Literal["Expired"]

LIFECYCLE_EXPIRED_EVENT_TYPE_VALUES: set[LifecycleExpiredEventType] = {
    "Expired",
}


def check_lifecycle_expired_event_type(value: str) -> LifecycleExpiredEventType:
    if value in LIFECYCLE_EXPIRED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_EXPIRED_EVENT_TYPE_VALUES!r}")
