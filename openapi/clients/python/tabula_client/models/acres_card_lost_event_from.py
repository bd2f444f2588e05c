from typing import Literal

AcresCardLostEventFrom = Literal["hand", "reserve"]

ACRES_CARD_LOST_EVENT_FROM_VALUES: set[AcresCardLostEventFrom] = {
    "hand",
    "reserve",
}


def check_acres_card_lost_event_from(value: str) -> AcresCardLostEventFrom:
    if value in ACRES_CARD_LOST_EVENT_FROM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_LOST_EVENT_FROM_VALUES!r}")
