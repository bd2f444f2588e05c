from typing import Literal

AcresOccupationDeclinedEventType = Literal["OccupationDeclined"]

ACRES_OCCUPATION_DECLINED_EVENT_TYPE_VALUES: set[AcresOccupationDeclinedEventType] = {
    "OccupationDeclined",
}


def check_acres_occupation_declined_event_type(value: str) -> AcresOccupationDeclinedEventType:
    if value in ACRES_OCCUPATION_DECLINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPATION_DECLINED_EVENT_TYPE_VALUES!r}")
