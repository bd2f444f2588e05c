from typing import Literal

AcresAmbushLaunchedEventType = Literal["AmbushLaunched"]

ACRES_AMBUSH_LAUNCHED_EVENT_TYPE_VALUES: set[AcresAmbushLaunchedEventType] = {
    "AmbushLaunched",
}


def check_acres_ambush_launched_event_type(value: str) -> AcresAmbushLaunchedEventType:
    if value in ACRES_AMBUSH_LAUNCHED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_LAUNCHED_EVENT_TYPE_VALUES!r}")
