from typing import Literal

SparksOfferBoxedEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_OFFER_BOXED_EVENT_SEAT_VALUES: set[SparksOfferBoxedEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_offer_boxed_event_seat(value: str) -> SparksOfferBoxedEventSeat:
    if value in SPARKS_OFFER_BOXED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_BOXED_EVENT_SEAT_VALUES!r}")
