from typing import Literal

SparksCardBoughtEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_CARD_BOUGHT_EVENT_SEAT_VALUES: set[SparksCardBoughtEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_card_bought_event_seat(value: str) -> SparksCardBoughtEventSeat:
    if value in SPARKS_CARD_BOUGHT_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_BOUGHT_EVENT_SEAT_VALUES!r}")
