from typing import Literal

AcresSiegeWonEventBy = Literal["check", "surrender"]

ACRES_SIEGE_WON_EVENT_BY_VALUES: set[AcresSiegeWonEventBy] = {
    "check",
    "surrender",
}


def check_acres_siege_won_event_by(value: str) -> AcresSiegeWonEventBy:
    if value in ACRES_SIEGE_WON_EVENT_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_EVENT_BY_VALUES!r}")
