from typing import Literal

AcresLocationSettledEventType = Literal["LocationSettled"]

ACRES_LOCATION_SETTLED_EVENT_TYPE_VALUES: set[AcresLocationSettledEventType] = {
    "LocationSettled",
}


def check_acres_location_settled_event_type(value: str) -> AcresLocationSettledEventType:
    if value in ACRES_LOCATION_SETTLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_SETTLED_EVENT_TYPE_VALUES!r}")
