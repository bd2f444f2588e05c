from typing import Literal

SparksBonusReturnedEventType = Literal["BonusReturned"]

SPARKS_BONUS_RETURNED_EVENT_TYPE_VALUES: set[SparksBonusReturnedEventType] = {
    "BonusReturned",
}


def check_sparks_bonus_returned_event_type(value: str) -> SparksBonusReturnedEventType:
    if value in SPARKS_BONUS_RETURNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BONUS_RETURNED_EVENT_TYPE_VALUES!r}")
