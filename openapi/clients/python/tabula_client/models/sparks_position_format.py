from typing import Literal

SparksPositionFormat = Literal[1]

SPARKS_POSITION_FORMAT_VALUES: set[SparksPositionFormat] = {
    1,
}


def check_sparks_position_format(value: int) -> SparksPositionFormat:
    if value in SPARKS_POSITION_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_FORMAT_VALUES!r}")
