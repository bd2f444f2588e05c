from typing import Literal

SparksTakeFood = Literal["bear", "berries", "field", "fish", "mammoth"]

SPARKS_TAKE_FOOD_VALUES: set[SparksTakeFood] = {
    "bear",
    "berries",
    "field",
    "fish",
    "mammoth",
}


def check_sparks_take_food(value: str) -> SparksTakeFood:
    if value in SPARKS_TAKE_FOOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TAKE_FOOD_VALUES!r}")
