from typing import Literal

AcresCardsDrawnEventSeat = Literal["british", "french"]

ACRES_CARDS_DRAWN_EVENT_SEAT_VALUES: set[AcresCardsDrawnEventSeat] = {
    "british",
    "french",
}


def check_acres_cards_drawn_event_seat(value: str) -> AcresCardsDrawnEventSeat:
    if value in ACRES_CARDS_DRAWN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_DRAWN_EVENT_SEAT_VALUES!r}")
