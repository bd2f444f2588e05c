from typing import Literal

AcresNativesGivenEventType = Literal["NativesGiven"]

ACRES_NATIVES_GIVEN_EVENT_TYPE_VALUES: set[AcresNativesGivenEventType] = {
    "NativesGiven",
}


def check_acres_natives_given_event_type(value: str) -> AcresNativesGivenEventType:
    if value in ACRES_NATIVES_GIVEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_GIVEN_EVENT_TYPE_VALUES!r}")
