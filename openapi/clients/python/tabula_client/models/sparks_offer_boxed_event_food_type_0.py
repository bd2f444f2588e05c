from typing import Literal

SparksOfferBoxedEventFoodType0 = Literal["bear", "berries", "fish", "mammoth"]

SPARKS_OFFER_BOXED_EVENT_FOOD_TYPE_0_VALUES: set[SparksOfferBoxedEventFoodType0] = {
    "bear",
    "berries",
    "fish",
    "mammoth",
}


def check_sparks_offer_boxed_event_food_type_0(value: str) -> SparksOfferBoxedEventFoodType0:
    if value in SPARKS_OFFER_BOXED_EVENT_FOOD_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_BOXED_EVENT_FOOD_TYPE_0_VALUES!r}")
