from typing import Literal

SparksHuntedEventType = Literal["Hunted"]

SPARKS_HUNTED_EVENT_TYPE_VALUES: set[SparksHuntedEventType] = {
    "Hunted",
}


def check_sparks_hunted_event_type(value: str) -> SparksHuntedEventType:
    if value in SPARKS_HUNTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_HUNTED_EVENT_TYPE_VALUES!r}")
