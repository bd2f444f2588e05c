from typing import Literal

AcresCardsDiscardedEventSeat = Literal["british", "french"]

ACRES_CARDS_DISCARDED_EVENT_SEAT_VALUES: set[AcresCardsDiscardedEventSeat] = {
    "british",
    "french",
}


def check_acres_cards_discarded_event_seat(value: str) -> AcresCardsDiscardedEventSeat:
    if value in ACRES_CARDS_DISCARDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_DISCARDED_EVENT_SEAT_VALUES!r}")
