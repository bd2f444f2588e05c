from typing import Literal

SparksPackCropCardFood = Literal["field"]

SPARKS_PACK_CROP_CARD_FOOD_VALUES: set[SparksPackCropCardFood] = {
    "field",
}


def check_sparks_pack_crop_card_food(value: str) -> SparksPackCropCardFood:
    if value in SPARKS_PACK_CROP_CARD_FOOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_CROP_CARD_FOOD_VALUES!r}")
