from typing import Literal

SparksToolCardFood = Literal["bear", "berries", "fish", "mammoth"]

SPARKS_TOOL_CARD_FOOD_VALUES: set[SparksToolCardFood] = {
    "bear",
    "berries",
    "fish",
    "mammoth",
}


def check_sparks_tool_card_food(value: str) -> SparksToolCardFood:
    if value in SPARKS_TOOL_CARD_FOOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TOOL_CARD_FOOD_VALUES!r}")
