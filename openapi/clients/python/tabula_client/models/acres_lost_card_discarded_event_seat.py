from typing import Literal

AcresLostCardDiscardedEventSeat = Literal["british", "french"]

ACRES_LOST_CARD_DISCARDED_EVENT_SEAT_VALUES: set[AcresLostCardDiscardedEventSeat] = {
    "british",
    "french",
}


def check_acres_lost_card_discarded_event_seat(value: str) -> AcresLostCardDiscardedEventSeat:
    if value in ACRES_LOST_CARD_DISCARDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOST_CARD_DISCARDED_EVENT_SEAT_VALUES!r}")
