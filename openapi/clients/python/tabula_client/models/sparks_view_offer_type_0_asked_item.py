from typing import Literal

SparksViewOfferType0AskedItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_OFFER_TYPE_0_ASKED_ITEM_VALUES: set[SparksViewOfferType0AskedItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_offer_type_0_asked_item(value: str) -> SparksViewOfferType0AskedItem:
    if value in SPARKS_VIEW_OFFER_TYPE_0_ASKED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_OFFER_TYPE_0_ASKED_ITEM_VALUES!r}")
