from typing import Literal

AcresSiegeCardLostEventType = Literal["SiegeCardLost"]

ACRES_SIEGE_CARD_LOST_EVENT_TYPE_VALUES: set[AcresSiegeCardLostEventType] = {
    "SiegeCardLost",
}


def check_acres_siege_card_lost_event_type(value: str) -> AcresSiegeCardLostEventType:
    if value in ACRES_SIEGE_CARD_LOST_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_LOST_EVENT_TYPE_VALUES!r}")
