from typing import Literal

SparksViewPhase = Literal[
    "buy", "expand", "grow_neutral", "hunt", "lay_tiles", "over", "place_first", "place_neutral", "place_second"
]

SPARKS_VIEW_PHASE_VALUES: set[SparksViewPhase] = {
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


def check_sparks_view_phase(value: str) -> SparksViewPhase:
    if value in SPARKS_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_PHASE_VALUES!r}")
