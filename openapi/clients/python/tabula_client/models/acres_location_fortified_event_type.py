from typing import Literal

AcresLocationFortifiedEventType = Literal["LocationFortified"]

ACRES_LOCATION_FORTIFIED_EVENT_TYPE_VALUES: set[AcresLocationFortifiedEventType] = {
    "LocationFortified",
}


def check_acres_location_fortified_event_type(value: str) -> AcresLocationFortifiedEventType:
    if value in ACRES_LOCATION_FORTIFIED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_FORTIFIED_EVENT_TYPE_VALUES!r}")
