from typing import Literal

AcresNativesGivenEventFrom = Literal["hand", "reserve"]

ACRES_NATIVES_GIVEN_EVENT_FROM_VALUES: set[AcresNativesGivenEventFrom] = {
    "hand",
    "reserve",
}


def check_acres_natives_given_event_from(value: str) -> AcresNativesGivenEventFrom:
    if value in ACRES_NATIVES_GIVEN_EVENT_FROM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_GIVEN_EVENT_FROM_VALUES!r}")
