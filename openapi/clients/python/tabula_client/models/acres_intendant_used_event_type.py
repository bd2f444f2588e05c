from typing import Literal

AcresIntendantUsedEventType = Literal["IntendantUsed"]

ACRES_INTENDANT_USED_EVENT_TYPE_VALUES: set[AcresIntendantUsedEventType] = {
    "IntendantUsed",
}


def check_acres_intendant_used_event_type(value: str) -> AcresIntendantUsedEventType:
    if value in ACRES_INTENDANT_USED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_INTENDANT_USED_EVENT_TYPE_VALUES!r}")
