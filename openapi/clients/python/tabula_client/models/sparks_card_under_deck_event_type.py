from typing import Literal

SparksCardUnderDeckEventType = Literal["CardUnderDeck"]

SPARKS_CARD_UNDER_DECK_EVENT_TYPE_VALUES: set[SparksCardUnderDeckEventType] = {
    "CardUnderDeck",
}


def check_sparks_card_under_deck_event_type(value: str) -> SparksCardUnderDeckEventType:
    if value in SPARKS_CARD_UNDER_DECK_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_UNDER_DECK_EVENT_TYPE_VALUES!r}")
