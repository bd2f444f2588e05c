from typing import Literal

SparksPositionPhase = Literal[
    "buy", "expand", "grow_neutral", "hunt", "lay_tiles", "over", "place_first", "place_neutral", "place_second"
]

SPARKS_POSITION_PHASE_VALUES: set[SparksPositionPhase] = {
    "buy",
    "expand",
    "grow_neutral",
    "hunt",
    "lay_tiles",
    "over",
    "place_first",
    "place_neutral",
    "place_second",
}


def check_sparks_position_phase(value: str) -> SparksPositionPhase:
    if value in SPARKS_POSITION_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_PHASE_VALUES!r}")
