from typing import Literal

AcresSiegeCardReturnedEventSiege = Literal["british", "french"]

ACRES_SIEGE_CARD_RETURNED_EVENT_SIEGE_VALUES: set[AcresSiegeCardReturnedEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_card_returned_event_siege(value: str) -> AcresSiegeCardReturnedEventSiege:
    if value in ACRES_SIEGE_CARD_RETURNED_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_RETURNED_EVENT_SIEGE_VALUES!r}")
