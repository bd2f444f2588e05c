from typing import Literal

AcresPositionPhase = Literal["actions", "after_draw", "over"]

ACRES_POSITION_PHASE_VALUES: set[AcresPositionPhase] = {
    "actions",
    "after_draw",
    "over",
}


def check_acres_position_phase(value: str) -> AcresPositionPhase:
    if value in ACRES_POSITION_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_PHASE_VALUES!r}")
