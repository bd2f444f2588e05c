from typing import Literal

SparksFedEventType = Literal["Fed"]

SPARKS_FED_EVENT_TYPE_VALUES: set[SparksFedEventType] = {
    "Fed",
}


def check_sparks_fed_event_type(value: str) -> SparksFedEventType:
    if value in SPARKS_FED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_FED_EVENT_TYPE_VALUES!r}")
