from typing import Literal

SparksNeutralGrewEventType = Literal["NeutralGrew"]

SPARKS_NEUTRAL_GREW_EVENT_TYPE_VALUES: set[SparksNeutralGrewEventType] = {
    "NeutralGrew",
}


def check_sparks_neutral_grew_event_type(value: str) -> SparksNeutralGrewEventType:
    if value in SPARKS_NEUTRAL_GREW_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_NEUTRAL_GREW_EVENT_TYPE_VALUES!r}")
