from typing import Literal

AcresCardsReturnedEventSeat = Literal["british", "french"]

ACRES_CARDS_RETURNED_EVENT_SEAT_VALUES: set[AcresCardsReturnedEventSeat] = {
    "british",
    "french",
}


def check_acres_cards_returned_event_seat(value: str) -> AcresCardsReturnedEventSeat:
    if value in ACRES_CARDS_RETURNED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_RETURNED_EVENT_SEAT_VALUES!r}")
