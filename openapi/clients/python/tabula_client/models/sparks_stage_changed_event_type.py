from typing import Literal

SparksStageChangedEventType = Literal["StageChanged"]

SPARKS_STAGE_CHANGED_EVENT_TYPE_VALUES: set[SparksStageChangedEventType] = {
    "StageChanged",
}


def check_sparks_stage_changed_event_type(value: str) -> SparksStageChangedEventType:
    if value in SPARKS_STAGE_CHANGED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_STAGE_CHANGED_EVENT_TYPE_VALUES!r}")
