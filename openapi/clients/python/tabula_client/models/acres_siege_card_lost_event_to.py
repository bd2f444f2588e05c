from typing import Literal

AcresSiegeCardLostEventTo = Literal["available_empire", "display"]

ACRES_SIEGE_CARD_LOST_EVENT_TO_VALUES: set[AcresSiegeCardLostEventTo] = {
    "available_empire",
    "display",
}


def check_acres_siege_card_lost_event_to(value: str) -> AcresSiegeCardLostEventTo:
    if value in ACRES_SIEGE_CARD_LOST_EVENT_TO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_LOST_EVENT_TO_VALUES!r}")
