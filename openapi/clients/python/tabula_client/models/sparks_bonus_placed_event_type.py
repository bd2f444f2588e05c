from typing import Literal

SparksBonusPlacedEventType = Literal["BonusPlaced"]

SPARKS_BONUS_PLACED_EVENT_TYPE_VALUES: set[SparksBonusPlacedEventType] = {
    "BonusPlaced",
}


def check_sparks_bonus_placed_event_type(value: str) -> SparksBonusPlacedEventType:
    if value in SPARKS_BONUS_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BONUS_PLACED_EVENT_TYPE_VALUES!r}")
