from typing import Literal

SparksCardBoxedEventType = Literal["CardBoxed"]

SPARKS_CARD_BOXED_EVENT_TYPE_VALUES: set[SparksCardBoxedEventType] = {
    "CardBoxed",
}


def check_sparks_card_boxed_event_type(value: str) -> SparksCardBoxedEventType:
    if value in SPARKS_CARD_BOXED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_BOXED_EVENT_TYPE_VALUES!r}")
