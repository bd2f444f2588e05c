from typing import Literal

SparksCropCardFood = Literal["field"]

SPARKS_CROP_CARD_FOOD_VALUES: set[SparksCropCardFood] = {
    "field",
}


def check_sparks_crop_card_food(value: str) -> SparksCropCardFood:
    if value in SPARKS_CROP_CARD_FOOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CROP_CARD_FOOD_VALUES!r}")
