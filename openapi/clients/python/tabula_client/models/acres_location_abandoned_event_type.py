from typing import Literal

AcresLocationAbandonedEventType = Literal["LocationAbandoned"]

ACRES_LOCATION_ABANDONED_EVENT_TYPE_VALUES: set[AcresLocationAbandonedEventType] = {
    "LocationAbandoned",
}


def check_acres_location_abandoned_event_type(value: str) -> AcresLocationAbandonedEventType:
    if value in ACRES_LOCATION_ABANDONED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_ABANDONED_EVENT_TYPE_VALUES!r}")
