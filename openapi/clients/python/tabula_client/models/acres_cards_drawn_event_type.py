from typing import Literal

AcresCardsDrawnEventType = Literal["CardsDrawn"]

ACRES_CARDS_DRAWN_EVENT_TYPE_VALUES: set[AcresCardsDrawnEventType] = {
    "CardsDrawn",
}


def check_acres_cards_drawn_event_type(value: str) -> AcresCardsDrawnEventType:
    if value in ACRES_CARDS_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_DRAWN_EVENT_TYPE_VALUES!r}")
