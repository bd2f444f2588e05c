from typing import Literal

SparksBuyingPassedEventType = Literal["BuyingPassed"]

SPARKS_BUYING_PASSED_EVENT_TYPE_VALUES: set[SparksBuyingPassedEventType] = {
    "BuyingPassed",
}


def check_sparks_buying_passed_event_type(value: str) -> SparksBuyingPassedEventType:
    if value in SPARKS_BUYING_PASSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BUYING_PASSED_EVENT_TYPE_VALUES!r}")
