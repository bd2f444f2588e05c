from typing import Literal

AcresLocationDevelopedEventType = Literal["LocationDeveloped"]

ACRES_LOCATION_DEVELOPED_EVENT_TYPE_VALUES: set[AcresLocationDevelopedEventType] = {
    "LocationDeveloped",
}


def check_acres_location_developed_event_type(value: str) -> AcresLocationDevelopedEventType:
    if value in ACRES_LOCATION_DEVELOPED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_DEVELOPED_EVENT_TYPE_VALUES!r}")
