from typing import Literal

SparksOfferDecisionWantingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_OFFER_DECISION_WANTING_ITEM_VALUES: set[SparksOfferDecisionWantingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_offer_decision_wanting_item(value: str) -> SparksOfferDecisionWantingItem:
    if value in SPARKS_OFFER_DECISION_WANTING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_DECISION_WANTING_ITEM_VALUES!r}")
