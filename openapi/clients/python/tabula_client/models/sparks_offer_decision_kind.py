from typing import Literal

SparksOfferDecisionKind = Literal["offer"]

SPARKS_OFFER_DECISION_KIND_VALUES: set[SparksOfferDecisionKind] = {
    "offer",
}


def check_sparks_offer_decision_kind(value: str) -> SparksOfferDecisionKind:
    if value in SPARKS_OFFER_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_DECISION_KIND_VALUES!r}")
