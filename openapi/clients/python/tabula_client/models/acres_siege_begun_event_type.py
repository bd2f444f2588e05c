from typing import Literal

AcresSiegeBegunEventType = Literal["SiegeBegun"]

ACRES_SIEGE_BEGUN_EVENT_TYPE_VALUES: set[AcresSiegeBegunEventType] = {
    "SiegeBegun",
}


def check_acres_siege_begun_event_type(value: str) -> AcresSiegeBegunEventType:
    if value in ACRES_SIEGE_BEGUN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_BEGUN_EVENT_TYPE_VALUES!r}")
