from typing import Literal

AcresSiegeCardReturnedEventTo = Literal["available_empire", "available_locations", "display"]

ACRES_SIEGE_CARD_RETURNED_EVENT_TO_VALUES: set[AcresSiegeCardReturnedEventTo] = {
    "available_empire",
    "available_locations",
    "display",
}


def check_acres_siege_card_returned_event_to(value: str) -> AcresSiegeCardReturnedEventTo:
    if value in ACRES_SIEGE_CARD_RETURNED_EVENT_TO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_RETURNED_EVENT_TO_VALUES!r}")
