from typing import Literal

SparksPackCropCardProvisionalItem = Literal["food", "kind", "price", "yield"]

SPARKS_PACK_CROP_CARD_PROVISIONAL_ITEM_VALUES: set[SparksPackCropCardProvisionalItem] = {
    "food",
    "kind",
    "price",
    "yield",
}


def check_sparks_pack_crop_card_provisional_item(value: str) -> SparksPackCropCardProvisionalItem:
    if value in SPARKS_PACK_CROP_CARD_PROVISIONAL_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_CROP_CARD_PROVISIONAL_ITEM_VALUES!r}")
