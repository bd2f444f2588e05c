from typing import Literal

AcresCardsReturnedEventType = Literal["CardsReturned"]

ACRES_CARDS_RETURNED_EVENT_TYPE_VALUES: set[AcresCardsReturnedEventType] = {
    "CardsReturned",
}


def check_acres_cards_returned_event_type(value: str) -> AcresCardsReturnedEventType:
    if value in ACRES_CARDS_RETURNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_RETURNED_EVENT_TYPE_VALUES!r}")
