from typing import Literal

AcresSiegeEndedEventType = Literal["SiegeEnded"]

ACRES_SIEGE_ENDED_EVENT_TYPE_VALUES: set[AcresSiegeEndedEventType] = {
    "SiegeEnded",
}


def check_acres_siege_ended_event_type(value: str) -> AcresSiegeEndedEventType:
    if value in ACRES_SIEGE_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_ENDED_EVENT_TYPE_VALUES!r}")
