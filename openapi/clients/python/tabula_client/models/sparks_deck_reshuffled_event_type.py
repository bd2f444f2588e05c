from typing import Literal

SparksDeckReshuffledEventType = Literal["DeckReshuffled"]

SPARKS_DECK_RESHUFFLED_EVENT_TYPE_VALUES: set[SparksDeckReshuffledEventType] = {
    "DeckReshuffled",
}


def check_sparks_deck_reshuffled_event_type(value: str) -> SparksDeckReshuffledEventType:
    if value in SPARKS_DECK_RESHUFFLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECK_RESHUFFLED_EVENT_TYPE_VALUES!r}")
