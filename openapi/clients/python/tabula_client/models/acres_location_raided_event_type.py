from typing import Literal

AcresLocationRaidedEventType = Literal["LocationRaided"]

ACRES_LOCATION_RAIDED_EVENT_TYPE_VALUES: set[AcresLocationRaidedEventType] = {
    "LocationRaided",
}


def check_acres_location_raided_event_type(value: str) -> AcresLocationRaidedEventType:
    if value in ACRES_LOCATION_RAIDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_RAIDED_EVENT_TYPE_VALUES!r}")
