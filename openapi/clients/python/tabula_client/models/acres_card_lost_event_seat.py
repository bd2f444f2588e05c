from typing import Literal

AcresCardLostEventSeat = Literal["british", "french"]

ACRES_CARD_LOST_EVENT_SEAT_VALUES: set[AcresCardLostEventSeat] = {
    "british",
    "french",
}


def check_acres_card_lost_event_seat(value: str) -> AcresCardLostEventSeat:
    if value in ACRES_CARD_LOST_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_LOST_EVENT_SEAT_VALUES!r}")
