from typing import Literal

AcresPositionActive = Literal["british", "french"]

ACRES_POSITION_ACTIVE_VALUES: set[AcresPositionActive] = {
    "british",
    "french",
}


def check_acres_position_active(value: str) -> AcresPositionActive:
    if value in ACRES_POSITION_ACTIVE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_ACTIVE_VALUES!r}")
