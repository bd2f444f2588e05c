from typing import Literal

SparksExpandedEventType = Literal["Expanded"]

SPARKS_EXPANDED_EVENT_TYPE_VALUES: set[SparksExpandedEventType] = {
    "Expanded",
}


def check_sparks_expanded_event_type(value: str) -> SparksExpandedEventType:
    if value in SPARKS_EXPANDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_EXPANDED_EVENT_TYPE_VALUES!r}")
