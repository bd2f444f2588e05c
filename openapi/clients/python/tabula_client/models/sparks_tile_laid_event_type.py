from typing import Literal

SparksTileLaidEventType = Literal["TileLaid"]

SPARKS_TILE_LAID_EVENT_TYPE_VALUES: set[SparksTileLaidEventType] = {
    "TileLaid",
}


def check_sparks_tile_laid_event_type(value: str) -> SparksTileLaidEventType:
    if value in SPARKS_TILE_LAID_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TILE_LAID_EVENT_TYPE_VALUES!r}")
