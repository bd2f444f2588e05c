from typing import Literal

AcresSiegeEndedEventSiege = Literal["british", "french"]

ACRES_SIEGE_ENDED_EVENT_SIEGE_VALUES: set[AcresSiegeEndedEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_ended_event_siege(value: str) -> AcresSiegeEndedEventSiege:
    if value in ACRES_SIEGE_ENDED_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_ENDED_EVENT_SIEGE_VALUES!r}")
