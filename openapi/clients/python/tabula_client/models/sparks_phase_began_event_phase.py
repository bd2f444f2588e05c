from typing import Literal

SparksPhaseBeganEventPhase = Literal[
    "buy", "expand", "grow_neutral", "hunt", "place_first", "place_neutral", "place_second"
]

SPARKS_PHASE_BEGAN_EVENT_PHASE_VALUES: set[SparksPhaseBeganEventPhase] = {
    "buy",
    "expand",
    "grow_neutral",
    "hunt",
    "place_first",
    "place_neutral",
    "place_second",
}


def check_sparks_phase_began_event_phase(value: str) -> SparksPhaseBeganEventPhase:
    if value in SPARKS_PHASE_BEGAN_EVENT_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PHASE_BEGAN_EVENT_PHASE_VALUES!r}")
