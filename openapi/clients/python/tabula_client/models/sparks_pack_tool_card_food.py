from typing import Literal

SparksPackToolCardFood = Literal["bear", "berries", "fish", "mammoth"]

SPARKS_PACK_TOOL_CARD_FOOD_VALUES: set[SparksPackToolCardFood] = {
    "bear",
    "berries",
    "fish",
    "mammoth",
}


def check_sparks_pack_tool_card_food(value: str) -> SparksPackToolCardFood:
    if value in SPARKS_PACK_TOOL_CARD_FOOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_TOOL_CARD_FOOD_VALUES!r}")
