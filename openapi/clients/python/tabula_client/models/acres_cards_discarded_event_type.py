from typing import Literal

AcresCardsDiscardedEventType = Literal["CardsDiscarded"]

ACRES_CARDS_DISCARDED_EVENT_TYPE_VALUES: set[AcresCardsDiscardedEventType] = {
    "CardsDiscarded",
}


def check_acres_cards_discarded_event_type(value: str) -> AcresCardsDiscardedEventType:
    if value in ACRES_CARDS_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_DISCARDED_EVENT_TYPE_VALUES!r}")
