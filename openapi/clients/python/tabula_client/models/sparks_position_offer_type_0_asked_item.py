from typing import Literal

SparksPositionOfferType0AskedItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_OFFER_TYPE_0_ASKED_ITEM_VALUES: set[SparksPositionOfferType0AskedItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_offer_type_0_asked_item(value: str) -> SparksPositionOfferType0AskedItem:
    if value in SPARKS_POSITION_OFFER_TYPE_0_ASKED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_OFFER_TYPE_0_ASKED_ITEM_VALUES!r}")
