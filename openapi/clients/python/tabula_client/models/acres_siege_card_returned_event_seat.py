from typing import Literal

AcresSiegeCardReturnedEventSeat = Literal["british", "french"]

ACRES_SIEGE_CARD_RETURNED_EVENT_SEAT_VALUES: set[AcresSiegeCardReturnedEventSeat] = {
    "british",
    "french",
}


def check_acres_siege_card_returned_event_seat(value: str) -> AcresSiegeCardReturnedEventSeat:
    if value in ACRES_SIEGE_CARD_RETURNED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_RETURNED_EVENT_SEAT_VALUES!r}")
