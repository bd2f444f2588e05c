from typing import Literal

SparksOfferBoxedEventType = Literal["OfferBoxed"]

SPARKS_OFFER_BOXED_EVENT_TYPE_VALUES: set[SparksOfferBoxedEventType] = {
    "OfferBoxed",
}


def check_sparks_offer_boxed_event_type(value: str) -> SparksOfferBoxedEventType:
    if value in SPARKS_OFFER_BOXED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_BOXED_EVENT_TYPE_VALUES!r}")
