from typing import Literal

AcresSiegeCardLostEventSiege = Literal["british", "french"]

ACRES_SIEGE_CARD_LOST_EVENT_SIEGE_VALUES: set[AcresSiegeCardLostEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_card_lost_event_siege(value: str) -> AcresSiegeCardLostEventSiege:
    if value in ACRES_SIEGE_CARD_LOST_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_LOST_EVENT_SIEGE_VALUES!r}")
