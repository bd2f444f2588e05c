from typing import Literal

AcresDeckReshuffledEventType = Literal["DeckReshuffled"]

ACRES_DECK_RESHUFFLED_EVENT_TYPE_VALUES: set[AcresDeckReshuffledEventType] = {
    "DeckReshuffled",
}


def check_acres_deck_reshuffled_event_type(value: str) -> AcresDeckReshuffledEventType:
    if value in ACRES_DECK_RESHUFFLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECK_RESHUFFLED_EVENT_TYPE_VALUES!r}")
