from typing import Literal

AcresSiegeWithdrawnEventSiege = Literal["british", "french"]

ACRES_SIEGE_WITHDRAWN_EVENT_SIEGE_VALUES: set[AcresSiegeWithdrawnEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_withdrawn_event_siege(value: str) -> AcresSiegeWithdrawnEventSiege:
    if value in ACRES_SIEGE_WITHDRAWN_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WITHDRAWN_EVENT_SIEGE_VALUES!r}")
