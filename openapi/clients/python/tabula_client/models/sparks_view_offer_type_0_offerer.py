from typing import Literal

SparksViewOfferType0Offerer = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_OFFER_TYPE_0_OFFERER_VALUES: set[SparksViewOfferType0Offerer] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_offer_type_0_offerer(value: str) -> SparksViewOfferType0Offerer:
    if value in SPARKS_VIEW_OFFER_TYPE_0_OFFERER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_OFFER_TYPE_0_OFFERER_VALUES!r}")
