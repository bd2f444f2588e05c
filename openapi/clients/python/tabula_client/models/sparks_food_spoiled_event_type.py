from typing import Literal

SparksFoodSpoiledEventType = Literal["FoodSpoiled"]

SPARKS_FOOD_SPOILED_EVENT_TYPE_VALUES: set[SparksFoodSpoiledEventType] = {
    "FoodSpoiled",
}


def check_sparks_food_spoiled_event_type(value: str) -> SparksFoodSpoiledEventType:
    if value in SPARKS_FOOD_SPOILED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_FOOD_SPOILED_EVENT_TYPE_VALUES!r}")
