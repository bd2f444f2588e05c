from typing import Literal

AcresSiegeCardReturnedEventType = Literal["SiegeCardReturned"]

ACRES_SIEGE_CARD_RETURNED_EVENT_TYPE_VALUES: set[AcresSiegeCardReturnedEventType] = {
    "SiegeCardReturned",
}


def check_acres_siege_card_returned_event_type(value: str) -> AcresSiegeCardReturnedEventType:
    if value in ACRES_SIEGE_CARD_RETURNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_RETURNED_EVENT_TYPE_VALUES!r}")
