from typing import Literal

SparksCardOfferedEventAskedItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_CARD_OFFERED_EVENT_ASKED_ITEM_VALUES: set[SparksCardOfferedEventAskedItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_card_offered_event_asked_item(value: str) -> SparksCardOfferedEventAskedItem:
    if value in SPARKS_CARD_OFFERED_EVENT_ASKED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_OFFERED_EVENT_ASKED_ITEM_VALUES!r}")
