from typing import Literal

AcresPassedEventType = Literal["Passed"]

ACRES_PASSED_EVENT_TYPE_VALUES: set[AcresPassedEventType] = {
    "Passed",
}


def check_acres_passed_event_type(value: str) -> AcresPassedEventType:
    if value in ACRES_PASSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PASSED_EVENT_TYPE_VALUES!r}")
