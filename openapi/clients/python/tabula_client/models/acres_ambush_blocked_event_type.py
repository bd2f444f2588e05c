from typing import Literal

AcresAmbushBlockedEventType = Literal["AmbushBlocked"]

ACRES_AMBUSH_BLOCKED_EVENT_TYPE_VALUES: set[AcresAmbushBlockedEventType] = {
    "AmbushBlocked",
}


def check_acres_ambush_blocked_event_type(value: str) -> AcresAmbushBlockedEventType:
    if value in ACRES_AMBUSH_BLOCKED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_BLOCKED_EVENT_TYPE_VALUES!r}")
