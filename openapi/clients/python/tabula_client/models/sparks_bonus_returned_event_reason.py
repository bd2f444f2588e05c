from typing import Literal

SparksBonusReturnedEventReason = Literal["FS-TECH-12", "FS-TECH-15", "OQ-FS-20"]

SPARKS_BONUS_RETURNED_EVENT_REASON_VALUES: set[SparksBonusReturnedEventReason] = {
    "FS-TECH-12",
    "FS-TECH-15",
    "OQ-FS-20",
}


def check_sparks_bonus_returned_event_reason(value: str) -> SparksBonusReturnedEventReason:
    if value in SPARKS_BONUS_RETURNED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BONUS_RETURNED_EVENT_REASON_VALUES!r}")
