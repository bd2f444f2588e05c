from typing import Literal

SparksResuppliedEventType = Literal["Resupplied"]

SPARKS_RESUPPLIED_EVENT_TYPE_VALUES: set[SparksResuppliedEventType] = {
    "Resupplied",
}


def check_sparks_resupplied_event_type(value: str) -> SparksResuppliedEventType:
    if value in SPARKS_RESUPPLIED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESUPPLIED_EVENT_TYPE_VALUES!r}")
