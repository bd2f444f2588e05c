from typing import Literal

SparksOfferDecisionAskedItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_OFFER_DECISION_ASKED_ITEM_VALUES: set[SparksOfferDecisionAskedItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_offer_decision_asked_item(value: str) -> SparksOfferDecisionAskedItem:
    if value in SPARKS_OFFER_DECISION_ASKED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_DECISION_ASKED_ITEM_VALUES!r}")
