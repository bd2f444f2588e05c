from typing import Literal

SparksViewOfferType0WantingItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_OFFER_TYPE_0_WANTING_ITEM_VALUES: set[SparksViewOfferType0WantingItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_offer_type_0_wanting_item(value: str) -> SparksViewOfferType0WantingItem:
    if value in SPARKS_VIEW_OFFER_TYPE_0_WANTING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_OFFER_TYPE_0_WANTING_ITEM_VALUES!r}")
