from typing import Literal

SparksCardBoughtEventType = Literal["CardBought"]

SPARKS_CARD_BOUGHT_EVENT_TYPE_VALUES: set[SparksCardBoughtEventType] = {
    "CardBought",
}


def check_sparks_card_bought_event_type(value: str) -> SparksCardBoughtEventType:
    if value in SPARKS_CARD_BOUGHT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_BOUGHT_EVENT_TYPE_VALUES!r}")
