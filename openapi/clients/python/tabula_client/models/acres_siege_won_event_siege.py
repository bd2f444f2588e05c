from typing import Literal

AcresSiegeWonEventSiege = Literal["british", "french"]

ACRES_SIEGE_WON_EVENT_SIEGE_VALUES: set[AcresSiegeWonEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_won_event_siege(value: str) -> AcresSiegeWonEventSiege:
    if value in ACRES_SIEGE_WON_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_EVENT_SIEGE_VALUES!r}")
