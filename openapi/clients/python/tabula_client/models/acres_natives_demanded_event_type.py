from typing import Literal

AcresNativesDemandedEventType = Literal["NativesDemanded"]

ACRES_NATIVES_DEMANDED_EVENT_TYPE_VALUES: set[AcresNativesDemandedEventType] = {
    "NativesDemanded",
}


def check_acres_natives_demanded_event_type(value: str) -> AcresNativesDemandedEventType:
    if value in ACRES_NATIVES_DEMANDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_DEMANDED_EVENT_TYPE_VALUES!r}")
