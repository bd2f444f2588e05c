from typing import Literal

AcresSiegeWonEventType = Literal["SiegeWon"]

ACRES_SIEGE_WON_EVENT_TYPE_VALUES: set[AcresSiegeWonEventType] = {
    "SiegeWon",
}


def check_acres_siege_won_event_type(value: str) -> AcresSiegeWonEventType:
    if value in ACRES_SIEGE_WON_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_EVENT_TYPE_VALUES!r}")
