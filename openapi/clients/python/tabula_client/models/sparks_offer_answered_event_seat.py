from typing import Literal

SparksOfferAnsweredEventSeat = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_OFFER_ANSWERED_EVENT_SEAT_VALUES: set[SparksOfferAnsweredEventSeat] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_offer_answered_event_seat(value: str) -> SparksOfferAnsweredEventSeat:
    if value in SPARKS_OFFER_ANSWERED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_ANSWERED_EVENT_SEAT_VALUES!r}")
