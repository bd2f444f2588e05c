from typing import Literal

AcresSiegeCardLostEventSeat = Literal["british", "french"]

ACRES_SIEGE_CARD_LOST_EVENT_SEAT_VALUES: set[AcresSiegeCardLostEventSeat] = {
    "british",
    "french",
}


def check_acres_siege_card_lost_event_seat(value: str) -> AcresSiegeCardLostEventSeat:
    if value in ACRES_SIEGE_CARD_LOST_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_CARD_LOST_EVENT_SEAT_VALUES!r}")
