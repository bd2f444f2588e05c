from typing import Literal

SparksOfferDecisionOfferer = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_OFFER_DECISION_OFFERER_VALUES: set[SparksOfferDecisionOfferer] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_offer_decision_offerer(value: str) -> SparksOfferDecisionOfferer:
    if value in SPARKS_OFFER_DECISION_OFFERER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_DECISION_OFFERER_VALUES!r}")
