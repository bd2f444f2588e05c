from typing import Literal

SparksOfferAnsweredEventType = Literal["OfferAnswered"]

SPARKS_OFFER_ANSWERED_EVENT_TYPE_VALUES: set[SparksOfferAnsweredEventType] = {
    "OfferAnswered",
}


def check_sparks_offer_answered_event_type(value: str) -> SparksOfferAnsweredEventType:
    if value in SPARKS_OFFER_ANSWERED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_ANSWERED_EVENT_TYPE_VALUES!r}")
