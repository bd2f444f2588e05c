from typing import Literal

AcresLocationOccupiedEventType = Literal["LocationOccupied"]

ACRES_LOCATION_OCCUPIED_EVENT_TYPE_VALUES: set[AcresLocationOccupiedEventType] = {
    "LocationOccupied",
}


def check_acres_location_occupied_event_type(value: str) -> AcresLocationOccupiedEventType:
    if value in ACRES_LOCATION_OCCUPIED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_OCCUPIED_EVENT_TYPE_VALUES!r}")
