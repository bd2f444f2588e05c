from typing import Literal

SparksCardDrawnEventType = Literal["CardDrawn"]

SPARKS_CARD_DRAWN_EVENT_TYPE_VALUES: set[SparksCardDrawnEventType] = {
    "CardDrawn",
}


def check_sparks_card_drawn_event_type(value: str) -> SparksCardDrawnEventType:
    if value in SPARKS_CARD_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_DRAWN_EVENT_TYPE_VALUES!r}")
