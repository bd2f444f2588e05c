from typing import Literal

AcresSiegeWonByType0 = Literal["british", "french"]

ACRES_SIEGE_WON_BY_TYPE_0_VALUES: set[AcresSiegeWonByType0] = {
    "british",
    "french",
}


def check_acres_siege_won_by_type_0(value: str) -> AcresSiegeWonByType0:
    if value in ACRES_SIEGE_WON_BY_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_BY_TYPE_0_VALUES!r}")
