from typing import Literal

SparksCardOfferedEventType = Literal["CardOffered"]

SPARKS_CARD_OFFERED_EVENT_TYPE_VALUES: set[SparksCardOfferedEventType] = {
    "CardOffered",
}


def check_sparks_card_offered_event_type(value: str) -> SparksCardOfferedEventType:
    if value in SPARKS_CARD_OFFERED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_OFFERED_EVENT_TYPE_VALUES!r}")
