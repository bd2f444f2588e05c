from typing import Literal

SparksPhaseBeganEventType = Literal["PhaseBegan"]

SPARKS_PHASE_BEGAN_EVENT_TYPE_VALUES: set[SparksPhaseBeganEventType] = {
    "PhaseBegan",
}


def check_sparks_phase_began_event_type(value: str) -> SparksPhaseBeganEventType:
    if value in SPARKS_PHASE_BEGAN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PHASE_BEGAN_EVENT_TYPE_VALUES!r}")
