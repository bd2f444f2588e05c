from typing import Literal

SparksPositionOfferType0Offerer = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_OFFER_TYPE_0_OFFERER_VALUES: set[SparksPositionOfferType0Offerer] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_offer_type_0_offerer(value: str) -> SparksPositionOfferType0Offerer:
    if value in SPARKS_POSITION_OFFER_TYPE_0_OFFERER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_OFFER_TYPE_0_OFFERER_VALUES!r}")
