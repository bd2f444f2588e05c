from typing import Literal

AcresHomeSupportPlayedEventType = Literal["HomeSupportPlayed"]

ACRES_HOME_SUPPORT_PLAYED_EVENT_TYPE_VALUES: set[AcresHomeSupportPlayedEventType] = {
    "HomeSupportPlayed",
}


def check_acres_home_support_played_event_type(value: str) -> AcresHomeSupportPlayedEventType:
    if value in ACRES_HOME_SUPPORT_PLAYED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HOME_SUPPORT_PLAYED_EVENT_TYPE_VALUES!r}")
