from typing import Literal

AcresSiegeWithdrawnEventType = Literal["SiegeWithdrawn"]

ACRES_SIEGE_WITHDRAWN_EVENT_TYPE_VALUES: set[AcresSiegeWithdrawnEventType] = {
    "SiegeWithdrawn",
}


def check_acres_siege_withdrawn_event_type(value: str) -> AcresSiegeWithdrawnEventType:
    if value in ACRES_SIEGE_WITHDRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WITHDRAWN_EVENT_TYPE_VALUES!r}")
