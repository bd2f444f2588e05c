from typing import Literal

AcresPositionFormat = Literal[1]

ACRES_POSITION_FORMAT_VALUES: set[AcresPositionFormat] = {
    1,
}


def check_acres_position_format(value: int) -> AcresPositionFormat:
    if value in ACRES_POSITION_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_FORMAT_VALUES!r}")
