from typing import Literal

AcresCardLostEventType = Literal["CardLost"]

ACRES_CARD_LOST_EVENT_TYPE_VALUES: set[AcresCardLostEventType] = {
    "CardLost",
}


def check_acres_card_lost_event_type(value: str) -> AcresCardLostEventType:
    if value in ACRES_CARD_LOST_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_LOST_EVENT_TYPE_VALUES!r}")
