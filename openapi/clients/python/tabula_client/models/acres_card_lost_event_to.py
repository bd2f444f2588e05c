from typing import Literal

AcresCardLostEventTo = Literal["available_empire", "display"]

ACRES_CARD_LOST_EVENT_TO_VALUES: set[AcresCardLostEventTo] = {
    "available_empire",
    "display",
}


def check_acres_card_lost_event_to(value: str) -> AcresCardLostEventTo:
    if value in ACRES_CARD_LOST_EVENT_TO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_LOST_EVENT_TO_VALUES!r}")
